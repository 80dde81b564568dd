// The wizard's step chips: four equal columns, the number in a circle and a short label
// under it, so they stay even on a 360 px screen instead of wrapping unevenly.
import { stepName, WIZARD_STEPS, type WizardStep } from './form-values.ts'
import { t } from '../../../i18n/index.ts'

export function WizardChips({ step }: { step: WizardStep }) {
  return (
    <ol className="mt-6 grid grid-cols-4 gap-1" aria-label={t('wizard.steps')}>
      {WIZARD_STEPS.map((label, i) => {
        const n = i + 1
        const tone =
          step === n
            ? 'bg-brand-700 text-white'
            : step > n
              ? 'bg-brand-100 text-brand-900'
              : 'bg-slate-200 text-slate-700'
        return (
          <li
            key={label}
            aria-current={step === n ? 'step' : undefined}
            className="grid min-w-0 justify-items-center gap-1 text-center"
          >
            <span className={`grid h-8 w-8 place-items-center rounded-full text-sm font-bold ${tone}`}>{n}</span>
            <span className="w-full truncate text-xs font-semibold text-slate-800 sm:text-sm">{stepName(n)}</span>
          </li>
        )
      })}
    </ol>
  )
}
