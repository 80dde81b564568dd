import { displayCity, formatAge, type AnimalStatus, enumLabel } from '@paws/contracts'
import type { Animal } from '@paws/contracts/schemas/animals'
import { CircleCheck, CircleAlert, MapPin } from 'lucide-react'
import type { ReactNode } from 'react'
import { t } from '../../../i18n/index.ts'

const cap = (s: string | null | undefined) => (s ? s[0].toUpperCase() + s.slice(1) : '')

const ownerLabel = (kind: string): string | undefined =>
  ({ ngo: 'NGO', shelter: t('animal.ownerShelter'), adopter: t('animal.ownerPrivate'), private: t('animal.private') })[
    kind
  ]

export function AnimalHeader({ animal }: { animal: Animal }) {
  const badges = [
    animal.gender ? enumLabel(t, 'gender', animal.gender) : '',
    formatAge(t, animal.age),
    enumLabel(t, 'size', animal.size) ?? cap(animal.size),
    enumLabel(t, 'animalStatus', animal.status as AnimalStatus) ?? cap(animal.status),
  ].filter(Boolean)
  return (
    <div>
      <h1 className="text-3xl font-bold text-slate-900 sm:text-4xl">{animal.name}</h1>
      <p className="mt-1 text-lg text-slate-700">
        {animal.breed || t('animal.mixedBreed')}
        <span aria-hidden="true"> · </span>
        <span className="inline-flex items-center gap-1">
          <MapPin className="h-4 w-4" aria-hidden="true" />
          {animal.city || animal.location || displayCity(animal)}
        </span>
      </p>
      <ul className="mt-3 flex flex-wrap gap-2" aria-label={t('animal.summary')}>
        {badges.map((b, i) => (
          <li
            key={b}
            className={`rounded-full px-3 py-1 text-sm font-semibold ${i === badges.length - 1 ? 'bg-amber-100 text-amber-900' : 'bg-brand-50 text-brand-900'}`}
          >
            {b}
          </li>
        ))}
      </ul>
    </div>
  )
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="card p-5">
      <h2 className="text-xl font-bold text-slate-900">{title}</h2>
      <div className="mt-3">{children}</div>
    </section>
  )
}

export function AnimalDetails({ animal }: { animal: Animal }) {
  const rows: [string, string][] = [
    [t('browse.species'), enumLabel(t, 'species', animal.species)],
    [t('browse.breed'), animal.breed || t('animal.mixedBreed')],
    [t('animal.color'), animal.color || t('animal.notSpecified')],
    [t('browse.size'), enumLabel(t, 'size', animal.size) ?? cap(animal.size)],
    [
      t('animal.weight'),
      animal.weight !== null && animal.weight !== undefined
        ? t('animal.kg', { weight: animal.weight })
        : t('animal.notSpecified'),
    ],
    [t('browse.gender'), animal.gender ? enumLabel(t, 'gender', animal.gender) : ''],
    [t('browse.age'), formatAge(t, animal.age)],
    [t('animal.location'), animal.location || displayCity(animal)],
  ]
  return (
    <>
      <Section title={t('animal.details')}>
        <dl className="grid grid-cols-2 gap-x-4 gap-y-3 sm:grid-cols-4">
          {rows.map(([label, value]) => (
            <div key={label}>
              <dt className="text-sm text-slate-600">{label}</dt>
              <dd className="font-semibold text-slate-900">{value}</dd>
            </div>
          ))}
        </dl>
      </Section>
      <Section title={t('animal.about', { name: animal.name })}>
        <p className="whitespace-pre-line text-lg leading-relaxed text-slate-800">
          {animal.description || t('animal.noDescriptionYet')}
        </p>
      </Section>
      {animal.personality.length > 0 && (
        <Section title={t('animal.personalityTraits')}>
          <ul className="flex flex-wrap gap-2">
            {animal.personality.map((trait) => (
              <li key={trait} className="rounded-full bg-brand-50 px-3 py-1 font-medium text-brand-900">
                {enumLabel(t, 'trait', trait)}
              </li>
            ))}
          </ul>
        </Section>
      )}
      {animal.specialNeeds && (
        <Section title={t('animal.specialCareNotes')}>
          <p className="whitespace-pre-line text-lg text-slate-800">{animal.specialNeeds}</p>
        </Section>
      )}
    </>
  )
}

function HealthCard({ label, ok, text }: { label: string; ok: boolean; text: string }) {
  const Icon = ok ? CircleCheck : CircleAlert
  return (
    <div
      className={`flex items-start gap-3 rounded-xl border p-3 ${ok ? 'border-green-200 bg-green-50' : 'border-amber-200 bg-amber-50'}`}
    >
      <Icon className={`mt-0.5 h-5 w-5 shrink-0 ${ok ? 'text-green-800' : 'text-amber-800'}`} aria-hidden="true" />
      <div>
        <p className="text-sm text-slate-700">{label}</p>
        <p className="font-semibold text-slate-900">{text}</p>
      </div>
    </div>
  )
}

export function HealthInfo({ animal }: { animal: Animal }) {
  const m = animal.medicalHistory ?? {}
  return (
    <Section title={t('animal.healthMedical')}>
      <div className="grid gap-3 sm:grid-cols-2">
        <HealthCard
          label={t('animal.spayedNeutered')}
          ok={animal.spayedNeutered}
          text={animal.spayedNeutered ? t('animal.yes') : t('animal.no')}
        />
        <HealthCard
          label={t('animal.vaccinated')}
          ok={Boolean(m.vaccinated)}
          text={m.vaccinated ? t('animal.upToDate') : t('animal.needsVaccination')}
        />
        <HealthCard
          label={t('animal.microchipped')}
          ok={Boolean(m.microchipped)}
          text={m.microchipped ? t('animal.yes') : t('animal.no')}
        />
        <HealthCard
          label={t('animal.healthChecked')}
          ok={Boolean(m.healthChecked)}
          text={m.healthChecked ? t('animal.recentCheckup') : t('animal.needsCheckup')}
        />
      </div>
      {m.notes && (
        <div className="mt-4">
          <h3 className="font-semibold">{t('animal.medicalHistory')}</h3>
          <p className="mt-1 whitespace-pre-line text-slate-800">{m.notes}</p>
        </div>
      )}
    </Section>
  )
}

export function AdoptionInfo({ animal }: { animal: Animal }) {
  const name = animal.shelter ? `${animal.shelter.firstName} ${animal.shelter.lastName}`.trim() : ''
  const kind = animal.shelter?.role ?? animal.ownerType ?? 'private'
  return (
    <Section title={t('animal.adoptionInformation')}>
      <dl className="grid gap-3">
        <div>
          <dt className="text-sm text-slate-600">{t('animal.listedBy')}</dt>
          <dd className="font-semibold text-slate-900">
            {name || t('animal.owner')}{' '}
            <span className="font-normal text-slate-700">({ownerLabel(kind) ?? cap(kind) ?? t('animal.private')})</span>
          </dd>
        </div>
        {animal.metadata?.rehomingReason && (
          <div>
            <dt className="text-sm text-slate-600">{t('animal.rehomingReason')}</dt>
            <dd className="whitespace-pre-line text-slate-900">{animal.metadata.rehomingReason}</dd>
          </div>
        )}
      </dl>
    </Section>
  )
}
