// The report form's buttons under each step (ReportWizard.tsx): Back, Next (enabled once the
// step's fields pass; the missing ones are named at #step-missing) and, on step 4 or the
// one-screen report from a shared photo, Submit.
import { ArrowLeft, ArrowRight, Send } from 'lucide-react'
import { t } from '../../../i18n/index.ts'
import type { WizardStep } from './form-values.ts'

export function WizardNav({
  step,
  quick,
  missing,
  busy,
  submitting,
  go,
}: {
  step: WizardStep
  /** The whole report on one screen (QuickShareReport): "Add more details" instead of Back. */
  quick: boolean
  /** The step still misses something. */
  missing: boolean
  /** Not editing (checking, sending, an offer or a sheet open): Submit waits. */
  busy: boolean
  submitting: boolean
  go(step: WizardStep): void
}) {
  return (
    <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
      {quick ? (
        <button type="button" className="btn-secondary" onClick={() => go(2)}>
          {t('bystander.addMoreDetails')} <ArrowRight className="h-5 w-5" aria-hidden="true" />
        </button>
      ) : step > 1 ? (
        <button type="button" className="btn-secondary" onClick={() => go((step - 1) as WizardStep)}>
          <ArrowLeft className="h-5 w-5" aria-hidden="true" /> {t('wizard.back')}
        </button>
      ) : (
        <span />
      )}
      {/* Distinct keys: the Next that leads to step 4 must not become the submit button under the finger. */}
      {step < 4 && !quick ? (
        <button
          key="next"
          type="button"
          className="btn-primary"
          disabled={missing}
          aria-describedby={missing ? 'step-missing' : undefined}
          onClick={() => go((step + 1) as WizardStep)}
        >
          {t('wizard.next')} <ArrowRight className="h-5 w-5" aria-hidden="true" />
        </button>
      ) : (
        <button
          key="submit"
          type="submit"
          className="btn-danger"
          disabled={busy || (quick && missing)}
          aria-describedby={quick && missing ? 'step-missing' : undefined}
        >
          <Send className="h-5 w-5" aria-hidden="true" />{' '}
          {submitting ? t('wizard.submitting') : t('wizard.submitRescueRequest')}
        </button>
      )}
    </div>
  )
}
