// "Was the animal helped?" for the reporter and the followers of a completed case
// (docs/rules.md#closure): two buttons and an optional note; the reporter's "No, it is still
// there" within 48 hours of the completion opens the case again, a follower's is told to the
// admins and opens nothing. Once answered, the answer is shown instead.
// The push's one-tap answers (sw.ts) open this section (#closure) when they could not be sent.
// An animal a clinic admitted is not in the street: its reporter is not asked whether it is
// still there (docs/rules.md#closure).
import { formatDateTime, TEXT_LIMITS } from '@paws/contracts'
import type { Rescue } from '@paws/contracts/schemas/rescues'
import { useEffect, useState } from 'react'
import { useAnswerClosure } from '../../../api/rescues.ts'
import { isApiError } from '../../../http/errors.ts'
import { Alert } from '../../../components/ui/Alert.tsx'
import { TextArea } from '../../../components/ui/fields.tsx'
import { t } from '../../../i18n/index.ts'
import { notify } from '../../../lib/toast.ts'
import { admittedAtClinic } from '../../../components/field/clinic-outcome.ts'

const CLOSURE_ANCHOR = 'closure'

export function ClosureQuestion({ rescue }: { rescue: Rescue }) {
  const closure = rescue.closure
  const answer = useAnswerClosure(rescue.id)
  const [note, setNote] = useState('')
  const asked = (closure?.ask ?? false) && !admittedAtClinic(rescue.history)
  // Opened from the push's answer that could not be sent: bring the question into view.
  useEffect(() => {
    if (asked && window.location.hash === `#${CLOSURE_ANCHOR}`) {
      document.getElementById(CLOSURE_ANCHOR)?.scrollIntoView({ block: 'start' })
    }
  }, [asked])
  if (!closure || (!asked && !closure.answer)) return null
  const follower = rescue.following === true
  const reopens = !follower && Date.now() <= Date.parse(closure.reopensUntil)

  const send = (helped: boolean) =>
    answer.mutate(
      { helped, note: note.trim() || null },
      {
        onSuccess: (after) =>
          notify(after.closure?.answer?.reopened ? t('closure.reopenedToast') : t('closure.thanks'), 'success'),
        onError: (error) =>
          notify(isApiError(error) ? error.display(t('closure.failed')) : t('closure.failed'), 'error'),
      },
    )

  return (
    <section
      id={CLOSURE_ANCHOR}
      aria-labelledby="closure-title"
      className="card grid scroll-mt-20 gap-3 border-2 border-brand-700 p-5"
    >
      <h2 id="closure-title" className="text-xl font-bold">
        {t('closure.question')}
      </h2>
      {closure.answer ? (
        <Alert tone={closure.answer.helped ? 'success' : 'info'}>
          {closure.answer.helped
            ? t('closure.youSaidHelped', { at: formatDateTime(closure.answer.at) })
            : closure.answer.reopened
              ? t('closure.youSaidStillThereReopened', { at: formatDateTime(closure.answer.at) })
              : follower
                ? t('closure.youSaidStillThereFollower', { at: formatDateTime(closure.answer.at) })
                : t('closure.youSaidStillThereKept', { at: formatDateTime(closure.answer.at) })}
        </Alert>
      ) : (
        <>
          <p className="text-lg">{t('closure.explain')}</p>
          <p className="text-slate-700">
            {follower
              ? t('closure.followerExplain')
              : reopens
                ? t('closure.reopensUntil', { until: formatDateTime(closure.reopensUntil) })
                : t('closure.tooLate')}
          </p>
          <TextArea
            label={t('closure.noteLabel')}
            value={note}
            maxLength={TEXT_LIMITS.closureNote}
            rows={2}
            onChange={(e) => setNote(e.target.value)}
          />
          <div className="flex flex-wrap gap-3">
            <button type="button" className="btn-primary" disabled={answer.isPending} onClick={() => send(true)}>
              {t('closure.yes')}
            </button>
            <button type="button" className="btn-secondary" disabled={answer.isPending} onClick={() => send(false)}>
              {t('closure.stillThere')}
            </button>
          </div>
        </>
      )}
    </section>
  )
}
