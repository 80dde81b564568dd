// The admin NGO edit form's values, their checks (shared messages from @paws/contracts) and
// the PUT /ngos/:id body they become.
import { isEmail, MESSAGES, NGO_SERVICES, phoneError, websiteError, type NgoService } from '@paws/contracts'
import type { Ngo, NgoUpdateBody } from '@paws/contracts/schemas/ngos'
import { jsonText, parseJsonRecord } from './json-field.ts'
import { t } from '../../i18n/index.ts'
import { type FieldErrors, requiredMessage } from '../../lib/form/index.ts'

export interface NgoFormValues {
  name: string
  description: string
  registrationNumber: string
  email: string
  phone: string
  website: string
  location: string
  services: NgoService[]
  isVerified: boolean
  isActive: boolean
}

export const NGO_LOCATION_KEYS = ['address', 'city', 'state', 'zipCode', 'lat', 'lng'] as const
export const NGO_LOCATION_EXAMPLE =
  '{"address": "12 Hill Road", "city": "Mumbai", "state": "Maharashtra", "zipCode": "400050", "lat": 19.0553, "lng": 72.8302}'
const COORDINATES = new Set(['lat', 'lng'])

/** Text for the address keys; lat/lng (where the NGO works from, for nearest-first assignment) numbers in range. */
function locationValueError(key: string, value: unknown): boolean {
  if (!COORDINATES.has(key)) return typeof value !== 'string'
  if (value === null) return false
  const limit = key === 'lat' ? 90 : 180
  return typeof value !== 'number' || !Number.isFinite(value) || Math.abs(value) > limit
}

export function valuesFromNgo(ngo: Ngo): NgoFormValues {
  return {
    name: ngo.name,
    description: ngo.description,
    registrationNumber: ngo.registrationNumber ?? '',
    email: ngo.contactInfo.email ?? '',
    phone: ngo.contactInfo.phone ?? '',
    website: ngo.contactInfo.website ?? '',
    location: jsonText(ngo.location),
    services: NGO_SERVICES.filter((s) => ngo.servicesOffered.includes(s)),
    isVerified: ngo.approvalStatus ? ngo.approvalStatus === 'approved' : ngo.isVerified,
    isActive: ngo.isActive,
  }
}

export type FormResult<B> = { ok: true; body: B } | { ok: false; errors: FieldErrors }

export function ngoUpdateBody(v: NgoFormValues): FormResult<NgoUpdateBody> {
  const errors: FieldErrors = {}
  if (v.name.trim() === '') errors.name = requiredMessage(t('field.ngoName'))
  const email = v.email.trim()
  if (email !== '' && !isEmail(email)) errors.email = { id: MESSAGES.email }
  const phone = v.phone.trim()
  if (phone !== '' && phoneError(phone)) errors.phone = { id: MESSAGES.phone }
  if (v.services.length === 0) errors.services = { id: MESSAGES.servicesRequired }
  const website = websiteError(v.website)
  if (website) errors.website = { id: website }
  const location = parseJsonRecord(v.location, t('admin.location'), {
    keys: NGO_LOCATION_KEYS,
    example: NGO_LOCATION_EXAMPLE,
  })
  if (!location.ok) errors.location = location.message
  else if (Object.entries(location.value).some(([k, x]) => locationValueError(k, x))) {
    errors.location = {
      id: 'admin.json.ngoLocation',
      values: { coordinates: 'lat/lng', example: NGO_LOCATION_EXAMPLE },
    }
  }
  if (!location.ok || Object.keys(errors).length > 0) return { ok: false, errors }

  const contactInfo: NonNullable<NgoUpdateBody['contactInfo']> = {}
  if (email) contactInfo.email = email
  if (phone) contactInfo.phone = phone
  if (v.website.trim()) contactInfo.website = v.website.trim()
  return {
    ok: true,
    body: {
      name: v.name.trim(),
      description: v.description.trim(),
      registrationNumber: v.registrationNumber.trim() || null,
      contactInfo,
      location: location.value as NgoUpdateBody['location'],
      servicesOffered: v.services,
      isVerified: v.isVerified,
      isActive: v.isActive,
    },
  }
}
