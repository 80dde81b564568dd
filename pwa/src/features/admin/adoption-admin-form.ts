// The admin "Update Status" form of an application: its values, checks and the PUT
// /adoptions/:id body. Only the status is sent when nothing else changed
// (docs/rules.md#validation); dates are typed in local time and sent, when changed, as ISO
// instants.
import type { AdoptionStatus } from '@paws/contracts'
import type { Adoption, AdoptionAdminUpdateBody, ApplicationData } from '@paws/contracts/schemas/adoptions'
import { jsonText, parseJsonRecord } from './json-field.ts'
import type { FormResult } from './ngo-form.ts'
import { type MessageId, t } from '../../i18n/index.ts'
import type { FieldErrors, FieldMessage } from '../../lib/form/index.ts'

export interface AdminAdoptionValues {
  status: AdoptionStatus
  adminNotes: string
  rejectionReason: string
  applicationData: string
  processedAt: string
  completedAt: string
}

export const APPLICATION_KEYS = [
  'livingSpace',
  'hasYard',
  'hasPets',
  'hasChildren',
  'experience',
  'workSchedule',
  'references',
] as const
export const APPLICATION_EXAMPLE = '{"livingSpace": "apartment", "hasYard": false, "hasPets": true}'

const pad = (n: number) => String(n).padStart(2, '0')

/** An instant as the value of a datetime-local input, in the device's time zone. */
export function toLocalInput(iso: string | null | undefined): string {
  if (!iso) return ''
  const d = new Date(iso)
  if (Number.isNaN(d.getTime())) return ''
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`
}

/** A datetime-local value as an ISO instant; empty is null; undefined when it is not a date. */
export function fromLocalInput(value: string): string | null | undefined {
  if (value.trim() === '') return null
  const d = new Date(value)
  return Number.isNaN(d.getTime()) ? undefined : d.toISOString()
}

export function valuesFromAdoption(a: Adoption): AdminAdoptionValues {
  return {
    status: a.status,
    adminNotes: a.adminNotes ?? '',
    rejectionReason: a.rejectionReason ?? '',
    applicationData: jsonText(a.applicationData),
    processedAt: toLocalInput(a.processedAt),
    completedAt: toLocalInput(a.completedAt),
  }
}

export function adminAdoptionBody(
  initial: AdminAdoptionValues,
  v: AdminAdoptionValues,
): FormResult<AdoptionAdminUpdateBody> {
  const errors: FieldErrors = {}
  const data = parseJsonRecord(v.applicationData, t('admin.field.applicationData'), {
    keys: APPLICATION_KEYS,
    example: APPLICATION_EXAMPLE,
  })
  if (!data.ok) errors.applicationData = data.message
  const processedAt = fromLocalInput(v.processedAt)
  const completedAt = fromLocalInput(v.completedAt)
  const dateTimeNeeded = (label: MessageId): FieldMessage => ({
    id: 'admin.dateTimeNeeded',
    values: { label: t(label) },
  })
  if (processedAt === undefined) errors.processedAt = dateTimeNeeded('admin.processedAt')
  if (completedAt === undefined) errors.completedAt = dateTimeNeeded('admin.completedAt')
  if (!data.ok || Object.keys(errors).length > 0) return { ok: false, errors }

  const others = (['adminNotes', 'rejectionReason', 'applicationData', 'processedAt', 'completedAt'] as const).some(
    (k) => v[k] !== initial[k],
  )
  if (!others) return { ok: true, body: { status: v.status } }
  const body: AdoptionAdminUpdateBody = {
    status: v.status,
    adminNotes: v.adminNotes.trim() || null,
    rejectionReason: v.rejectionReason.trim() || null,
    applicationData: data.value as ApplicationData,
  }
  // A date the admin did not touch is left alone: the input keeps minutes, the server has more.
  if (v.processedAt !== initial.processedAt) body.processedAt = processedAt
  if (v.completedAt !== initial.completedAt) body.completedAt = completedAt
  return { ok: true, body }
}
