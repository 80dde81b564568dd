// The header's duty control for an NGO's members: "On duty" with one tap to end, or "Go on
// duty", which opens a sheet to choose for how long (1, 3 or 8 hours, or until switched off)
// and what they can do, then sends the phone's position (the server keeps it to about 100 m).
// While on duty the position is refreshed as the phone moves (duty-refresh.ts). Someone the
// roster took off duty (offers left unanswered in a row, docs/rules.md#dispatch) reads why, and
// one tap puts them back on duty as before.
import { formatTime } from '@paws/contracts'
import { DUTY_HOURS, DUTY_SKILLS, type DutyHours, type DutySkill } from '@paws/contracts/schemas/teams'
import { useQuery } from '@tanstack/react-query'
import { Radio } from 'lucide-react'
import { useState } from 'react'
import { describeError } from '../../http/errors.ts'
import { dutyQuery, useSetDuty } from '../../api/teams.ts'
import { t } from '../../i18n/index.ts'
import { notify } from '../../lib/toast.ts'
import { CheckField } from '../ui/CheckField.tsx'
import { Modal } from '../ui/Modal.tsx'
import { useDutyPosition } from './duty-refresh.ts'

const skillLabel = (skill: DutySkill) =>
  skill === 'transport'
    ? t('header.duty.transport')
    : skill === 'first_aid'
      ? t('header.duty.firstAid')
      : t('header.duty.catching')

/** The phone's position now, or nothing if it will not tell within a few seconds. */
function currentPosition(): Promise<{ lat: number; lng: number } | null> {
  if (typeof navigator === 'undefined' || !navigator.geolocation) return Promise.resolve(null)
  return new Promise((resolve) =>
    navigator.geolocation.getCurrentPosition(
      (p) => resolve({ lat: p.coords.latitude, lng: p.coords.longitude }),
      () => resolve(null),
      { timeout: 10_000, maximumAge: 60_000 },
    ),
  )
}

/**
 * `tracksPosition`: this control sends the position while on duty (the header's does; a second
 * copy of the control on a page leaves that to the header's).
 */
export default function DutyStatus({ userId, tracksPosition = true }: { userId: number; tracksPosition?: boolean }) {
  const duty = useQuery(dutyQuery(userId))
  const setDuty = useSetDuty(userId)
  const [open, setOpen] = useState(false)
  const on = duty.data?.onDuty === true
  useDutyPosition(on && tracksPosition, (fix) => setDuty.mutate({ onDuty: true, lat: fix.lat, lng: fix.lng }))
  if (!duty.data) return null

  const end = () =>
    setDuty.mutate(
      { onDuty: false },
      {
        onSuccess: () => notify(t('header.duty.ended'), 'success'),
        onError: (e) => notify(describeError(e, t('header.duty.failed')), 'error'),
      },
    )

  if (on) {
    const until = duty.data.until ? formatTime(duty.data.until) : null
    return (
      <button
        type="button"
        onClick={end}
        disabled={setDuty.isPending}
        className="flex h-11 min-w-11 items-center justify-center gap-1.5 rounded-full bg-green-700 px-3 text-sm font-semibold text-white hover:bg-green-800"
        aria-label={until ? t('header.duty.endUntil', { time: until }) : t('header.duty.end')}
        title={t('header.duty.end')}
      >
        <Radio className="h-5 w-5 shrink-0" aria-hidden="true" />
        {t('header.duty.on')}
      </button>
    )
  }
  if (duty.data.pausedFor === 'unanswered') {
    const backOn = async () => {
      const at = await currentPosition()
      setDuty.mutate(
        { onDuty: true, ...(at ? at : {}) },
        {
          onSuccess: () => notify(at ? t('header.duty.started') : t('header.duty.startedNoPosition'), 'success'),
          onError: (e) => notify(describeError(e, t('header.duty.failed')), 'error'),
        },
      )
    }
    return (
      <button
        type="button"
        onClick={() => void backOn()}
        disabled={setDuty.isPending}
        className="flex h-11 min-w-11 items-center justify-center gap-1.5 rounded-full border border-amber-600 bg-amber-50 px-3 text-sm font-semibold text-amber-900 hover:bg-amber-100"
        aria-label={`${t('header.duty.pausedNote')} ${t('header.duty.backOn')}`}
        title={t('header.duty.paused')}
        data-testid="duty-paused"
      >
        <Radio className="h-5 w-5 shrink-0" aria-hidden="true" />
        {t('header.duty.backOn')}
      </button>
    )
  }
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        className="flex h-11 min-w-11 items-center justify-center gap-1.5 rounded-full border border-slate-300 px-3 text-sm font-semibold text-slate-700 hover:bg-slate-100"
      >
        <Radio className="h-5 w-5 shrink-0" aria-hidden="true" />
        {t('header.duty.start')}
      </button>
      <Modal isOpen={open} onClose={() => setOpen(false)} title={t('header.duty.sheetTitle')}>
        <DutySheet
          initialSkills={duty.data.skills}
          busy={setDuty.isPending}
          onStart={async (hours, skills) => {
            const at = await currentPosition()
            setDuty.mutate(
              { onDuty: true, hours, skills, ...(at ? at : {}) },
              {
                onSuccess: () => {
                  setOpen(false)
                  notify(at ? t('header.duty.started') : t('header.duty.startedNoPosition'), 'success')
                },
                onError: (e) => notify(describeError(e, t('header.duty.failed')), 'error'),
              },
            )
          }}
        />
      </Modal>
    </>
  )
}

function DutySheet({
  initialSkills,
  busy,
  onStart,
}: {
  initialSkills: DutySkill[]
  busy: boolean
  onStart: (hours: DutyHours | null, skills: DutySkill[]) => void
}) {
  const [hours, setHours] = useState<DutyHours | 'off'>(3)
  const [skills, setSkills] = useState<DutySkill[]>(initialSkills)
  const options: (DutyHours | 'off')[] = [...DUTY_HOURS, 'off']
  return (
    <div className="grid gap-4">
      <fieldset className="grid gap-2">
        <legend className="mb-1 font-semibold">{t('header.duty.howLong')}</legend>
        {options.map((o) => (
          <label key={o} className="flex min-h-11 items-center gap-3 rounded-lg border border-slate-300 px-3">
            <input
              type="radio"
              name="duty-hours"
              className="h-5 w-5 accent-brand-700"
              checked={hours === o}
              onChange={() => setHours(o)}
            />
            <span>{o === 'off' ? t('header.duty.untilOff') : t('header.duty.hours', { count: o })}</span>
          </label>
        ))}
      </fieldset>
      <fieldset className="grid gap-2">
        <legend className="mb-1 font-semibold">{t('header.duty.whatCanYouDo')}</legend>
        {DUTY_SKILLS.map((s) => (
          <CheckField
            key={s}
            label={skillLabel(s)}
            checked={skills.includes(s)}
            onChange={(v) => setSkills((now) => (v ? [...now, s] : now.filter((x) => x !== s)))}
          />
        ))}
      </fieldset>
      <p className="text-slate-700">{t('header.duty.positionNote')}</p>
      <button
        type="button"
        className="btn-primary"
        disabled={busy}
        onClick={() => onStart(hours === 'off' ? null : hours, skills)}
      >
        {t('header.duty.startNow')}
      </button>
    </div>
  )
}
