// A coordinator's night rota (docs/rules.md#dispatch): who of the team is woken for critical and
// high cases of the NGO's area at night, one line per person and weekday (the evening the night
// starts), 22:00 to 07:00 unless changed, India time. Saving replaces the whole rota; the server
// refuses a time outside 00:00-23:59, a watch that starts when it ends, or someone not a member.
import type { Member, NightWatchEntry } from '@paws/contracts/schemas/teams'
import { useQuery } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { describeError } from '../../http/errors.ts'
import { nightWatchQuery, useSaveNightWatch } from '../../api/teams.ts'
import { Alert } from '../../components/ui/Alert.tsx'
import { SelectField, TextField } from '../../components/ui/fields.tsx'
import { t } from '../../i18n/index.ts'
import { notify } from '../../lib/toast.ts'

const WEEKDAYS = [0, 1, 2, 3, 4, 5, 6] as const
const WEEKDAY_KEYS = [
  'team.night.sunday',
  'team.night.monday',
  'team.night.tuesday',
  'team.night.wednesday',
  'team.night.thursday',
  'team.night.friday',
  'team.night.saturday',
] as const

export function NightWatchEditor({ userId, members }: { userId: number; members: Member[] }) {
  const watch = useQuery(nightWatchQuery(userId))
  const save = useSaveNightWatch(userId)
  const [rota, setRota] = useState<NightWatchEntry[]>([])
  const [error, setError] = useState<string | null>(null)
  useEffect(() => {
    if (watch.data) setRota(watch.data.rota)
  }, [watch.data])
  const first = members[0]
  const change = (i: number, patch: Partial<NightWatchEntry>) =>
    setRota((now) => now.map((e, k) => (k === i ? { ...e, ...patch } : e)))
  const onSave = () => {
    setError(null)
    save.mutate(
      { rota },
      {
        onSuccess: () => notify(t('team.night.saved'), 'success'),
        onError: (failure) => setError(describeError(failure, t('team.night.saveFailed'))),
      },
    )
  }
  return (
    <section className="card grid gap-3 p-5" aria-labelledby="team-night">
      <h2 id="team-night" className="text-xl font-semibold">
        {t('team.night.title')}
      </h2>
      <p className="text-slate-700">{t('team.night.help')}</p>
      {watch.isPending ? (
        <p className="text-slate-700">{t('team.loading')}</p>
      ) : watch.isError ? (
        <Alert tone="error">{describeError(watch.error, t('team.night.loadFailed'))}</Alert>
      ) : (
        <>
          {rota.length === 0 && <p className="text-slate-700">{t('team.night.none')}</p>}
          <ul className="grid gap-3">
            {rota.map((entry, i) => (
              <li
                // biome-ignore lint/suspicious/noArrayIndexKey: lines have no id until saved, and are edited in place
                key={i}
                className="grid gap-2 border-b border-slate-100 pb-3 sm:grid-cols-5 sm:items-end"
              >
                <SelectField
                  label={t('team.night.weekday')}
                  value={entry.weekday}
                  onChange={(e) => change(i, { weekday: Number(e.target.value) })}
                >
                  {WEEKDAYS.map((d) => (
                    <option key={d} value={d}>
                      {t(WEEKDAY_KEYS[d])}
                    </option>
                  ))}
                </SelectField>
                <SelectField
                  label={t('team.night.who')}
                  value={entry.userId}
                  onChange={(e) => change(i, { userId: Number(e.target.value) })}
                >
                  {members.map((m) => (
                    <option key={m.userId} value={m.userId}>
                      {`${m.firstName} ${m.lastName}`.trim()}
                    </option>
                  ))}
                </SelectField>
                <TextField
                  label={t('team.night.from')}
                  type="time"
                  required
                  value={entry.from}
                  onChange={(e) => change(i, { from: e.target.value })}
                />
                <TextField
                  label={t('team.night.to')}
                  type="time"
                  required
                  value={entry.to}
                  onChange={(e) => change(i, { to: e.target.value })}
                />
                <button
                  type="button"
                  className="btn-secondary"
                  onClick={() => setRota((now) => now.filter((_, k) => k !== i))}
                >
                  {t('team.night.remove')}
                </button>
              </li>
            ))}
          </ul>
          {error && <Alert tone="error">{error}</Alert>}
          <div className="flex flex-wrap gap-3">
            {first && (
              <button
                type="button"
                className="btn-secondary"
                onClick={() =>
                  setRota((now) => [...now, { weekday: 0, userId: first.userId, from: '22:00', to: '07:00' }])
                }
              >
                {t('team.night.add')}
              </button>
            )}
            <button type="button" className="btn-primary" onClick={onSave} disabled={save.isPending}>
              {t('team.night.save')}
            </button>
          </div>
        </>
      )}
    </section>
  )
}
