// The 4-step rescue report (spec part 2 sections 2 and 5, DESIGN section 6). Next is enabled
// only when the step's fields pass the contracts' wizard rules; submit only on step 4. The
// draft (values, step and compressed photos) is saved on every change and restored when the
// form opens again; it is deleted once the report is safely in the outbox. With `entryId` the
// form fixes an outbox entry the server refused instead.
import { HELPLINE_PHONE, HELPLINE_TEL, rescueStepErrors } from '@paws/contracts'
import type { User } from '@paws/contracts/schemas/users'
import { useNavigate } from '@tanstack/react-router'
import { ArrowLeft, ArrowRight, Send } from 'lucide-react'
import { useEffect, useRef, useState, type FormEvent } from 'react'
import { RescuePhotoPicker } from '../../../components/rescue/RescuePhotoPicker.tsx'
import { Alert } from '../../../components/ui/Alert.tsx'
import { byField } from '../../../lib/form/index.ts'
import { LoadingScreen } from '../../../components/ui/LoadingScreen.tsx'
import { RESCUE_TEXT } from '../../../lib/rescue-texts.ts'
import {
  createDraftSaver,
  type DraftSaver,
  draftKey,
  loadDraft,
  OutboxStorageError,
  outboxEntry,
  queueReport,
  type SendOutcome,
  sendAndWatch,
  type StoredPhoto,
} from '../../../offline/index.ts'
import {
  draftOf,
  EMPTY_REPORT,
  reportFromValues,
  valuesFromDraft,
  valuesFromReport,
  WIZARD_STEPS,
  type RescueFormValues,
  type WizardStep,
} from './form-values.ts'
import { StepAnimal, StepContact, StepCondition, StepLocation, type SetValue } from './Steps.tsx'
import { OutcomeDialog, SendingOverlay } from './SubmitDialogs.tsx'

type Phase =
  | { kind: 'editing' }
  | { kind: 'sending'; entryId: string }
  | { kind: 'done'; entryId: string; outcome: SendOutcome }

export function ReportWizard({ user, entryId }: { user: User; entryId?: string }) {
  const navigate = useNavigate()
  const key = draftKey(user.id, entryId)
  const saver = useRef<DraftSaver | null>(null)
  const [loaded, setLoaded] = useState(false)
  const [restored, setRestored] = useState(false)
  const [values, setValues] = useState<RescueFormValues>(EMPTY_REPORT)
  const [photos, setPhotos] = useState<StoredPhoto[]>([])
  const [step, setStep] = useState<WizardStep>(1)
  const [phase, setPhase] = useState<Phase>({ kind: 'editing' })
  const [error, setError] = useState<string | null>(null)
  const [fixing, setFixing] = useState<string | null>(null)
  const heading = useRef<HTMLHeadingElement>(null)
  // The latest form state, so several changes in one event build on each other.
  const latest = useRef<{ values: RescueFormValues; photos: StoredPhoto[]; step: WizardStep }>({
    values: EMPTY_REPORT,
    photos: [],
    step: 1,
  })

  // The photo compressor, loaded now so it is at hand even if the signal goes before photos are picked.
  useEffect(() => void import('../../../lib/compress-images.ts').catch(() => undefined), [])

  // Restore: the draft first, else the outbox entry being fixed.
  useEffect(() => {
    let live = true
    saver.current = createDraftSaver(key)
    void (async () => {
      const draft = await loadDraft(key).catch(() => undefined)
      const entry = entryId ? await outboxEntry(entryId) : undefined
      if (!live) return
      if (draft) {
        const restoredStep = Math.min(4, Math.max(1, draft.step)) as WizardStep
        latest.current = { values: valuesFromDraft(draft.values), photos: draft.photos, step: restoredStep }
        setRestored(!entryId)
      } else if (entry) {
        latest.current = { values: valuesFromReport(entry.report), photos: entry.photos, step: 1 }
      }
      setValues(latest.current.values)
      setPhotos(latest.current.photos)
      setStep(latest.current.step)
      if (entry?.error) setFixing(entry.error)
      setLoaded(true)
    })()
    return () => {
      live = false
    }
  }, [key, entryId])

  function commit(next: Partial<{ values: RescueFormValues; photos: StoredPhoto[]; step: WizardStep }>) {
    const state = { ...latest.current, ...next }
    latest.current = state
    if (next.values) setValues(state.values)
    if (next.photos) setPhotos(state.photos)
    if (next.step) setStep(state.step)
    saver.current?.save({ step: state.step, values: { ...state.values }, photos: state.photos })
  }
  const set: SetValue = (field, value) => commit({ values: { ...latest.current.values, [field]: value } })
  function go(next: WizardStep) {
    commit({ step: next })
    heading.current?.focus()
  }
  function reset() {
    void saver.current?.discard().then(() => {
      saver.current = createDraftSaver(key)
    })
    latest.current = { values: EMPTY_REPORT, photos: [], step: 1 }
    setValues(EMPTY_REPORT)
    setPhotos([])
    setStep(1)
    setRestored(false)
    setPhase({ kind: 'editing' })
  }

  const stepErrors = rescueStepErrors(step, draftOf(values))
  // Field messages appear once a field has something in it, or after a failed submit.
  const shown = byField(stepErrors.filter((e) => e.field === 'location.pincode' && values.pincode.trim() !== ''))

  async function submit(e: FormEvent) {
    e.preventDefault()
    if (step !== 4 || phase.kind !== 'editing') return
    setError(null)
    let id: string
    try {
      id = await queueReport({ entryId, userId: user.id, report: reportFromValues(values), photos })
      await saver.current?.discard()
    } catch (err) {
      setError(err instanceof OutboxStorageError ? err.message : RESCUE_TEXT.submitFailedText)
      return
    }
    setPhase({ kind: 'sending', entryId: id })
    const outcome = await sendAndWatch(id).catch((): SendOutcome => ({ kind: 'queued' }))
    setPhase({ kind: 'done', entryId: id, outcome })
  }

  if (!loaded) return <LoadingScreen full={false} text="Opening the report form..." />

  const outcome = phase.kind === 'done' ? phase.outcome : null
  const stepProps = { values, set, errors: shown }
  return (
    <div className="mx-auto max-w-2xl px-4 py-6 sm:py-10">
      <h1 className="text-3xl font-bold">{entryId ? 'Fix and Resend Report' : 'Report a Rescue Case'}</h1>
      <p className="mt-1 text-slate-700">
        Emergency? Call our 24/7 hotline:{' '}
        <a href={`tel:${HELPLINE_TEL}`} className="font-semibold text-brand-800 underline">
          {HELPLINE_PHONE}
        </a>
      </p>
      {restored && (
        <Alert tone="info" className="mt-4">
          {RESCUE_TEXT.draftRestored}{' '}
          <button type="button" className="font-semibold underline" onClick={reset}>
            Start over
          </button>
        </Alert>
      )}
      {fixing && (
        <Alert tone="warning" className="mt-4" title="The server could not accept this report">
          {fixing}
        </Alert>
      )}
      <ol className="mt-6 grid grid-cols-4 gap-2" aria-label="Steps">
        {WIZARD_STEPS.map((label, i) => (
          <li
            key={label}
            aria-current={step === i + 1 ? 'step' : undefined}
            className={`rounded-full px-2 py-1 text-center text-sm font-semibold ${step === i + 1 ? 'bg-brand-700 text-white' : step > i + 1 ? 'bg-brand-100 text-brand-900' : 'bg-slate-200 text-slate-700'}`}
          >
            {i + 1}. {label}
          </li>
        ))}
      </ol>
      <form onSubmit={submit} noValidate className="card mt-4 grid gap-6 p-5 sm:p-6">
        <h2 ref={heading} tabIndex={-1} className="text-xl font-bold focus:outline-none">
          Step {step} of 4: {WIZARD_STEPS[step - 1]}
        </h2>
        {step === 1 && <StepAnimal {...stepProps} />}
        {step === 2 && <StepLocation {...stepProps} />}
        {step === 3 && (
          <StepCondition
            {...stepProps}
            photos={
              <RescuePhotoPicker
                photos={photos}
                onChange={(next) => commit({ photos: next })}
                locked={(p) => p.uploaded}
              />
            }
          />
        )}
        {step === 4 && <StepContact {...stepProps} />}
        {stepErrors.length > 0 && (
          <p className="text-slate-700" id="step-missing">
            To continue: {stepErrors.map((e) => e.message).join('; ')}.
          </p>
        )}
        {step === 4 && <Alert tone="info">{RESCUE_TEXT.longSubmit}</Alert>}
        {error && <Alert tone="error">{error}</Alert>}
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
          {step > 1 ? (
            <button type="button" className="btn-secondary" onClick={() => go((step - 1) as WizardStep)}>
              <ArrowLeft className="h-5 w-5" aria-hidden="true" /> Back
            </button>
          ) : (
            <span />
          )}
          {/* Distinct keys: the Next that leads to step 4 must not become the submit button under the finger. */}
          {step < 4 ? (
            <button
              key="next"
              type="button"
              className="btn-primary"
              disabled={stepErrors.length > 0}
              aria-describedby={stepErrors.length > 0 ? 'step-missing' : undefined}
              onClick={() => go((step + 1) as WizardStep)}
            >
              Next <ArrowRight className="h-5 w-5" aria-hidden="true" />
            </button>
          ) : (
            <button key="submit" type="submit" className="btn-danger" disabled={phase.kind !== 'editing'}>
              <Send className="h-5 w-5" aria-hidden="true" />{' '}
              {phase.kind === 'sending' ? 'Submitting...' : 'Submit Rescue Request'}
            </button>
          )}
        </div>
      </form>
      {phase.kind === 'sending' && <SendingOverlay entryId={phase.entryId} photoCount={photos.length} />}
      <OutcomeDialog
        outcome={outcome}
        onClose={() => void navigate({ to: '/dashboard', search: { tab: 'rescue' } })}
        onRetry={() => phase.kind === 'done' && void navigate({ to: '/rescue/form', search: { entry: phase.entryId } })}
        onAnother={() => (entryId ? void navigate({ to: '/rescue/form', search: {} }) : reset())}
      />
    </div>
  )
}
