// Step 1: animal, urgency and the photos. The camera comes first in the report: a photo is
// what a person next to the animal can give in one tap, and it helps the team most. A pet that is
// lost but well is pointed to a found post (docs/rules.md#lost-and-found).
import { RESCUE_ANIMAL_TYPES, URGENCIES, enumLabel } from '@paws/contracts'
import { Link } from '@tanstack/react-router'
import { PawPrint } from 'lucide-react'
import type { ReactNode } from 'react'
import { ChoiceGroup } from './ChoiceGroup.tsx'
import type { StepProps } from './step-props.ts'
import { t } from '../../../i18n/index.ts'

export function StepAnimal({ values, set, photos }: StepProps & { photos: ReactNode }) {
  return (
    <div className="grid gap-6">
      <ChoiceGroup
        legend={t('wizard.animalType')}
        name="animalType"
        options={RESCUE_ANIMAL_TYPES.map((type) => ({ value: type, label: enumLabel(t, 'rescueAnimal', type) }))}
        value={values.animalType}
        onChange={(v) => set('animalType', v)}
      />
      <ChoiceGroup
        legend={t('wizard.urgency')}
        name="urgency"
        columns="grid-cols-1 sm:grid-cols-2"
        options={URGENCIES.map((u) => ({
          value: u,
          label: enumLabel(t, 'urgency', u),
          detail: t(`wizard.urgencyHint.${u}`),
        }))}
        value={values.urgency}
        onChange={(v) => set('urgency', v)}
      />
      {photos}
      {/* A healthy pet that got lost needs its people, not a rescue team: a found post finds them. */}
      <p className="flex items-start gap-2 rounded-xl bg-slate-100 p-3 text-slate-800">
        <PawPrint className="mt-1 h-5 w-5 shrink-0" aria-hidden="true" />
        <span>
          {t('wizard.isThisALostPet')}{' '}
          <Link to="/lost-found/new" search={{ kind: 'found' }} className="font-semibold text-brand-800 underline">
            {t('wizard.postItAsFound')}
          </Link>
        </span>
      </p>
    </div>
  )
}
