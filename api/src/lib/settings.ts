// Settings kept in the database so every replica and every restart agrees on them: the
// token signing secret (unless JWT_SECRET is given), made once; the escalation deadlines, the
// dispatch rings and the hotline's SMS number, set by the admins (defaults until they do).
import { DISPATCH_DEFAULTS, type Urgency } from '@paws/contracts'
import { ESCALATION_DEFAULTS, type EscalationSettings } from '@paws/contracts/schemas/admin'
import type { DispatchSettings } from '@paws/contracts/schemas/dispatch'
import type { SmsHotline } from '@paws/contracts/schemas/sms'
import type { Config } from '../config.ts'
import { randomSecret } from '../config.ts'
import type { Database, Db } from '../db/database.ts'
import { getOrCreateSetting, readSetting, writeSetting } from './settings.repository.ts'

const ESCALATION_KEY = 'escalation_deadlines'

export async function escalationSettings(db: Db): Promise<EscalationSettings> {
  const stored = await readSetting(db, ESCALATION_KEY)
  if (!stored) return { ...ESCALATION_DEFAULTS }
  const value = JSON.parse(stored) as Partial<EscalationSettings>
  return {
    urgentMinutes: value.urgentMinutes ?? ESCALATION_DEFAULTS.urgentMinutes,
    otherMinutes: value.otherMinutes ?? ESCALATION_DEFAULTS.otherMinutes,
  }
}

export async function saveEscalationSettings(db: Db, value: EscalationSettings): Promise<EscalationSettings> {
  await writeSetting(db, ESCALATION_KEY, JSON.stringify(value))
  return value
}

/** Minutes an NGO has to accept a case of this urgency. */
export function minutesToAccept(settings: EscalationSettings, urgency: Urgency): number {
  return urgency === 'critical' || urgency === 'high' ? settings.urgentMinutes : settings.otherMinutes
}

const DISPATCH_KEY = 'dispatch_rings'

/** The rings' radii, sizes and minutes (docs/rules.md#dispatch): the admins' values, else the defaults. */
export async function dispatchSettings(db: Db): Promise<DispatchSettings> {
  const stored = await readSetting(db, DISPATCH_KEY)
  const value = stored ? (JSON.parse(stored) as Partial<DispatchSettings>) : {}
  return { ...DISPATCH_DEFAULTS, ...value }
}

export async function saveDispatchSettings(db: Db, value: DispatchSettings): Promise<DispatchSettings> {
  await writeSetting(db, DISPATCH_KEY, JSON.stringify(value))
  return value
}

const SMS_HOTLINE_KEY = 'sms_hotline'

/** The hotline's SMS number: the admins' value, else the configured one (SMS_HOTLINE_NUMBER). */
export async function smsHotline(db: Db, fallback: string): Promise<SmsHotline> {
  const stored = await readSetting(db, SMS_HOTLINE_KEY)
  return stored ? (JSON.parse(stored) as SmsHotline) : { number: fallback }
}

export async function saveSmsHotline(db: Db, value: SmsHotline): Promise<SmsHotline> {
  await writeSetting(db, SMS_HOTLINE_KEY, JSON.stringify({ number: value.number }))
  return { number: value.number }
}

export async function resolveJwtSecret(db: Database, config: Config): Promise<string> {
  return config.JWT_SECRET ?? getOrCreateSetting(db, 'jwt_secret', randomSecret)
}
