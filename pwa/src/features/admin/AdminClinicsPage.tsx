// The admin's clinics (docs/rules.md#clinics): clinics by approval status, each with its licence,
// place, species and hours; a pending or rejected one is approved, a pending or approved one
// rejected with a reason its user reads, as for NGOs.
import { APPROVAL_STATUSES, type ApprovalStatus, enumLabel, formatDate, TEXT_LIMITS } from '@paws/contracts'
import { type Clinic, validateClinicDecision } from '@paws/contracts/schemas/clinics'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { adminClinicListQuery, useVerifyClinic } from '../../api/clinics.ts'
import { describeError } from '../../http/errors.ts'
import { Alert } from '../../components/ui/Alert.tsx'
import { TextArea } from '../../components/ui/fields.tsx'
import { t } from '../../i18n/index.ts'
import { useForm } from '../../lib/form/index.ts'
import { notify } from '../../lib/toast.ts'
import { AdminPageHeading } from './AdminPageHeading.tsx'

const STATUS_KEYS = {
  pending: 'admin.clinics.pending',
  approved: 'admin.clinics.approved',
  rejected: 'admin.clinics.rejected',
} as const

function ClinicRow({ clinic }: { clinic: Clinic }) {
  const verify = useVerifyClinic()
  const [rejecting, setRejecting] = useState(false)
  const reject = useForm<{ reason: string }>({
    initial: { reason: '' },
    validate: ({ reason }) => validateClinicDecision({ action: 'reject', reason }),
    submit: ({ reason }) => decide('reject', reason.trim()),
  })
  async function decide(action: 'approve' | 'reject', reason?: string) {
    try {
      await verify.mutateAsync({ id: clinic.id, body: action === 'reject' ? { action, reason } : { action } })
      notify(
        t(action === 'approve' ? 'admin.clinics.approvedToast' : 'admin.clinics.rejectedToast', { name: clinic.name }),
        'success',
      )
    } catch (error) {
      notify(describeError(error, t('clinic.failed')), 'error')
    }
  }
  return (
    <li className="card grid gap-2 p-4" data-testid="admin-clinic">
      <p className="text-lg font-semibold">{clinic.name}</p>
      <p className="text-sm text-slate-700">
        {t('admin.clinics.licence', { licence: clinic.licenseNumber ?? '' })} · {formatDate(clinic.createdAt)}
      </p>
      <p>{clinic.address}</p>
      <p className="text-sm">
        {clinic.species.map((s) => enumLabel(t, 'rescueAnimal', s)).join(', ')} · {clinic.hours}
      </p>
      <p className="text-sm">
        {clinic.email} · {clinic.phone}
      </p>
      {clinic.rejectionReason && <Alert tone="warning">{clinic.rejectionReason}</Alert>}
      <div className="flex flex-wrap gap-2">
        {clinic.approvalStatus !== 'approved' && (
          <button
            type="button"
            className="btn-primary"
            disabled={verify.isPending}
            onClick={() => void decide('approve')}
          >
            {t('admin.clinics.approve')}
          </button>
        )}
        {clinic.approvalStatus !== 'rejected' && !rejecting && (
          <button type="button" className="btn-secondary text-red-800" onClick={() => setRejecting(true)}>
            {t('admin.clinics.reject')}
          </button>
        )}
      </div>
      {rejecting && (
        <form className="grid gap-2" onSubmit={reject.onSubmit} noValidate>
          <TextArea
            label={t('admin.reason')}
            rows={2}
            required
            maxLength={TEXT_LIMITS.rejectReason}
            {...reject.field('reason')}
          />
          <button type="submit" className="btn-secondary text-red-800" disabled={verify.isPending}>
            {t('admin.clinics.reject')}
          </button>
        </form>
      )}
    </li>
  )
}

export function AdminClinicsPage() {
  const [status, setStatus] = useState<ApprovalStatus>('pending')
  const list = useQuery(adminClinicListQuery({ status, limit: 50 }))
  return (
    <div className="mx-auto grid max-w-4xl gap-4 px-4 py-6">
      <AdminPageHeading title={t('admin.clinics.title')} />
      <fieldset className="flex flex-wrap gap-2">
        <legend className="sr-only">{t('admin.clinics.filter')}</legend>
        {APPROVAL_STATUSES.map((s) => (
          <button
            key={s}
            type="button"
            className={s === status ? 'btn-primary' : 'btn-secondary'}
            aria-pressed={s === status}
            onClick={() => setStatus(s)}
          >
            {t(STATUS_KEYS[s])}
          </button>
        ))}
      </fieldset>
      {list.isError && <Alert tone="error">{describeError(list.error, t('clinic.failed'))}</Alert>}
      {list.data && list.data.clinics.length === 0 && <p>{t('admin.clinics.none')}</p>}
      <ul className="grid gap-3">
        {list.data?.clinics.map((c) => (
          <ClinicRow key={c.id} clinic={c} />
        ))}
      </ul>
    </div>
  )
}
