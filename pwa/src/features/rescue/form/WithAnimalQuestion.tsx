// A report opened from a shared photo: WhatsApp strips a photo's location, and the person may
// be far from the animal. "Are you with the animal now?": yes, the phone's position is the
// animal's (taken on the next step, as for any report); no, the next step asks where it was
// seen (a locality or pincode typed, no GPS).
import { MapPin, MapPinOff } from 'lucide-react'
import { t } from '../../../i18n/index.ts'

export function WithAnimalQuestion({ onAnswer }: { onAnswer: (withAnimal: boolean) => void }) {
  return (
    <fieldset className="grid gap-3 rounded-xl border-2 border-brand-300 bg-brand-50 p-4">
      <legend className="px-1 text-lg font-bold">{t('bystander.withAnimalNow')}</legend>
      <div className="grid gap-2 sm:grid-cols-2">
        <button type="button" className="btn-primary" onClick={() => onAnswer(true)}>
          <MapPin className="h-5 w-5" aria-hidden="true" /> {t('bystander.withAnimalYes')}
        </button>
        <button type="button" className="btn-secondary" onClick={() => onAnswer(false)}>
          <MapPinOff className="h-5 w-5" aria-hidden="true" /> {t('bystander.withAnimalNo')}
        </button>
      </div>
    </fieldset>
  )
}
