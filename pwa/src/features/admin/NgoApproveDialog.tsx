// Approving an NGO: what to check against its papers first (registration number,
// contact, location, services), then a deliberate confirmation.
import { type NgoService, enumLabel } from '@paws/contracts'
import type { Ngo } from '@paws/contracts/schemas/ngos'
import { Modal } from '../../components/ui/Modal.tsx'
import { DialogFooter } from '../../components/ui/DialogFooter.tsx'
import { ngoPlace } from './NgoCard.tsx'
import { t } from '../../i18n/index.ts'

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
  const notGiven = t('admin.notGiven')
  const coordinates =
    ngo.location.lat != null && ngo.location.lng != null
      ? `${ngo.location.lat}, ${ngo.location.lng}`
      : t('admin.mapPositionNotSet')
  const services = ngo.servicesOffered.map((s) => enumLabel(t, 'service', s as NgoService) ?? s)
  const rows: [string, string][] = [
    [t('admin.registrationNumber'), ngo.registrationNumber?.trim() || notGiven],
    [t('admin.contact'), [email, phone, website].filter(Boolean).join(' · ') || notGiven],
    [t('admin.location'), ngoPlace(ngo.location) || notGiven],
    [t('admin.mapPosition'), coordinates],
    [t('admin.services'), services.join(', ') || notGiven],
    [
      t('admin.managerAccount'),
      ngo.user ? `${ngo.user.firstName} ${ngo.user.lastName} (${ngo.user.email})` : t('admin.noManagerAccount'),
    ],
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
