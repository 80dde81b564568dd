// Case #{id} (docs/screens.md, "Rescue detail"): the case, then the actions of whoever
// looks at it (requester, admin, assigned NGO), and the history timeline.
import { enumLabel, formatDate, formatTime, RESCUE_OPEN, rescueTransition, type RescueActor } from '@paws/contracts'
import type { Rescue } from '@paws/contracts/schemas/rescues'
import type { User } from '@paws/contracts/schemas/users'
import { CircleCheck } from 'lucide-react'
import { useState } from 'react'
import { useUpdateRescue } from '../../../api/rescues.ts'
import { ConfirmDialog } from '../../../components/rescue/ConfirmDialog.tsx'
import { StatusBadge, UrgencyBadge } from '../../../components/rescue/RescueBadges.tsx'
import { Alert } from '../../../components/ui/Alert.tsx'
import { HistoryTimeline } from '../../../components/ui/HistoryTimeline.tsx'
import { Modal } from '../../../components/ui/Modal.tsx'
import { notify } from '../../../lib/toast.ts'
import { CaseFlags } from '../../../components/rescue/CaseFlags.tsx'
import { CasePull } from '../../../components/field/CasePull.tsx'
import { FieldStatusBadge } from '../../../components/field/FieldStatusBadge.tsx'
import { AdminActions } from './AdminActions.tsx'
import { ClosureQuestion } from './ClosureQuestion.tsx'
import { CaseDetails, CasePhotos, RequestDetails, Section } from './CaseInfo.tsx'
import { EditCaseDialog } from './EditCaseDialog.tsx'
import { NgoActions } from './NgoActions.tsx'
import { VolunteerPicker } from '../../../components/rescue/VolunteerPicker.tsx'
import { t } from '../../../i18n/index.ts'

export function actorFor(user: User, rescue: Rescue): RescueActor | null {
  if (user.role === 'admin') return 'admin'
  if (user.role === 'ngo') return rescue.ngoId !== null && user.ngoStatus?.id === rescue.ngoId ? 'ngo' : null
  return rescue.requesterId === user.id ? 'requester' : null
}

export function RescueDetail({ rescue, user }: { rescue: Rescue; user: User }) {
  const actor = actorFor(user, rescue)
  const [editing, setEditing] = useState(false)
  const [saved, setSaved] = useState<{ warning: string | null } | null>(null)

  return (
    <div className="mx-auto grid max-w-4xl gap-5 px-4 py-6 sm:py-10">
      {actor === 'ngo' && <CasePull rescueId={rescue.id} />}
      <header className="grid gap-2">
        <h1 className="text-3xl font-bold">{t('case.case3', { id: rescue.id })}</h1>
        <div className="flex flex-wrap items-center gap-2">
          {actor === 'ngo' ? (
            <FieldStatusBadge rescue={rescue} />
          ) : (
            <StatusBadge status={rescue.status} mergedIntoId={rescue.mergedIntoId} />
          )}
          <UrgencyBadge urgency={rescue.urgency} />
          <span className="text-slate-700">
            {t('case.reported')} {formatDate(rescue.createdAt)}
          </span>
        </div>
      </header>
      <CaseFlags rescue={rescue} />
      {rescue.promisedAt && rescue.ngoId === null && RESCUE_OPEN.includes(rescue.status as never) && (
        // A low or medium case filed at night is offered first at 07:00 (docs/rules.md#dispatch).
        <Alert tone="info">{t('rescue.promised', { time: formatTime(rescue.promisedAt) })}</Alert>
      )}
      <ClosureQuestion rescue={rescue} />
      {rescue.outcome && (
        <Section title={t('case.outcome')}>
          <p className="text-lg font-semibold">
            {enumLabel(t, 'rescueOutcome', rescue.outcome.kind)}
            {rescue.outcome.place && `: ${rescue.outcome.place}`}
          </p>
        </Section>
      )}
      <CasePhotos rescue={rescue} />
      <CaseDetails rescue={rescue} />
      <RequestDetails rescue={rescue} />
      {actor === 'admin' && <AdminActions rescue={rescue} onEdit={() => setEditing(true)} />}
      {actor === 'ngo' && <NgoActions rescue={rescue} />}
      {actor === 'ngo' && user.ngoStatus?.memberKind === 'coordinator' && (
        <VolunteerPicker rescue={rescue} userId={user.id} />
      )}
      {actor === 'requester' && <RequesterActions rescue={rescue} onEdit={() => setEditing(true)} />}
      {rescue.following && actor === null && (
        <Alert tone="info" title={t('case.youFollowThisCase')}>
          {t('case.youReportedTheSame')}
        </Alert>
      )}
      <HistoryTimeline history={rescue.history ?? []} kind="rescueStatus" opened="reported" />
      {editing && (
        <EditCaseDialog
          rescue={rescue}
          admin={actor === 'admin'}
          onClose={() => setEditing(false)}
          onSaved={(warning) => {
            setEditing(false)
            setSaved({ warning })
          }}
        />
      )}
      <Modal isOpen={saved !== null} onClose={() => setSaved(null)} title={t('rescueText.updated')}>
        <div className="grid justify-items-center gap-3 text-center">
          <CircleCheck className="h-14 w-14 text-green-700" aria-hidden="true" />
          {saved?.warning ? (
            <Alert tone="warning">{saved.warning}</Alert>
          ) : (
            <p className="text-lg">{t('case.theChangesAreSaved')}</p>
          )}
          <button type="button" className="btn-primary w-full" onClick={() => setSaved(null)}>
            {t('case.ok')}
          </button>
        </div>
      </Modal>
    </div>
  )
}

function RequesterActions({ rescue, onEdit }: { rescue: Rescue; onEdit: () => void }) {
  const update = useUpdateRescue(rescue.id)
  const [confirming, setConfirming] = useState(false)
  const canCancel = rescueTransition(rescue.status, 'cancelled', 'requester') !== undefined
  if (!canCancel) return null
  return (
    <Section title={t('case.yourRequest')}>
      <div className="flex flex-wrap gap-3">
        <button type="button" className="btn-secondary" onClick={onEdit}>
          {t('case.editDetailsAndPhotos')}
        </button>
        <button type="button" className="btn-secondary text-red-800" onClick={() => setConfirming(true)}>
          {t('case.cancelRequest')}
        </button>
      </div>
      <ConfirmDialog
        isOpen={confirming}
        title={t('case.cancelThisRescueRequest')}
        text={t('case.theNgoAndOur')}
        confirm={t('case.yesCancelRequest')}
        cancel={t('case.keepRequest')}
        busy={update.isPending}
        onClose={() => setConfirming(false)}
        onConfirm={() =>
          update.mutate(
            { status: 'cancelled' },
            {
              onSuccess: () => {
                setConfirming(false)
                notify(t('rescueText.cancelled'), 'success')
              },
              onError: () => notify(t('rescueText.cancelFailed'), 'error'),
            },
          )
        }
      />
    </Section>
  )
}
