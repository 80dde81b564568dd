// A post as the API answers it: the approximate place only, for everyone, its poster included
// (docs/rules.md#permissions); never the poster's account, name or phone.
import type { LostFoundPost } from '@paws/contracts/schemas/lost-found'
import { roundedDistance } from '../rescues/rescues.privacy.access.ts'
import type { PhotoRow, PostRow } from './lost-found.repository.ts'

const iso = (d: Date | string) => new Date(d).toISOString()

export function toPost(
  row: PostRow,
  extra: { photos: PhotoRow[]; sightings: number; viewerId: number | null; km?: number | null },
): LostFoundPost {
  return {
    id: row.id,
    kind: row.kind,
    status: row.status,
    species: row.species,
    sex: row.sex,
    colours: row.colours,
    size: row.size,
    collar: row.collar,
    collarColour: row.collar_colour,
    marks: row.marks,
    name: row.name,
    description: row.description,
    place: { lat: row.approx_lat, lng: row.approx_lng, pincode: row.pincode, locality: row.locality },
    seenAt: iso(row.seen_at),
    foundWhere: row.found_where,
    lostPostId: row.lost_post_id,
    photos: extra.photos.map((p) => ({ clientId: p.client_id, url: p.url })),
    sightings: extra.sightings,
    closure:
      row.outcome && row.closed_at ? { outcome: row.outcome, how: row.reunited_how, at: iso(row.closed_at) } : null,
    mine: extra.viewerId === row.user_id,
    ...(extra.km !== undefined && extra.km !== null ? { distanceM: roundedDistance(extra.km * 1000) } : {}),
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
  }
}
