// The actions on an application, by the caller's part in it (the server says which: role and
// allowedMoves from the contracts machine, docs/rules.md#status-machines,
// docs/rules.md#status-machines):
// - the animal's owner moves it along the workflow, with an optional note for the history and
//   a required reason to reject; approving, completing and marking returned ask first
//   (lib/adoption-decisions.ts), and the new status shows next to the buttons as well as in a toast;
// - the applicant may cancel while the machine allows it, after confirming;
// - an admin may set any status, with a note.
// A refused move (409 when someone else moved it first) shows the server's message; the
// mutation reloads the application either way.
import { ADOPTION_STATUSES, type AdoptionStatus, adoptionMoveLabel, enumLabel, TEXT_LIMITS } from '@paws/contracts'
import type { AdoptionDetail, AdoptionMove } from '@paws/contracts/schemas/adoptions'
import { useState } from 'react'
import { CircleCheck } from 'lucide-react'
import { useAdoptionMove } from '../../api/adoptions.ts'
import { describeError } from '../../http/errors.ts'
import { AdoptionStatusBadge } from '../../components/adoption/AdoptionBadge.tsx'
import { RejectDialog } from '../../components/adoption/RejectDialog.tsx'
import { ConfirmDialog } from '../../components/rescue/ConfirmDialog.tsx'
import { Alert } from '../../components/ui/Alert.tsx'
import { SelectField, TextArea } from '../../components/ui/fields.tsx'
import { Section } from '../../components/ui/Section.tsx'
import { detailMoves } from '../../lib/adoption-moves.ts'
import { useForm } from '../../lib/form/index.ts'
import { notify } from '../../lib/toast.ts'
import { confirmationFor } from '../../lib/adoption-decisions.ts'
import { t } from '../../i18n/index.ts'

function useMove(adoption: AdoptionDetail) {
  const move = useAdoptionMove()
  const [error, setError] = useState<string | null>(null)
  /** `settled` runs after either outcome (closing dialogs), `saved` only after success. */
  function run(
    status: AdoptionStatus,
    extra: { note?: string; rejectionReason?: string },
    settled?: () => void,
    saved?: () => void,
  ) {
    setError(null)
    move.mutate(
      {
        id: adoption.id,
        body: { status, note: extra.note?.trim() || undefined, rejectionReason: extra.rejectionReason },
      },
      {
        onSuccess: () => {
          settled?.()
          saved?.()
          notify(
            status === 'cancelled' && adoption.role === 'applicant'
              ? t('adoptionText.cancelled')
              : t('adoptionText.moved', {
                  id: adoption.id,
                  status: enumLabel(t, 'adoptionStatus', status),
                }),
            'success',
          )
        },
        onError: (err) => {
          settled?.()
          setError(t('adoptionText.moveFailed', { message: describeError(err, t('adoptionText.tryAgain')) }))
        },
      },
    )
  }
  return { run, busy: move.isPending, pressed: move.isPending ? move.variables?.body.status : undefined, error }
}

export function OwnerActions({ adoption }: { adoption: AdoptionDetail }) {
  const { run, busy, pressed, error } = useMove(adoption)
  const [note, setNote] = useState('')
  const [rejecting, setRejecting] = useState<AdoptionMove | null>(null)
  const [confirming, setConfirming] = useState<AdoptionMove | null>(null)
  const [done, setDone] = useState<AdoptionStatus | null>(null)
  const moves = detailMoves(adoption.status, adoption.allowedMoves)
  const applicant = `${adoption.adopter.firstName} ${adoption.adopter.lastName}`.trim()
  const asking = confirming ? confirmationFor(confirming.to, applicant, adoption.animal.name) : null
  const saved = (to: AdoptionStatus) => () => {
    setNote('')
    setDone(to)
  }

  function press(m: AdoptionMove) {
    setDone(null)
    if (m.reasonRequired) setRejecting(m)
    else if (confirmationFor(m.to, applicant, adoption.animal.name)) setConfirming(m)
    else run(m.to, { note }, undefined, saved(m.to))
  }

  return (
    <Section title={t('adoptionFlow.workflowActions')}>
      {done && (
        <p role="status" className="flex flex-wrap items-center gap-2 font-semibold text-green-900">
          <CircleCheck className="h-5 w-5" aria-hidden="true" /> {t('adoptionFlow.doneNow')}
          <AdoptionStatusBadge status={adoption.status} />
        </p>
      )}
      {moves.length === 0 ? (
        <p className="text-slate-700">
          {t('adoptionFlow.noFurtherSteps', { status: enumLabel(t, 'adoptionStatus', adoption.status) })}
        </p>
      ) : (
        <>
          <TextArea
            label={t('adoptionFlow.historyNote')}
            value={note}
            onChange={(e) => setNote(e.target.value)}
            rows={2}
            maxLength={TEXT_LIMITS.adoptionNote}
          />
          <div className="flex flex-wrap gap-3">
            {moves.map((m, i) => (
              <button
                key={m.to}
                type="button"
                className={
                  m.to === 'rejected' ? 'btn-secondary text-red-800' : i === 0 ? 'btn-primary' : 'btn-secondary'
                }
                disabled={busy}
                onClick={() => press(m)}
              >
                {pressed === m.to ? t('adoptionText.processing') : adoptionMoveLabel(t, m.to)}
              </button>
            ))}
          </div>
        </>
      )}
      {error && <Alert tone="error">{error}</Alert>}
      {rejecting && (
        <RejectDialog
          applicationId={adoption.id}
          isOpen
          busy={busy}
          onClose={() => setRejecting(null)}
          onReject={(reason) =>
            run('rejected', { note, rejectionReason: reason }, () => setRejecting(null), saved('rejected'))
          }
        />
      )}
      {confirming && asking && (
        <ConfirmDialog
          isOpen
          tone={confirming.to === 'returned' ? 'danger' : 'primary'}
          title={asking.title}
          text={asking.text}
          confirm={asking.confirm}
          cancel={t('adoptionFlow.notNow')}
          busy={busy}
          onClose={() => setConfirming(null)}
          onConfirm={() => run(confirming.to, { note }, () => setConfirming(null), saved(confirming.to))}
        />
      )}
    </Section>
  )
}

export function ApplicantActions({ adoption }: { adoption: AdoptionDetail }) {
  const { run, busy, error } = useMove(adoption)
  const [confirming, setConfirming] = useState(false)
  const canCancel = adoption.allowedMoves.some((m) => m.to === 'cancelled')
  return (
    <Section title={t('adoptionFlow.yourApplication')}>
      <p className="text-lg text-slate-800">{t(`adoptionText.status.${adoption.status}` as const)}</p>
      {adoption.status === 'rejected' && adoption.rejectionReason && (
        <p className="text-slate-700">{t('adoptionFlow.reason', { reason: adoption.rejectionReason })}</p>
      )}
      {canCancel && (
        <div>
          <button type="button" className="btn-secondary text-red-800" onClick={() => setConfirming(true)}>
            {adoptionMoveLabel(t, 'cancelled')}
          </button>
        </div>
      )}
      {error && <Alert tone="error">{error}</Alert>}
      <ConfirmDialog
        isOpen={confirming}
        title={t('adoptionText.cancelTitle')}
        text={t('adoptionText.cancelText')}
        confirm={t('adoptionFlow.yesCancel')}
        cancel={t('adoptionFlow.keep')}
        busy={busy}
        onClose={() => setConfirming(false)}
        onConfirm={() => run('cancelled', {}, () => setConfirming(false))}
      />
    </Section>
  )
}

export function AdminStatusForm({ adoption }: { adoption: AdoptionDetail }) {
  const { run, busy, error } = useMove(adoption)
  const form = useForm<{ status: AdoptionStatus | ''; note: string }, { status: AdoptionStatus; note: string }>({
    initial: { status: '', note: '' },
    validate: ({ status, note }) =>
      status
        ? { ok: true, value: { status, note: note.trim() } }
        : { ok: false, errors: { status: { id: 'adoptionFlow.chooseAStatus' } } },
    submit: ({ status, note }) =>
      run(status, { note, rejectionReason: status === 'rejected' && note ? note : undefined }, undefined, () =>
        form.reset(),
      ),
  })
  return (
    <Section title={t('adoptionFlow.adminActions')}>
      <form onSubmit={form.onSubmit} noValidate className="grid gap-3">
        <p className="text-slate-700">{t('adoptionFlow.adminHint')}</p>
        <SelectField
          label={t('adoptionFlow.newStatus')}
          {...form.field('status', (text) => text as AdoptionStatus | '')}
        >
          <option value="">{t('adoptionFlow.chooseStatus')}</option>
          {ADOPTION_STATUSES.filter((s) => s !== adoption.status).map((s) => (
            <option key={s} value={s}>
              {enumLabel(t, 'adoptionStatus', s)}
            </option>
          ))}
        </SelectField>
        <TextArea
          label={t('adoptionFlow.historyNote')}
          {...form.field('note')}
          rows={2}
          maxLength={TEXT_LIMITS.adoptionNote}
        />
        <div>
          <button type="submit" className="btn-primary" disabled={busy || !form.values.status}>
            {busy ? t('adoptionText.processing') : t('adoptionFlow.setStatus')}
          </button>
        </div>
        {error && <Alert tone="error">{error}</Alert>}
      </form>
    </Section>
  )
}
