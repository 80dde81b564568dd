// VAPID keys identify this server to push services. From VAPID_PUBLIC_KEY/PRIVATE_KEY when
// given, else generated on first start and kept in app_settings so every replica and every
// restart signs with the same pair (a new pair would orphan every browser subscription).
import webpush from 'web-push'
import type { Config } from '../../config.ts'
import type { Database } from '../../db/database.ts'
import { getOrCreateSetting } from '../../lib/settings.repository.ts'

export interface VapidKeys {
  publicKey: string
  privateKey: string
  subject: string
}

export async function resolveVapidKeys(db: Database, config: Config): Promise<VapidKeys> {
  if (config.VAPID_PUBLIC_KEY && config.VAPID_PRIVATE_KEY) {
    return { publicKey: config.VAPID_PUBLIC_KEY, privateKey: config.VAPID_PRIVATE_KEY, subject: config.VAPID_SUBJECT }
  }
  const stored = await getOrCreateSetting(db, 'vapid_keys', () => JSON.stringify(webpush.generateVAPIDKeys()))
  const keys = JSON.parse(stored) as { publicKey: string; privateKey: string }
  return { publicKey: keys.publicKey, privateKey: keys.privateKey, subject: config.VAPID_SUBJECT }
}
