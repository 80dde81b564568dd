// /admin/settings: the escalation deadlines, the rings of dispatch (docs/rules.md#dispatch) and
// the hotline's SMS number (docs/sms-reports.md#the-number),
// checked as typed (settings-form.ts), saved with a toast; the server's refusals show under
// their fields.
import type { EscalationSettings } from '@paws/contracts/schemas/admin'
import type { DispatchSettings } from '@paws/contracts/schemas/dispatch'
import type { SmsHotline } from '@paws/contracts/schemas/sms'
import { useQuery } from '@tanstack/react-query'
import {
  dispatchSettingsQuery,
  escalationSettingsQuery,
  smsSettingsQuery,
  useSaveSettings,
} from '../../api/admin-settings.ts'
import { Alert } from '../../components/ui/Alert.tsx'
import { FormSection } from '../../components/ui/FormSection.tsx'
import { TextField } from '../../components/ui/fields.tsx'
import { t } from '../../i18n/index.ts'
import { asCheck, useForm } from '../../lib/form/index.ts'
import { notify } from '../../lib/toast.ts'
import { AdminPageHeading } from './AdminPageHeading.tsx'
import { rangeOf, type SettingsField, settingsBody, valuesFromSettings } from './settings-form.ts'

export function AdminSettingsPage() {
  const escalation = useQuery(escalationSettingsQuery())
  const dispatch = useQuery(dispatchSettingsQuery())
  const sms = useQuery(smsSettingsQuery())
  return (
    <div className="page grid max-w-3xl gap-6">
      <AdminPageHeading title={t('adminSettings.title')} description={t('adminSettings.description')} />
      {(escalation.isError || dispatch.isError || sms.isError) && (
        <Alert tone="error">
          {t('adminSettings.loadFailed')}{' '}
          <button
            type="button"
            className="font-semibold underline"
            onClick={() => void Promise.all([escalation.refetch(), dispatch.refetch(), sms.refetch()])}
          >
            {t('admin.retry')}
          </button>
        </Alert>
      )}
      {escalation.data && dispatch.data && sms.data && (
        <SettingsForm escalation={escalation.data} dispatch={dispatch.data} sms={sms.data} />
      )}
    </div>
  )
}

function SettingsForm({
  escalation,
  dispatch,
  sms,
}: {
  escalation: EscalationSettings
  dispatch: DispatchSettings
  sms: SmsHotline
}) {
  const save = useSaveSettings()
  const { field, error, onSubmit, submitting } = useForm({
    initial: () => valuesFromSettings(escalation, dispatch, sms),
    validate: (v) => asCheck(settingsBody(v)),
    submit: async (value) => {
      await save.mutateAsync(value)
      notify(t('adminSettings.saved'), 'success')
    },
    fallback: 'adminSettings.saveFailed',
    serverFields: 'all',
  })
  const number = (name: SettingsField, label: string, unit: string) => {
    const { min, max } = rangeOf(name)
    return (
      <TextField
        label={label}
        inputMode="numeric"
        hint={t('adminSettings.range', { min, max, unit })}
        required
        {...field(name)}
      />
    )
  }
  const minutes = t('adminSettings.minutes')
  const metres = t('adminSettings.metres')
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-6">
      <FormSection title={t('adminSettings.escalation')}>
        <p className="text-slate-700">{t('adminSettings.escalationNote')}</p>
        <div className="grid gap-4 sm:grid-cols-2">
          {number('urgentMinutes', t('adminSettings.urgentMinutes'), minutes)}
          {number('otherMinutes', t('adminSettings.otherMinutes'), minutes)}
        </div>
      </FormSection>
      <FormSection title={t('adminSettings.rings')}>
        <p className="text-slate-700">{t('adminSettings.ringsNote')}</p>
        <div className="grid gap-4 sm:grid-cols-2">
          {number('nearRadiusM', t('adminSettings.nearRadiusM'), metres)}
          {number('wideRadiusM', t('adminSettings.wideRadiusM'), metres)}
          {number('outerRadiusM', t('adminSettings.outerRadiusM'), metres)}
          {number('farRadiusM', t('adminSettings.farRadiusM'), metres)}
          {number('ringSize', t('adminSettings.ringSize'), t('adminSettings.responders'))}
          {number('openOffers', t('adminSettings.openOffers'), t('adminSettings.offers'))}
          {number('offersPerDay', t('adminSettings.offersPerDay'), t('adminSettings.offers'))}
          {number('widenCriticalMinutes', t('adminSettings.widenCriticalMinutes'), minutes)}
          {number('adminsCriticalMinutes', t('adminSettings.adminsCriticalMinutes'), minutes)}
          {number('widenHighMinutes', t('adminSettings.widenHighMinutes'), minutes)}
          {number('adminsHighMinutes', t('adminSettings.adminsHighMinutes'), minutes)}
          {number('noAnswerMinutes', t('adminSettings.noAnswerMinutes'), minutes)}
          {number('noAnswerQuietMinutes', t('adminSettings.noAnswerQuietMinutes'), minutes)}
        </div>
      </FormSection>
      <FormSection title={t('adminSettings.sms')}>
        <p className="text-slate-700">{t('adminSettings.smsNote')}</p>
        <TextField
          label={t('adminSettings.smsNumber')}
          inputMode="tel"
          autoComplete="off"
          hint={t('adminSettings.smsNumberHint')}
          required
          {...field('smsNumber')}
        />
      </FormSection>
      {error && <Alert tone="error">{error}</Alert>}
      <div>
        <button type="submit" className="btn-primary" disabled={submitting}>
          {submitting ? t('ui.saving') : t('adminSettings.save')}
        </button>
      </div>
    </form>
  )
}
