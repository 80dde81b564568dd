// The night watch (docs/rules.md#dispatch): between 22:00 and 07:00 (India time) a critical or
// high case wakes, for each NGO of its area whose rota covers that moment, only the rota's
// people (besides whoever is on duty and not in their quiet hours: they chose to be woken);
// an NGO with no rota for the night wakes its coordinators as by day. A low or medium case filed
// at night is promised to the morning: at 07:00 it is offered before the day's cases.
import { NIGHT_FROM_MINUTE, NIGHT_TO_MINUTE } from '@paws/contracts'
import type { Db } from '../../db/database.ts'

const IST_OFFSET_MINUTES = 330
const DAY_MINUTES = 1440

/** The minute of the day in India time. */
export const minuteOfDay = (now: Date) =>
  (now.getUTCHours() * 60 + now.getUTCMinutes() + IST_OFFSET_MINUTES) % DAY_MINUTES

/** Whether `now` lies in the span from..to (minutes of the day, India time; from after to wraps). */
export function inSpan(span: { from_minute: number; to_minute: number }, now: Date): boolean {
  const minute = minuteOfDay(now)
  return span.from_minute <= span.to_minute
    ? minute >= span.from_minute && minute < span.to_minute
    : minute >= span.from_minute || minute < span.to_minute
}

/** Night in Mumbai: 22:00 to 07:00. */
export const atNight = (now: Date) => inSpan({ from_minute: NIGHT_FROM_MINUTE, to_minute: NIGHT_TO_MINUTE }, now)

/** The next 07:00 in Mumbai after `now`: the time a night's low or medium case is promised. */
export function nextMorning(now: Date): Date {
  const minute = minuteOfDay(now)
  const wait = (NIGHT_TO_MINUTE - minute + DAY_MINUTES) % DAY_MINUTES || DAY_MINUTES
  const at = new Date(now.getTime() + wait * 60_000)
  at.setUTCSeconds(0, 0)
  return at
}

/** The weekday (0 Sunday) of the evening a night started: before 07:00 it is the day before's. */
export function nightWeekday(now: Date): number {
  const ist = new Date(now.getTime() + IST_OFFSET_MINUTES * 60_000)
  const weekday = ist.getUTCDay()
  return minuteOfDay(now) < NIGHT_TO_MINUTE ? (weekday + 6) % 7 : weekday
}

/**
 * The rota's people on watch now among `ngoIds`, and the NGOs whose rota covers now (an entry
 * of tonight's weekday whose span holds the moment). An entry past midnight belongs to the
 * evening's weekday: Monday 22:00 to 07:00 covers Tuesday's 03:00.
 */
export async function onWatch(db: Db, ngoIds: number[], now: Date) {
  if (ngoIds.length === 0) return { covered: new Set<number>(), people: [] as { userId: number; ngoId: number }[] }
  const today = nightWeekday(now)
  const rows = await db
    .selectFrom('ngo_night_watch')
    .select(['ngo_id', 'user_id', 'weekday', 'from_minute', 'to_minute'])
    .where('ngo_id', 'in', ngoIds)
    .where('weekday', '=', today)
    .execute()
  const on = rows.filter((r) => inSpan(r, now))
  return {
    covered: new Set(on.map((r) => r.ngo_id)),
    people: on.map((r) => ({ userId: r.user_id, ngoId: r.ngo_id })),
  }
}
