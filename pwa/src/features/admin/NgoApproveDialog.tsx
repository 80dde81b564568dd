// Approving an NGO: what to check against its papers first (registration number,
// contact, location, services), then a deliberate confirmation.
import { type NgoService, enumLabel } from '@paws/contracts'
import type { Ngo } from '@paws/contracts/schemas/ngos'
import { Modal } from '../../components/ui/Modal.tsx'
import { DialogFooter } from '../../components/ui/DialogFooter.tsx'
import { ngoPlace } from './NgoCard.tsx'
import { t } from '../../i18n/index.ts'

const NOT_GIVEN = 'Not given'

export function NgoApproveDialog({
  ngo,
  busy,
  onConfirm,
  onClose,
}: {
  ngo: Ngo
  busy: boolean
  onConfirm: () => void
  onClose: () => void
}) {
  const { email, phone, website } = ngo.contactInfo
  const coordinates =
    ngo.location.lat != null && ngo.location.lng != null ? `${ngo.location.lat}, ${ngo.location.lng}` : 'not set'
  const rows: [string, string][] = [
    ['Registration number', ngo.registrationNumber?.trim() || NOT_GIVEN],
    ['Contact', [email, phone, website].filter(Boolean).join(' · ') || NOT_GIVEN],
    ['Location', ngoPlace(ngo.location) || NOT_GIVEN],
    ['Map position', coordinates],
    ['Services', ngo.servicesOffered.map((s) => enumLabel(t, 'service', s as NgoService) ?? s).join(', ') || NOT_GIVEN],
    ['Account', ngo.user ? `${ngo.user.firstName} ${ngo.user.lastName} (${ngo.user.email})` : 'No manager account'],
  ]
  return (
    <Modal
      isOpen
      onClose={onClose}
      dismissable={!busy}
      title={t('admin.approveName', { name: ngo.name })}
      role="alertdialog"
    >
      <div className="grid gap-4">
        <p className="text-slate-700">{t('admin.checkTheseAgainstTheNgo')}</p>
        <dl className="grid gap-2 sm:grid-cols-[max-content_1fr] sm:gap-x-4">
          {rows.map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="font-semibold">{label}</dt>
              <dd className="break-words text-slate-800">{value}</dd>
            </div>
          ))}
        </dl>
        <p className="text-slate-700">{t('admin.onceApprovedItCanList')}</p>
        <DialogFooter
          busy={busy}
          onCancel={onClose}
          onConfirm={onConfirm}
          cancel={t('admin.cancel')}
          submit={t('admin.approveNgo')}
          submitting={t('admin.approving')}
        />
      </div>
    </Modal>
  )
}
