// Quiet hours (docs/rules.md#dispatch): the hours, India time, in which no case is offered to
// this member, whether on duty or not. Saved with the duty (PUT /responders/me/duty).
import { type QuietHours, quietHoursEmpty } from '@paws/contracts/schemas/teams'
import { useQuery } from '@tanstack/react-query'
import { describeError } from '../../http/errors.ts'
import { dutyQuery, useSetDuty } from '../../api/teams.ts'
import { t } from '../../i18n/index.ts'
import { useForm } from '../../lib/form/index.ts'
import { notify } from '../../lib/toast.ts'

const NIGHT: QuietHours = { from: '22:00', to: '07:00' }

export function QuietHoursForm({ userId }: { userId: number }) {
  const duty = useQuery(dutyQuery(userId))
  if (!duty.data) return null
  // Keyed by the saved value, so the fields start again from what the server holds.
  const saved = duty.data.quietHours
  return <QuietHoursFields key={saved ? `${saved.from}-${saved.to}` : 'none'} userId={userId} />
}

function QuietHoursFields({ userId }: { userId: number }) {
  const duty = useQuery(dutyQuery(userId))
  const setDuty = useSetDuty(userId)
  const saved = duty.data?.quietHours ?? null
  const save = (quietHours: QuietHours | null) =>
    setDuty.mutate(
      { onDuty: duty.data?.onDuty === true, quietHours },
      {
        onSuccess: () =>
          notify(quietHours ? t('respond.quiet.saved', quietHours) : t('respond.quiet.cleared'), 'success'),
        onError: (e) => notify(describeError(e, t('respond.quiet.failed')), 'error'),
      },
    )

  const form = useForm<QuietHours>({
    initial: saved ?? NIGHT,
    validate: (quiet) => (quietHoursEmpty(quiet) ? { ok: false, errors: {} } : { ok: true, value: quiet }),
    submit: (quiet) => save(quiet),
  })
  const value = form.values
  const same = quietHoursEmpty(value)

  return (
    <section className="grid gap-3" aria-labelledby="respond-quiet">
      <h2 id="respond-quiet" className="text-xl font-semibold">
        {t('respond.quiet.title')}
      </h2>
      <p className="text-slate-700" data-testid="quiet-now">
        {saved ? t('respond.quiet.now', saved) : t('respond.quiet.none')}
      </p>
      <form className="flex flex-wrap items-end gap-3" onSubmit={form.onSubmit}>
        <label className="grid gap-1">
          <span className="font-semibold">{t('respond.quiet.from')}</span>
          <input
            type="time"
            required
            className="input"
            value={value.from}
            onChange={(e) => form.set('from', e.target.value)}
          />
        </label>
        <label className="grid gap-1">
          <span className="font-semibold">{t('respond.quiet.to')}</span>
          <input
            type="time"
            required
            className="input"
            value={value.to}
            onChange={(e) => form.set('to', e.target.value)}
          />
        </label>
        <button type="submit" className="btn-primary" disabled={setDuty.isPending || same}>
          {t('respond.quiet.save')}
        </button>
        {saved && (
          <button type="button" className="btn-secondary" disabled={setDuty.isPending} onClick={() => save(null)}>
            {t('respond.quiet.clear')}
          </button>
        )}
      </form>
      {same && <p className="text-red-700">{t('respond.quiet.same')}</p>}
    </section>
  )
}
