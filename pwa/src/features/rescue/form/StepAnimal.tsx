// Step 1: animal, urgency and the photos. The camera comes first in the report: a photo is
// what a person next to the animal can give in one tap, and it helps the team most.
import { RESCUE_ANIMAL_TYPES, URGENCIES, enumLabel } from '@paws/contracts'
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
    </div>
  )
}
