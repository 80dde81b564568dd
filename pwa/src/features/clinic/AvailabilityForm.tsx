// The clinic says whether it accepts emergencies now, until when (a few hours ahead: a
// forgotten "yes" runs out) and its free places per species it treats, and reads when it
// last said so (docs/rules.md#clinics).
import { enumLabel, formatDateTime } from '@paws/contracts'
import { CLINIC_PLACES_MAX, type Clinic, type ClinicPlaces } from '@paws/contracts/schemas/clinics'
import { describeError } from '../../http/errors.ts'
import { useSetAvailability } from '../../api/clinics.ts'
import { CheckField } from '../../components/ui/CheckField.tsx'
import { Section } from '../../components/ui/Section.tsx'
import { t } from '../../i18n/index.ts'
import { useForm } from '../../lib/form/index.ts'
import { notify } from '../../lib/toast.ts'

/** How long a "yes" lasts, in hours. */
const SPANS = [2, 4, 8, 12, 24, 72] as const

export function AvailabilityForm({ clinic }: { clinic: Clinic }) {
  const save = useSetAvailability()
  const said = clinic.availability
  const form = useForm({
    initial: () => ({
      accepting: said.accepting,
      hours: 8 as number,
      places: Object.fromEntries(clinic.species.map((s) => [s, said.places[s] ?? 0])) as ClinicPlaces,
    }),
    submit: async ({ accepting, hours, places }) => {
      try {
        await save.mutateAsync({
          accepting,
          until: accepting ? new Date(Date.now() + hours * 3_600_000).toISOString() : null,
          places,
        })
        notify(t('clinic.saved'), 'success')
      } catch (error) {
        notify(describeError(error, t('clinic.failed')), 'error')
      }
    },
  })
  const { accepting, hours, places } = form.values

  return (
    <Section title={t('clinic.availability')}>
      <p className="text-slate-800" data-testid="clinic-accepting">
        {said.accepting && said.until
          ? t('clinic.acceptingUntil', { until: formatDateTime(said.until) })
          : t('clinic.notAccepting')}
      </p>
      <p className="text-sm text-slate-600">
        {said.updatedAt ? t('clinic.lastSaid', { at: formatDateTime(said.updatedAt) }) : t('clinic.neverSaid')}
      </p>
      <form className="grid gap-3" onSubmit={form.onSubmit}>
        <CheckField label={t('clinic.acceptingNow')} checked={accepting} onChange={(on) => form.set('accepting', on)} />
        {accepting && (
          <label className="grid gap-1">
            <span className="label">{t('clinic.forHow')}</span>
            <select className="input" value={hours} onChange={(e) => form.set('hours', Number(e.target.value))}>
              {SPANS.map((h) => (
                <option key={h} value={h}>
                  {t('clinic.hoursSpan', { hours: h })}
                </option>
              ))}
            </select>
          </label>
        )}
        <fieldset className="grid gap-2">
          <legend className="label">{t('clinic.freePlaces')}</legend>
          <div className="grid grid-cols-2 gap-2">
            {clinic.species.map((s) => (
              <label key={s} className="grid gap-1">
                <span>{enumLabel(t, 'rescueAnimal', s)}</span>
                <input
                  className="input"
                  type="number"
                  inputMode="numeric"
                  min={0}
                  max={CLINIC_PLACES_MAX}
                  value={places[s] ?? 0}
                  onChange={(e) =>
                    form.set('places', {
                      ...places,
                      [s]: Math.min(CLINIC_PLACES_MAX, Math.max(0, Math.floor(Number(e.target.value) || 0))),
                    })
                  }
                />
              </label>
            ))}
          </div>
        </fieldset>
        <button type="submit" className="btn-primary" disabled={form.submitting}>
          {t('clinic.save')}
        </button>
      </form>
    </Section>
  )
}
