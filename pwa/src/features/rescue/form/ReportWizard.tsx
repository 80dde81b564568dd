// The 4-step rescue report (docs/screens.md and docs/rules.md#validation,
// docs/rules.md#offline-reports and docs/rules.md#the-streets-half). Next is enabled only when the
// step's fields pass the contracts' wizard rules; submit only on step 4.
// The fast path: photos on step 1, GPS asked for as step 2 opens, then only a short
// "where exactly". As soon as the position is known (else before an online report is filed),
// open cases of the same animal nearby and open cases with the same pictures are offered
// (NearbyOffer); following one files nothing new. Each photo's perceptual hash goes with the
// report. The draft (values, step and
// compressed photos) is saved on every change and restored when the form opens again; it is
// deleted once the report is safely in the outbox. With `entryId` the form fixes an outbox
// entry the server refused instead. Signed out, the wizard works the same (its draft kept under
// the visitor's key); Submit opens the account sheet, and the report is filed with the account
// signed in there. Signed out with no signal (at Submit, or while the sheet is open), the report
// goes into the outbox for an account (VISITOR_USER_ID) with the phone's claim code, and the
// "Saved on this phone" sheet offers the call and "Send by SMS" as for anyone; when the signal
// returns the account sheet opens again, and the report is sent once signed in
// (docs/rules.md#offline-reports). The phase machine and the sending are use-report-send.ts.
import { HELPLINE_PHONE, HELPLINE_TEL, rescueStepErrors } from '@paws/contracts'
import type { User } from '@paws/contracts/schemas/users'
import { useNavigate } from '@tanstack/react-router'
import { useEffect, useRef, useState } from 'react'
import { AccountSheet } from '../../../components/account/AccountSheet.tsx'
import { RescuePhotoPicker } from '../../../components/rescue/RescuePhotoPicker.tsx'
import { Alert } from '../../../components/ui/Alert.tsx'
import { LoadingScreen } from '../../../components/ui/LoadingScreen.tsx'
import { t } from '../../../i18n/index.ts'
import { byField, type FieldErrors, useForm } from '../../../lib/form/index.ts'
import { draftKey, VISITOR_DRAFT_KEY } from '../../../offline/index.ts'
import { DraftNotices } from './DraftNotices.tsx'
import { draftOf, EMPTY_REPORT, type RescueFormValues, stepName, type WizardStep } from './form-values.ts'
import { NearbyOffer } from './NearbyOffer.tsx'
import { QuickShareReport } from './QuickShareReport.tsx'
import { StepAnimal } from './StepAnimal.tsx'
import { StepCondition } from './StepCondition.tsx'
import { StepContact } from './StepContact.tsx'
import { StepLocation } from './StepLocation.tsx'
import { OutcomeDialog, SendingOverlay } from './SubmitDialogs.tsx'
import { useReportDraft } from './use-report-draft.ts'
import { useReportSend } from './use-report-send.ts'
import { WithAnimalQuestion } from './WithAnimalQuestion.tsx'
import { WizardChips } from './WizardChips.tsx'
import { WizardNav } from './WizardNav.tsx'

export function ReportWizard({
  user,
  entryId,
  sharedId,
}: {
  user: User | null
  entryId?: string
  /** Photos shared to the app (the share target) to attach. */
  sharedId?: string
}) {
  const navigate = useNavigate()
  // Fixed at opening: signing in at Submit must not switch the draft under the form.
  const [keys] = useState(() => ({
    draft: draftKey(user?.id ?? null, entryId),
    adopt: user && !entryId ? VISITOR_DRAFT_KEY : undefined,
    shared: entryId ? undefined : sharedId,
  }))
  const heading = useRef<HTMLHeadingElement>(null)
  // Opened from a shared photo: asked first whether the person is with the animal.
  const [withAnimal, setWithAnimal] = useState<boolean | null>(keys.shared ? null : true)

  // The values and messages live in the shared form hook; the draft keeps them on the phone.
  const form = useForm<RescueFormValues>({
    initial: EMPTY_REPORT,
    onChange: (values) => draft.save({ values }),
    validate: (values) => rescueStepErrors(t, 4, draftOf(values)),
    submit: (_checked, values) => report.submit(values),
  })
  const draft = useReportDraft(keys.draft, entryId, (values) => form.reset(values), keys.adopt, keys.shared)
  const { loaded, restored, photos, step, fixing, refused, earlier } = draft
  const { values, set } = form
  const report = useReportSend({ user, entryId, values, photos, withAnimal, draft, setError: form.setError })
  const { phase, setPhase } = report

  // The shared photos are in the draft: the address no longer names them (a reload or the back
  // button reopens the draft, not the share).
  useEffect(() => {
    if (loaded && keys.shared) void navigate({ to: '/rescue/form', search: {}, replace: true })
  }, [loaded, keys.shared, navigate])

  function go(next: WizardStep) {
    draft.save({ step: next })
    heading.current?.focus()
  }
  function reset() {
    draft.reset()
    setPhase({ kind: 'editing' })
  }

  // Opened from a shared photo and answered: the whole report on one screen (QuickShareReport).
  const quick = keys.shared !== undefined && withAnimal !== null && step === 1
  const stepErrors = quick
    ? ([1, 2, 3] as const).flatMap((s) => rescueStepErrors(t, s, draftOf(values)))
    : rescueStepErrors(t, step, draftOf(values))
  // Field messages appear once a field has something in it, or after a failed submit.
  const shown: FieldErrors = {
    ...form.errors,
    ...byField(stepErrors.filter((e) => e.field === 'location.pincode' && values.pincode.trim() !== '')),
  }

  // The title and the hotline come first, before the draft is read from the phone: in an
  // emergency the number is what matters (and it is the page's largest paint).
  const header = (
    <>
      <h1 className="text-3xl font-bold">{entryId ? t('wizard.fixAndResendReport') : t('wizard.reportARescueCase')}</h1>
      <p className="mt-1 text-slate-700">
        {t('wizard.emergencyCallOur24')}{' '}
        <a href={`tel:${HELPLINE_TEL}`} className="font-semibold text-brand-800 underline">
          {HELPLINE_PHONE}
        </a>
      </p>
      {!user && !entryId && <p className="mt-1 text-slate-700">{t('bystander.noAccountNeeded')}</p>}
    </>
  )
  if (!loaded) {
    return (
      <div className="mx-auto max-w-2xl px-4 py-6 sm:py-10">
        {header}
        <LoadingScreen full={false} text={t('wizard.openingTheReportForm')} />
      </div>
    )
  }

  const outcome = phase.kind === 'done' ? phase.outcome : null
  const submitting = phase.kind === 'sending' || phase.kind === 'checking'
  const stepProps = { values, set, errors: shown }
  return (
    <div className="mx-auto max-w-2xl px-4 py-6 sm:py-10">
      {header}
      <DraftNotices
        refused={refused}
        earlier={earlier}
        restored={restored}
        fixing={fixing}
        photoCount={photos.length}
        onStartOver={reset}
      />
      <WizardChips step={step} />
      {report.early && phase.kind === 'editing' && (
        <NearbyOffer
          cases={report.early.cases}
          samePhoto={report.early.same}
          busy={report.busy}
          error={report.followError}
          onSame={(caseId) => void report.follow(caseId)}
          onDifferent={report.different}
        />
      )}
      {phase.kind === 'offer' && (
        <NearbyOffer
          cases={phase.cases}
          samePhoto={phase.same}
          busy={report.busy}
          error={report.followError}
          onSame={(caseId) => void report.follow(caseId)}
          onDifferent={report.different}
        />
      )}
      <form
        // Enter in a field of steps 1-3 files nothing: only step 4 submits.
        onSubmit={(e) => ((step === 4 || quick) && phase.kind === 'editing' ? form.onSubmit(e) : e.preventDefault())}
        noValidate
        className="card mt-4 grid gap-6 p-5 sm:p-6"
        hidden={phase.kind === 'offer'}
      >
        <h2 ref={heading} tabIndex={-1} className="text-xl font-bold focus:outline-none">
          {t('wizard.stepOf4', { step, value: stepName(step) })}
        </h2>
        {step === 1 && withAnimal === null && <WithAnimalQuestion onAnswer={setWithAnimal} />}
        {quick && (
          <QuickShareReport
            {...stepProps}
            withAnimal={withAnimal !== false}
            photos={
              <RescuePhotoPicker
                photos={photos}
                onChange={(next) => draft.save({ photos: next })}
                locked={(p) => p.uploaded}
              />
            }
          />
        )}
        {step === 1 && !quick && (
          <StepAnimal
            {...stepProps}
            photos={
              <RescuePhotoPicker
                photos={photos}
                onChange={(next) => draft.save({ photos: next })}
                locked={(p) => p.uploaded}
              />
            }
          />
        )}
        {step === 2 && <StepLocation {...stepProps} autoLocate={withAnimal !== false} />}
        {step === 3 && <StepCondition {...stepProps} />}
        {step === 4 && <StepContact {...stepProps} />}
        {stepErrors.length > 0 && (
          <p className="text-slate-700" id="step-missing">
            {t('wizard.toContinue', { missing: stepErrors.map((e) => t(e.message, e.values)).join('; ') })}
          </p>
        )}
        {(step === 4 || quick) && <Alert tone="info">{t('rescueText.longSubmit')}</Alert>}
        {form.error && <Alert tone="error">{form.error}</Alert>}
        <WizardNav
          step={step}
          quick={quick}
          missing={stepErrors.length > 0}
          busy={phase.kind !== 'editing'}
          submitting={submitting}
          go={go}
        />
      </form>
      {!user && (
        <AccountSheet
          isOpen={phase.kind === 'account'}
          onClose={() =>
            // A report already waiting for the account stays on the phone; the header's badge and
            // the notice on every page lead back to signing in.
            phase.kind === 'account' && phase.entryId ? void navigate({ to: '/rescue' }) : setPhase({ kind: 'editing' })
          }
          onSignedIn={(account) => void report.signedIn(account)}
        />
      )}
      {phase.kind === 'sending' && <SendingOverlay entryId={phase.entryId} photoCount={photos.length} />}
      <OutcomeDialog
        outcome={outcome}
        entryId={phase.kind === 'done' ? phase.entryId : null}
        urgency={values.urgency}
        visitor={phase.kind === 'done' && phase.visitor === true}
        onClose={() =>
          phase.kind === 'done' && phase.visitor
            ? void navigate({ to: '/rescue' })
            : void navigate({ to: '/dashboard', search: { tab: 'rescue' } })
        }
        onRetry={() => phase.kind === 'done' && void navigate({ to: '/rescue/form', search: { entry: phase.entryId } })}
        onAnother={() => (entryId ? void navigate({ to: '/rescue/form', search: {} }) : reset())}
      />
    </div>
  )
}
