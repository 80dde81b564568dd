// Who is told about lost and found posts (docs/rules.md#lost-and-found):
// - a found post near an open lost one (same species, within FOUND_NEAR_LOST_KM, in the lost
//   post's window) tells the lost post's owner at once (push, notification, e-mail), once per pair;
// - a lost post, and a search party, tell the on-duty responders within QUIET_NOTICE_KM of the
//   last place and the people whose saved lost-animal alert covers it ("feeders": those who said
//   they watch a place), with a quiet notice: no ring, no e-mail, at most QUIET_NOTICES_PER_DAY
//   per person and Mumbai day, whatever the posts;
// - a found post tells the saved found-animal alerts covering its place, quietly, under the same cap;
// - a sighting, a tag scan and a message tell the post's owner (or the thread's other person).
// All inside the caller's transaction, through the notifier.
import type { MessageId } from '@lingui/core'
import {
  FOUND_NEAR_LOST_KM,
  formatDistance,
  MATCH_DAYS_AFTER,
  MATCH_DAYS_BEFORE,
  QUIET_NOTICE_KM,
  QUIET_NOTICES_PER_DAY,
} from '@paws/contracts'
import type { Db } from '../../db/database.ts'
import { kolkataDay } from '../alerts/alerts.delivery.ts'
import { localized, type Notifier, type PushOptions } from '../notifications/notifier.ts'
import { onDutyNear } from '../responders/responders.repository.ts'
import { distanceKm } from './lost-found.matcher.ts'
import * as repo from './lost-found.repository.ts'
import type { Clock } from '../../lib/clock.ts'

const DAY_MS = 86_400_000
const QUIET: PushOptions = { urgency: 'normal', ttlSeconds: 12 * 3600, quiet: true }
const AT_ONCE: PushOptions = { urgency: 'high', ttlSeconds: 24 * 3600 }

export const postUrl = (id: number) => `/lost-found/${id}`

const speciesWord = (t: { _: (id: MessageId) => string }, species: string) =>
  t._(`enum.species.${species.replaceAll(' ', '_')}` as MessageId).toLowerCase()

const area = (row: repo.PostRow) => row.locality ?? row.pincode ?? ''

export function createLostFoundNotify(deps: { notifier: Notifier; clock: Clock }) {
  const { notifier, clock } = deps

  /** Those near `row`'s place who get a quiet notice today: on-duty responders and matching saved alerts. */
  async function quietAudience(db: Db, row: repo.PostRow, alertKind: 'lost' | 'found', withResponders: boolean) {
    const point = { lat: row.approx_lat, lng: row.approx_lng }
    const responders = withResponders ? await onDutyNear(db, point, QUIET_NOTICE_KM, { now: clock(), limit: 100 }) : []
    const alerts = await repo.alertsNear(db, alertKind, row.species, point)
    const people = [...new Set([...responders.map((r) => r.userId), ...alerts.map((a) => a.user_id)])].filter(
      (id) => id !== row.user_id,
    )
    return repo.takeNoticeSlots(db, people, kolkataDay(clock()), QUIET_NOTICES_PER_DAY)
  }

  async function lostPosted(db: Db, row: repo.PostRow): Promise<void> {
    const told = await quietAudience(db, row, 'lost', true)
    await notifier.notify(
      db,
      told,
      localized(
        'general',
        postUrl(row.id),
        (t) => ({
          title: t._('lostFound.notify.lostNearTitle', { species: speciesWord(t, row.species) }),
          message: t._('lostFound.notify.lostNearMessage', { area: area(row) }),
        }),
        { ...QUIET, tag: `lost-found-${row.id}` },
      ),
    )
  }

  async function searchParty(db: Db, row: repo.PostRow): Promise<number> {
    const told = await quietAudience(db, row, 'lost', true)
    await notifier.notify(
      db,
      told,
      localized(
        'general',
        `${postUrl(row.id)}/search`,
        (t) => ({
          title: t._('lostFound.notify.searchTitle', { species: speciesWord(t, row.species) }),
          message: t._('lostFound.notify.searchMessage', { area: area(row) }),
        }),
        { ...QUIET, tag: `lost-found-search-${row.id}` },
      ),
    )
    return told.length
  }

  /** A found post: the owners of open lost posts near it, at once and once; found-animal alerts, quietly. */
  async function foundPosted(db: Db, found: repo.PostRow): Promise<void> {
    const seen = new Date(found.seen_at).getTime()
    const lost = await repo.candidates(db, {
      kind: 'lost',
      species: found.species,
      point: { lat: found.approx_lat, lng: found.approx_lng },
      km: FOUND_NEAR_LOST_KM,
      from: new Date(seen - MATCH_DAYS_AFTER * DAY_MS),
      to: new Date(seen + MATCH_DAYS_BEFORE * DAY_MS),
      exceptUser: found.user_id,
    })
    for (const post of lost) {
      const km = distanceKm(
        { lat: post.approx_lat, lng: post.approx_lng },
        { lat: found.approx_lat, lng: found.approx_lng },
      )
      if (km > FOUND_NEAR_LOST_KM) continue
      if (found.sex !== 'unknown' && post.sex !== 'unknown' && found.sex !== post.sex) continue
      if (!(await repo.markTold(db, post.id, found.id))) continue
      await notifier.notify(
        db,
        [post.user_id],
        localized(
          'general',
          `${postUrl(post.id)}/matches`,
          (t) => ({
            title: t._('lostFound.notify.foundNearTitle', { species: speciesWord(t, found.species) }),
            message: t._('lostFound.notify.foundNearMessage', {
              species: speciesWord(t, found.species),
              distance: formatDistance((id, values) => t._(id, values), Math.max(100, km * 1000)),
              name: post.name ?? t._('lostFound.notify.unnamed'),
            }),
          }),
          AT_ONCE,
        ),
      )
    }
    const watchers = await quietAudience(db, found, 'found', false)
    await notifier.notify(
      db,
      watchers,
      localized(
        'general',
        postUrl(found.id),
        (t) => ({
          title: t._('lostFound.notify.alertTitle', {
            kind: t._('enum.lostFoundKind.found' as MessageId),
            species: speciesWord(t, found.species),
            area: area(found),
          }),
          message: t._('lostFound.notify.alertMessage', { alert: t._('enum.alertKind.found' as MessageId) }),
        }),
        { ...QUIET, tag: `lost-found-${found.id}` },
      ),
    )
  }

  async function sightingPosted(db: Db, sighting: repo.PostRow, lost: repo.PostRow): Promise<void> {
    await notifier.notify(
      db,
      [lost.user_id],
      localized(
        'general',
        postUrl(lost.id),
        (t) => ({
          title: t._('lostFound.notify.sightingTitle', { name: lost.name ?? t._('lostFound.notify.unnamed') }),
          message: t._('lostFound.notify.sightingMessage', { area: area(sighting) }),
        }),
        AT_ONCE,
      ),
      sighting.user_id,
    )
  }

  /** "I found this animal" from its tag: the owner at once, with the finder's place when shared. */
  async function tagScanned(
    db: Db,
    post: repo.PostRow,
    scan: { lat: number | null; lng: number | null; text: string | null },
  ): Promise<void> {
    const link =
      scan.lat !== null && scan.lng !== null
        ? `https://www.openstreetmap.org/?mlat=${scan.lat.toFixed(5)}&mlon=${scan.lng.toFixed(5)}#map=18/${scan.lat.toFixed(5)}/${scan.lng.toFixed(5)}`
        : null
    await notifier.notify(
      db,
      [post.user_id],
      localized(
        'general',
        postUrl(post.id),
        (t) => {
          const name = post.name ?? t._('lostFound.notify.unnamed')
          return {
            title: t._('lostFound.notify.tagTitle', { name }),
            message: t._('lostFound.notify.tagMessage', {
              name,
              place: link ? t._('lostFound.notify.tagPlace', { link }) : '',
              text: scan.text ?? '',
            }),
          }
        },
        AT_ONCE,
      ),
    )
  }

  async function message(db: Db, post: repo.PostRow, to: number, text: string): Promise<void> {
    await notifier.notify(
      db,
      [to],
      localized(
        'general',
        `${postUrl(post.id)}/messages`,
        (t) => ({
          title: t._('lostFound.notify.messageTitle', { name: post.name ?? t._('lostFound.notify.unnamed') }),
          message: t._('lostFound.notify.messageBody', { text: text.slice(0, 300) }),
        }),
        { urgency: 'normal', ttlSeconds: 24 * 3600, tag: `lost-found-messages-${post.id}` },
      ),
    )
  }

  async function reported(db: Db, post: repo.PostRow, reason: string | null): Promise<void> {
    await notifier.notify(
      db,
      await repo.adminIds(db),
      localized('system', `/lost-found/${post.id}`, (t) => ({
        title: t._('lostFound.notify.reported'),
        message: t._('lostFound.notify.reportedMessage', { id: post.id, reason: reason ?? '' }),
      })),
    )
  }

  return { lostPosted, foundPosted, sightingPosted, searchParty, tagScanned, message, reported, flush: notifier.flush }
}

export type LostFoundNotify = ReturnType<typeof createLostFoundNotify>
