// Matching lost and found posts (docs/rules.md#lost-and-found). A candidate is a post of the
// other side with the same species, not of the other sex where both know it, within
// MATCH_RADIUS_KM and the date window (seen from MATCH_DAYS_BEFORE before the loss to
// MATCH_DAYS_AFTER after). Each piece of evidence adds its weight of evidence (the log of how
// much likelier it is for the same animal than for another one nearby), and the sum is read as
// a score from 0 to 1:
// - distance: about 70% of lost dogs are found within 1.6 km of home (published studies), the
//   rest farther; another animal is as likely anywhere in the circle;
// - days: a found animal is mostly posted within a week of the loss;
// - colours: the same set counts most; neighbouring names (brown and tan, golden and ginger or
//   cream, white and cream, black and grey) half, since one in five posts names them otherwise;
// - size, sex (when both know it), collar, marks such as an ear notch (rare, so telling);
// - the photo score (lost-found.photo-score.ts), when both posts have photos.
// The distances are between the approximate places (rescues.privacy.access.ts), as everyone reads them.
import {
  type AnimalMark,
  type CoatColour,
  type CollarColour,
  type CollarState,
  type Gender,
  type LostFoundSize,
  MATCH_DAYS_AFTER,
  MATCH_DAYS_BEFORE,
  MATCH_RADIUS_KM,
  type MatchReason,
} from '@paws/contracts'

export interface MatchSubject {
  species: string
  sex: Gender
  colours: readonly CoatColour[]
  size: LostFoundSize | null
  collar: CollarState
  collarColour: CollarColour | null
  marks: readonly AnimalMark[]
  lat: number
  lng: number
  seenAt: Date
}

export interface MatchScore {
  score: number
  reasons: MatchReason[]
}

const DAY_MS = 86_400_000

/** Great-circle distance in km. */
export function distanceKm(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const rad = Math.PI / 180
  const dLat = (b.lat - a.lat) * rad
  const dLng = (b.lng - a.lng) * rad
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLng / 2) ** 2
  return 2 * 6371 * Math.asin(Math.min(1, Math.sqrt(h)))
}

/** Whether `found` (seen at its time) falls in the window of `lost`. */
export function inWindow(lostSeen: Date, foundSeen: Date): boolean {
  const days = (foundSeen.getTime() - lostSeen.getTime()) / DAY_MS
  return days >= -MATCH_DAYS_BEFORE && days <= MATCH_DAYS_AFTER
}

const NEIGHBOURS: Record<string, readonly CoatColour[]> = {
  brown: ['tan', 'golden', 'ginger'],
  tan: ['brown', 'golden', 'cream'],
  golden: ['tan', 'ginger', 'cream', 'brown'],
  ginger: ['golden', 'brown'],
  cream: ['white', 'tan', 'golden'],
  white: ['cream', 'grey'],
  grey: ['black', 'white'],
  black: ['grey'],
  spotted: ['striped'],
  striped: ['spotted'],
}

/** Soft Jaccard: a colour named on both sides counts 1, a neighbouring one 0.5. */
function colourSimilarity(a: readonly CoatColour[], b: readonly CoatColour[]): { sim: number; shared: CoatColour[] } {
  const shared = a.filter((c) => b.includes(c))
  let near = 0
  for (const c of a) if (!b.includes(c) && b.some((d) => NEIGHBOURS[c]?.includes(d))) near += 0.5
  for (const c of b) if (!a.includes(c) && a.some((d) => NEIGHBOURS[c]?.includes(d))) near += 0.5
  const union = new Set([...a, ...b]).size
  return { sim: union === 0 ? 0 : (shared.length + near / 2) / union, shared }
}

/** Weight of evidence of the distance: same animal (70% within ~1.6 km, 30% up to 8-10 km) against any other in the circle. */
function distanceWeight(km: number): number {
  const same = (0.7 * Math.exp(-km / 0.8)) / 0.8 + 0.3 / MATCH_RADIUS_KM
  const other = (2 * Math.max(km, 0.25)) / MATCH_RADIUS_KM ** 2
  return Math.log(same / other)
}

/** Weight of evidence of the days from the loss to the find. */
function daysWeight(days: number): number {
  const window = MATCH_DAYS_BEFORE + MATCH_DAYS_AFTER
  const same = days < 0 ? 0.02 : Math.exp(-days / 5) / 5 + 0.005
  return Math.log(same * window)
}

const SIZE_STEP: Record<LostFoundSize, number> = { small: 0, medium: 1, large: 2 }

/** Evidence added before the score is read: the log-odds of a random candidate being the one. */
const PRIOR = -6

export interface PhotoEvidence {
  /** 0 to 1 (PhotoScorer.compare), or null when either side has no photo. */
  score: number | null
  /** The photo score two different animals typically get, and the same animal's: the line between them is the midpoint. */
  unrelated: number
  same: number
}

/**
 * The score of `candidate` for `post` (lost and found in either order), or null when it is no
 * candidate (another species, the other sex, too far, outside the window).
 */
export function scoreMatch(
  post: MatchSubject & { kind: 'lost' | 'found' },
  candidate: MatchSubject,
  photo: PhotoEvidence | null = null,
): MatchScore | null {
  if (post.species !== candidate.species) return null
  if (post.sex !== 'unknown' && candidate.sex !== 'unknown' && post.sex !== candidate.sex) return null
  const km = distanceKm(post, candidate)
  if (km > MATCH_RADIUS_KM) return null
  const [lost, found] = post.kind === 'lost' ? [post, candidate] : [candidate, post]
  if (!inWindow(lost.seenAt, found.seenAt)) return null
  const days = Math.max(0, Math.round((found.seenAt.getTime() - lost.seenAt.getTime()) / DAY_MS))
  const reasons: MatchReason[] = [
    { key: 'distance', km: Math.round(km * 10) / 10 },
    { key: 'days', days },
  ]
  let evidence = distanceWeight(km) + daysWeight((found.seenAt.getTime() - lost.seenAt.getTime()) / DAY_MS)

  if (lost.colours.length > 0 && found.colours.length > 0) {
    const { sim, shared } = colourSimilarity(lost.colours, found.colours)
    evidence += 4 * (sim - 0.4)
    if (shared.length > 0) reasons.push({ key: 'colours', colours: shared })
  }
  if (lost.size && found.size) {
    const step = Math.abs(SIZE_STEP[lost.size] - SIZE_STEP[found.size])
    evidence += step === 0 ? 0.6 : step === 1 ? -0.6 : -2.5
    if (step === 0) reasons.push({ key: 'size', size: lost.size })
  }
  if (lost.sex !== 'unknown' && found.sex === lost.sex) {
    evidence += 0.6
    reasons.push({ key: 'sex', sex: lost.sex })
  }
  if (lost.collar !== 'unknown' && found.collar !== 'unknown') {
    if (lost.collar === 'yes' && found.collar === 'yes') {
      const same = lost.collarColour !== null && lost.collarColour === found.collarColour
      const differ = lost.collarColour !== null && found.collarColour !== null && !same
      evidence += same ? 1.8 : differ ? -0.8 : 0.6
      if (!differ) reasons.push({ key: 'collar', collarColour: same ? lost.collarColour : null })
    } else if (lost.collar === 'no' && found.collar === 'yes') evidence -= 1.5
    else if (lost.collar === 'yes' && found.collar === 'no') evidence -= 0.3
    else evidence += 0.2
  }
  const sharedMarks = lost.marks.filter((m) => found.marks.includes(m))
  evidence += 2 * sharedMarks.length
  evidence -= 0.4 * (lost.marks.length - sharedMarks.length) + 0.8 * (found.marks.length - sharedMarks.length)
  if (sharedMarks.length > 0) reasons.push({ key: 'marks', marks: sharedMarks })

  if (photo && photo.score !== null) {
    const middle = (photo.unrelated + photo.same) / 2
    const spread = Math.max(0.01, (photo.same - photo.unrelated) / 2)
    evidence += 3 * Math.max(-1.5, Math.min(1.5, (photo.score - middle) / spread))
    if (photo.score >= middle) reasons.push({ key: 'photo', percent: Math.round(photo.score * 100) })
  }
  const score = 1 / (1 + Math.exp(-(evidence + PRIOR)))
  return { score: Math.round(score * 1000) / 1000, reasons }
}
