// One migrator for start-up, scripts and tests. Migrations are imported statically so the
// list is fixed at build time and never depends on the working directory.
import { type Kysely, type Migration, type MigrationProvider, Migrator } from 'kysely'
import * as m0001 from './migrations/0001_accounts.ts'
import * as m0002 from './migrations/0002_animals.ts'
import * as m0003 from './migrations/0003_rescues_notifications.ts'
import * as m0004 from './migrations/0004_adoptions.ts'
import * as m0005 from './migrations/0005_rescue_photo_digest.ts'
import * as m0006 from './migrations/0006_auth_security.ts'
import * as m0007 from './migrations/0007_places_followers.ts'
import * as m0008 from './migrations/0008_admin_desk.ts'
import * as m0009 from './migrations/0009_adopters.ts'
import * as m0010 from './migrations/0010_field_work.ts'
import * as m0011 from './migrations/0011_duplicates_search.ts'
import * as m0016 from './migrations/0016_alert_words.ts'
import * as m0017 from './migrations/0017_cache_versions.ts'
import * as m0018 from './migrations/0018_user_locale.ts'
import * as m0019 from './migrations/0019_cache_version_clock.ts'
import * as m0020 from './migrations/0020_dispatch.ts'
import * as m0025 from './migrations/0025_ngo_teams.ts'
import * as m0026 from './migrations/0026_responder_duty.ts'
import * as m0027 from './migrations/0027_rescue_approx_place.ts'
import * as m0030 from './migrations/0030_clinics.ts'
import * as m0031 from './migrations/0031_case_outcome_time.ts'
import * as m0035 from './migrations/0035_sms_reports.ts'
import * as m0036 from './migrations/0036_rescue_photo_hashes.ts'
import * as m0040 from './migrations/0040_security_round_three.ts'
import * as m0041 from './migrations/0041_case_closure.ts'
import * as m0045 from './migrations/0045_clinic_handovers.ts'
import * as m0050 from './migrations/0050_ring_no_answer.ts'
import * as m0060 from './migrations/0060_history_note_keys.ts'
import * as m0061 from './migrations/0061_notification_words.ts'
import * as m0110 from './migrations/0110_duty_spans.ts'
import * as m0095 from './migrations/0095_sms_claim_codes.ts'
import * as m0080 from './migrations/0080_sms_key_version.ts'
import * as m0085 from './migrations/0085_flood_guard.ts'
import * as m0075 from './migrations/0075_notification_join.ts'
import * as m0076 from './migrations/0076_closure_desk_told.ts'
import * as m0090 from './migrations/0090_rings_fit_the_place.ts'
import * as m0100 from './migrations/0100_lost_found.ts'
import * as m0115 from './migrations/0115_city_scale.ts'

const migrations: Record<string, Migration> = {
  '0001_accounts': m0001,
  '0002_animals': m0002,
  '0003_rescues_notifications': m0003,
  '0004_adoptions': m0004,
  '0005_rescue_photo_digest': m0005,
  '0006_auth_security': m0006,
  '0007_places_followers': m0007,
  '0008_admin_desk': m0008,
  '0009_adopters': m0009,
  '0010_field_work': m0010,
  '0011_duplicates_search': m0011,
  '0016_alert_words': m0016,
  '0017_cache_versions': m0017,
  '0018_user_locale': m0018,
  '0019_cache_version_clock': m0019,
  '0020_dispatch': m0020,
  '0025_ngo_teams': m0025,
  '0026_responder_duty': m0026,
  '0027_rescue_approx_place': m0027,
  '0030_clinics': m0030,
  '0031_case_outcome_time': m0031,
  '0035_sms_reports': m0035,
  '0036_rescue_photo_hashes': m0036,
  '0040_security_round_three': m0040,
  '0041_case_closure': m0041,
  '0045_clinic_handovers': m0045,
  '0050_ring_no_answer': m0050,
  '0060_history_note_keys': m0060,
  '0061_notification_words': m0061,
  '0110_duty_spans': m0110,
  '0095_sms_claim_codes': m0095,
  '0080_sms_key_version': m0080,
  '0085_flood_guard': m0085,
  '0075_notification_join': m0075,
  '0076_closure_desk_told': m0076,
  '0090_rings_fit_the_place': m0090,
  '0100_lost_found': m0100,
  '0115_city_scale': m0115,
}

const provider: MigrationProvider = { getMigrations: async () => migrations }

export async function migrateToLatest(db: Kysely<any>): Promise<string[]> {
  // Work done side by side numbers its migrations in ranges of its own, so a database may have
  // run a later number before an earlier one lands: each runs once, in the order it arrives.
  const migrator = new Migrator({ db, provider, allowUnorderedMigrations: true })
  const { error, results } = await migrator.migrateToLatest()
  if (error) throw error instanceof Error ? error : new Error(String(error))
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName)
}
