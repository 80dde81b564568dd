// Step 1: animal, urgency and the photos. The camera comes first in the report: a photo is
// what a person next to the animal can give in one tap, and it helps the team most.
import { RESCUE_ANIMAL_TYPE_LABELS, RESCUE_ANIMAL_TYPES, URGENCIES, URGENCY_LABELS } from '@paws/contracts'
import type { ReactNode } from 'react'
import { ChoiceGroup } from './ChoiceGroup.tsx'
import type { StepProps } from './step-props.ts'

const URGENCY_HINTS = {
  critical: 'Life in danger right now',
  high: 'Badly hurt or in a dangerous place',
  medium: 'Hurt or sick, but stable',
  low: 'Needs help soon, not urgent',
} as const

export function StepAnimal({ values, set, photos }: StepProps & { photos: ReactNode }) {
  return (
    <div className="grid gap-6">
      <ChoiceGroup
        legend="Animal type"
        name="animalType"
        options={RESCUE_ANIMAL_TYPES.map((t) => ({ value: t, label: RESCUE_ANIMAL_TYPE_LABELS[t] }))}
        value={values.animalType}
        onChange={(v) => set('animalType', v)}
      />
      <ChoiceGroup
        legend="Urgency"
        name="urgency"
        columns="grid-cols-1 sm:grid-cols-2"
        options={URGENCIES.map((u) => ({ value: u, label: URGENCY_LABELS[u], detail: URGENCY_HINTS[u] }))}
        value={values.urgency}
        onChange={(v) => set('urgency', v)}
      />
      {photos}
    </div>
  )
}
