// Rows to the Rescue contract, applying the visibility of docs/rules.md#permissions: the
// requester's contact goes to the requester, admins and the assigned NGO; admin notes, the decline
// reason and who declined go to admins and the NGO only; the exact place goes to those who
// must act on the case (rescues.privacy.access.ts), everyone else reads an approximate one.
import type { HistoryEntry } from '@paws/contracts/schemas/common'
import type { Rescue, RescueCondition } from '@paws/contracts/schemas/rescues'
import { approximateHistory, approximatePlace } from './rescues.privacy.access.ts'
import type { RescueRow, StoredPhoto } from './rescues.repository.ts'

export interface RescueView {
  /** The exact position, the typed address and landmarks, and the people named in the timeline. */
  exactPlace: boolean
  contact: boolean
  restricted: boolean
  /** The photos with the digests of the received bytes (detail, requester and admins). */
  digests: boolean
}

const iso = (d: Date | string) => new Date(d).toISOString()

function condition(json: RescueRow['condition']): RescueCondition {
  return {
    injuries: json.injuries ?? null,
    mobility: json.mobility ?? null,
    consciousness: json.consciousness ?? null,
    bleeding: json.bleeding ?? null,
    breathing: json.breathing ?? null,
  }
}

export function toRescue(row: RescueRow, photos: StoredPhoto[], view: RescueView, history?: HistoryEntry[]): Rescue {
  const location = row.location
  const place: Rescue['location'] = {
    address: location.address ?? '',
    city: location.city ?? '',
    state: location.state ?? null,
    pincode: location.pincode ?? null,
    landmarks: location.landmarks ?? null,
    lat: location.lat ?? null,
    lng: location.lng ?? null,
    accuracy: location.accuracy ?? null,
  }
  const rescue: Rescue = {
    id: row.id,
    status: row.status,
    urgency: row.urgency,
    animalType: row.animal_type,
    description: row.description,
    location: view.exactPlace ? place : approximatePlace(place),
    condition: condition(row.condition),
    contact: { canStay: row.contact.canStay ?? false, canTransport: row.contact.canTransport ?? false },
    additionalInfo: row.additional_info,
    images: photos.map((p) => p.url),
    photoIds: photos.map((p) => p.client_id),
    ngoId: row.ngo_id,
    ngo: row.ngo_id !== null && row.ngo_name !== null ? { id: row.ngo_id, name: row.ngo_name } : null,
    assignedVolunteerId: row.assigned_volunteer_id,
    assignedVolunteer:
      row.volunteer_first_name !== null
        ? { firstName: row.volunteer_first_name, lastName: row.volunteer_last_name ?? '' }
        : null,
    rescuedAnimalId: row.rescued_animal_id,
    duplicateOfId: row.duplicate_of_id,
    mergedIntoId: row.merged_into_id,
    outcome: row.outcome ? { kind: row.outcome, place: row.outcome_place } : null,
    promisedAt: row.promised_at ? iso(row.promised_at) : null,
    createdAt: iso(row.created_at),
    submittedDate: iso(row.created_at),
    updatedAt: iso(row.updated_at),
  }
  // Which account reported it links one reporter's cases: only with the exact place (rescues.privacy.access.ts).
  if (view.exactPlace) rescue.requesterId = row.requester_id
  if (view.contact) {
    rescue.requester =
      row.requester_email !== null
        ? {
            firstName: row.requester_first_name ?? '',
            lastName: row.requester_last_name ?? '',
            email: row.requester_email,
            phone: row.requester_phone,
          }
        : null
  }
  if (view.restricted) {
    rescue.notes = row.notes
    rescue.declineReason = row.decline_reason
    rescue.declinedBy = row.declined_by_ngo_id
    rescue.escalatedAt = row.escalated_at ? iso(row.escalated_at) : null
    rescue.triage = row.triage_at && row.triage_reason ? { reason: row.triage_reason, at: iso(row.triage_at) } : null
  }
  if (view.digests) rescue.photos = photos.map((p) => ({ clientId: p.client_id, url: p.url, sha256: p.sha256 }))
  if (history) rescue.history = view.exactPlace ? history : approximateHistory(history)
  return rescue
}
