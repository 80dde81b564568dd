// The admins' settings form: the escalation deadlines and the rings' settings as typed text,
// checked before anything is sent. The ranges are read off the contracts' schemas (the API
// validates the same ones); the two rules between fields are the API's (dispatch.service.ts):
// the wide ring reaches at least as far as the near one (and the outer as the wide), and the admins are told only after
// the ring has widened. The hotline's SMS number is E.164 (the contracts' pattern); spaces typed
// in it are dropped.
import { EscalationSettings } from '@paws/contracts/schemas/admin'
import { DispatchSettings } from '@paws/contracts/schemas/dispatch'
import { E164_PATTERN, type SmsHotline } from '@paws/contracts/schemas/sms'
import type { FieldErrors } from '../../lib/form/index.ts'

type Escalation = EscalationSettings
type Dispatch = DispatchSettings

export const ESCALATION_FIELDS = ['urgentMinutes', 'otherMinutes'] as const
export const DISPATCH_FIELDS = [
  'nearRadiusM',
  'wideRadiusM',
  'outerRadiusM',
  'farRadiusM',
  'ringSize',
  'openOffers',
  'widenCriticalMinutes',
  'adminsCriticalMinutes',
  'widenHighMinutes',
  'adminsHighMinutes',
  'noAnswerMinutes',
  'noAnswerQuietMinutes',
  'offersPerDay',
] as const

export type SettingsField = (typeof ESCALATION_FIELDS)[number] | (typeof DISPATCH_FIELDS)[number]
export type SettingsValues = Record<SettingsField | 'smsNumber', string>

export function valuesFromSettings(escalation: Escalation, dispatch: Dispatch, sms: SmsHotline): SettingsValues {
  const values = { smsNumber: sms.number } as SettingsValues
  for (const f of ESCALATION_FIELDS) values[f] = String(escalation[f])
  for (const f of DISPATCH_FIELDS) values[f] = String(dispatch[f])
  return values
}

/** The range the contracts allow for a field. */
export function rangeOf(field: SettingsField): { min: number; max: number } {
  const schema = ((ESCALATION_FIELDS as readonly string[]).includes(field)
    ? EscalationSettings.properties[field as keyof Escalation]
    : DispatchSettings.properties[field as keyof Dispatch]) as unknown as { minimum: number; maximum: number }
  return { min: schema.minimum, max: schema.maximum }
}

export type SettingsResult =
  | { ok: true; escalation: Escalation; dispatch: Dispatch; sms: SmsHotline }
  | { ok: false; errors: FieldErrors }

export function settingsBody(v: SettingsValues): SettingsResult {
  const errors: FieldErrors = {}
  const n = {} as Record<SettingsField, number>
  for (const field of [...ESCALATION_FIELDS, ...DISPATCH_FIELDS]) {
    const { min, max } = rangeOf(field)
    const text = v[field].trim()
    const value = Number(text)
    if (!/^\d+$/.test(text) || value < min || value > max) {
      errors[field] = { id: 'adminSettings.wholeNumberBetween', values: { min, max } }
    } else n[field] = value
  }
  if (errors.nearRadiusM === undefined && errors.wideRadiusM === undefined && n.wideRadiusM < n.nearRadiusM) {
    errors.wideRadiusM = { id: 'adminSettings.wideBelowNear' }
  }
  if (errors.wideRadiusM === undefined && errors.outerRadiusM === undefined && n.outerRadiusM < n.wideRadiusM) {
    errors.outerRadiusM = { id: 'adminSettings.outerBelowWide' }
  }
  if (errors.outerRadiusM === undefined && errors.farRadiusM === undefined && n.farRadiusM < n.outerRadiusM) {
    errors.farRadiusM = { id: 'adminSettings.farBelowOuter' }
  }
  for (const urgency of ['Critical', 'High'] as const) {
    const widen = `widen${urgency}Minutes` as const
    const admins = `admins${urgency}Minutes` as const
    if (errors[widen] === undefined && errors[admins] === undefined && n[admins] <= n[widen]) {
      errors[admins] = { id: 'adminSettings.adminsAfterWiden' }
    }
  }
  const smsNumber = v.smsNumber.replace(/\s+/g, '')
  if (!new RegExp(E164_PATTERN).test(smsNumber)) errors.smsNumber = { id: 'adminSettings.smsNumberFormat' }
  if (Object.keys(errors).length > 0) return { ok: false, errors }
  return {
    ok: true,
    escalation: { urgentMinutes: n.urgentMinutes, otherMinutes: n.otherMinutes },
    dispatch: {
      nearRadiusM: n.nearRadiusM,
      wideRadiusM: n.wideRadiusM,
      ringSize: n.ringSize,
      widenCriticalMinutes: n.widenCriticalMinutes,
      widenHighMinutes: n.widenHighMinutes,
      adminsCriticalMinutes: n.adminsCriticalMinutes,
      adminsHighMinutes: n.adminsHighMinutes,
      noAnswerMinutes: n.noAnswerMinutes,
      noAnswerQuietMinutes: n.noAnswerQuietMinutes,
      offersPerDay: n.offersPerDay,
      openOffers: n.openOffers,
      outerRadiusM: n.outerRadiusM,
      farRadiusM: n.farRadiusM,
    },
    sms: { number: smsNumber },
  }
}
