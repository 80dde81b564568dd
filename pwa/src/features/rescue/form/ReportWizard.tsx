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
// (docs/rules.md#offline-reports).
import { HELPLINE_PHONE, HELPLINE_TEL, rescueStepErrors } from '@paws/contracts'
import type { User } from '@paws/contracts/schemas/users'
import type { NearbyRescue, SamePhotoRescue } from '@paws/contracts/schemas/rescues'
import { useNavigate } from '@tanstack/react-router'
import { ArrowLeft, ArrowRight, Send } from 'lucide-react'
import { useEffect, useRef, useState } from 'react'
import { RescuePhotoPicker } from '../../../components/rescue/RescuePhotoPicker.tsx'
import { Alert } from '../../../components/ui/Alert.tsx'
import { DialogFooter } from '../../../components/ui/DialogFooter.tsx'
import { Modal } from '../../../components/ui/Modal.tsx'
import { describeError } from '../../../http/errors.ts'
import { byField, useForm } from '../../../lib/form/index.ts'
import { LoadingScreen } from '../../../components/ui/LoadingScreen.tsx'
import { offerInstall } from '../../../lib/install-prompt.ts'
import { notify } from '../../../lib/toast.ts'
import { RESCUE_TEXT } from '../../../lib/rescue-texts.ts'
import {
  call,
  draftKey,
  OutboxStorageError,
  type SendOutcome,
  VISITOR_DRAFT_KEY,
  VISITOR_USER_ID,
} from '../../../offline/index.ts'
import { useOnline } from '../../../lib/use-online.ts'
import { AccountSheet } from '../../../components/account/AccountSheet.tsx'
import {
  draftOf,
  EMPTY_REPORT,
  type RescueFormValues,
  reportFromValues,
  stepName,
  type WizardStep,
} from './form-values.ts'
import { NearbyOffer } from './NearbyOffer.tsx'
import { StepAnimal } from './StepAnimal.tsx'
import { StepCondition } from './StepCondition.tsx'
import { StepContact } from './StepContact.tsx'
import { StepLocation } from './StepLocation.tsx'
import { WithAnimalQuestion } from './WithAnimalQuestion.tsx'
import { QuickShareReport } from './QuickShareReport.tsx'
import { OutcomeDialog, SendingOverlay } from './SubmitDialogs.tsx'
import { foregroundSend } from '../../../lib/sent-toasts.ts'
import { claimForReport } from '../../../api/sms.ts'
import { useReportDraft } from './use-report-draft.ts'
import { lookNearby, lookSamePhoto, photoHashes, useSameAnimal } from './use-same-animal.ts'
import { WizardChips } from './WizardChips.tsx'
import { t, tText } from '../../../i18n/index.ts'

type Phase =
  | { kind: 'editing' }
  /** Signed out at Submit; `entryId`: the report already waits in the outbox for the account. */
  | { kind: 'account'; entryId?: string }
  | { kind: 'checking' }
  | { kind: 'offer'; cases: NearbyRescue[]; same: SamePhotoRescue[] }
  | { kind: 'sending'; entryId: string }
  /** `visitor`: filed signed out, it waits on the phone for an account. */
  | { kind: 'done'; entryId: string; outcome: SendOutcome; visitor?: boolean }

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
  const [phase, setPhase] = useState<Phase>({ kind: 'editing' })
  const heading = useRef<HTMLHeadingElement>(null)
  const sameAnimal = useSameAnimal()
  const [followError, setFollowError] = useState<string | null>(null)
  // The offer was shown and the reporter said it is another animal: not asked again.
  const offered = useRef<string | null>(null)
  const [declined, setDeclined] = useState(false)
  // Opened from a shared photo: asked first whether the person is with the animal.
  const [withAnimal, setWithAnimal] = useState<boolean | null>(keys.shared ? null : true)
  // Offered while the wizard is filled, above it (the form stays usable).
  const [early, setEarly] = useState<{ cases: NearbyRescue[]; same: SamePhotoRescue[] } | null>(null)

  // The values and messages live in the shared form hook; the draft keeps them on the phone.
  const form = useForm<RescueFormValues>({
    initial: EMPTY_REPORT,
    onChange: (values) => draft.save({ values }),
    validate: (values) => rescueStepErrors(t, 4, draftOf(values)),
    submit: async (_checked, values) => {
      if (!user) {
        if (navigator.onLine === false) await fileForAccount(values)
        else setPhase({ kind: 'account' })
        return
      }
      await check(values, user.id)
    },
  })
  const draft = useReportDraft(keys.draft, entryId, (values) => form.reset(values), keys.adopt, keys.shared)
  const { loaded, restored, photos, step, fixing, refused, earlier } = draft
  // Starting over deletes the report's photos (shared ones too): asked first when there are any.
  const [confirmStartOver, setConfirmStartOver] = useState(false)
  const { values, set } = form

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
    setConfirmStartOver(false)
    draft.reset()
    setPhase({ kind: 'editing' })
  }
  const startOver = () => (photos.length > 0 ? setConfirmStartOver(true) : reset())

  // Opened from a shared photo and answered: the whole report on one screen (QuickShareReport).
  const quick = keys.shared !== undefined && withAnimal !== null && step === 1
  const stepErrors = quick
    ? ([1, 2, 3] as const).flatMap((s) => rescueStepErrors(t, s, draftOf(values)))
    : rescueStepErrors(t, step, draftOf(values))
  // Field messages appear once a field has something in it, or after a failed submit.
  const shown = {
    ...form.errors,
    ...byField(stepErrors.filter((e) => e.field === 'location.pincode' && values.pincode.trim() !== '')),
  } as Record<string, string>

  /** The open cases nearby and those with the same pictures, the latter not repeated in the former. */
  async function lookBoth(current: RescueFormValues) {
    const [nearby, same] = await Promise.all([lookNearby(current), lookSamePhoto(photos)])
    const sameIds = new Set((same ?? []).map((c) => c.id))
    return { cases: (nearby ?? []).filter((c) => !sameIds.has(c.id)), same: same ?? [] }
  }

  /** Online, the open cases of the same animal first (unless already declined); then the report is filed. */
  async function check(current: RescueFormValues, userId: number) {
    // Shown already (and declined, or passed by): the reporter saw the cases.
    const seen = declined || early !== null
    if (!entryId && !seen) {
      setPhase({ kind: 'checking' })
      const found = await lookBoth(current)
      if (found.cases.length + found.same.length > 0) {
        setPhase({ kind: 'offer', ...found })
        return
      }
    }
    await file(current, seen, userId)
  }

  // As soon as the position and the animal are known (signed in, online), the offer comes,
  // once per position, animal and set of photos.
  const offerKey =
    user && !entryId && !declined && values.lat !== null && values.lng !== null && values.animalType !== ''
      ? `${values.lat.toFixed(4)},${values.lng.toFixed(4)},${values.animalType},${photos.map((p) => p.id).join(',')}`
      : null
  // The lookup of this render (its values and photos): the key names what it reads.
  const lookup = useRef(() => lookBoth(values))
  lookup.current = () => lookBoth(values)
  useEffect(() => {
    if (!offerKey || offerKey === offered.current || phase.kind !== 'editing') return
    let live = true
    offered.current = offerKey
    void lookup.current().then((found) => {
      if (live && found.cases.length + found.same.length > 0) setEarly(found)
    })
    return () => {
      live = false
    }
  }, [offerKey, phase.kind])

  /** Signed in at Submit: the report goes on as any other (NGOs get their own screen). */
  async function signedIn(account: User) {
    if (account.role === 'ngo') return
    const waiting = phase.kind === 'account' ? phase.entryId : undefined
    setPhase({ kind: 'editing' })
    await call('shareSignIn').catch(() => undefined)
    // Filed for the account already: the engine gives it to the account and sends it.
    if (waiting) await send(waiting)
    else await check(values, account.id)
  }

  /**
   * Signed out with no signal: the report waits in the outbox for an account, with the phone's
   * claim code for its SMS; the "Saved on this phone" sheet says so.
   */
  async function fileForAccount(current: RescueFormValues) {
    let id: string
    try {
      id = await call('queueReport', {
        reportId: draft.reportId(),
        userId: VISITOR_USER_ID,
        claim: claimForReport(),
        report: { ...reportFromValues(current, false), ...(await hashesOf()) },
        photos,
      })
      await draft.discard()
    } catch (err) {
      form.setError(err instanceof OutboxStorageError ? t('outbox.error.noSpace') : RESCUE_TEXT.submitFailedText)
      setPhase({ kind: 'editing' })
      return
    }
    setPhase({ kind: 'done', entryId: id, outcome: { kind: 'queued' }, visitor: true })
  }

  // Signed out: the signal lost while the sheet is open files the report for the account; the
  // signal back while it waits asks for the account again.
  const online = useOnline()
  const onSignal = useRef((_online: boolean) => {})
  onSignal.current = (online: boolean) => {
    if (user) return
    if (!online && phase.kind === 'account' && !phase.entryId) void fileForAccount(values)
    if (online && phase.kind === 'done' && phase.visitor) setPhase({ kind: 'account', entryId: phase.entryId })
  }
  useEffect(() => onSignal.current(online), [online])

  /** Each photo's perceptual hash, for the report (none when the phone cannot compute them). */
  async function hashesOf(): Promise<{ photoHashes?: string[] }> {
    const found = await photoHashes(photos).catch(() => [])
    return found.length > 0 ? { photoHashes: found } : {}
  }

  /** Puts the report in the outbox and sends it; `nearbyChecked` when the offer was declined. */
  async function file(current: RescueFormValues, nearbyChecked: boolean, userId: number) {
    let id: string
    try {
      id = await call('queueReport', {
        entryId,
        reportId: entryId ? undefined : draft.reportId(),
        userId,
        report: { ...reportFromValues(current, nearbyChecked), ...(await hashesOf()) },
        photos,
      })
      await draft.discard()
    } catch (err) {
      form.setError(err instanceof OutboxStorageError ? t('outbox.error.noSpace') : RESCUE_TEXT.submitFailedText)
      setPhase({ kind: 'editing' })
      return
    }
    await send(id)
  }

  /** Sends the report in the outbox and shows how that ended. */
  async function send(id: string) {
    setPhase({ kind: 'sending', entryId: id })
    foregroundSend.start(id)
    const outcome = await call('sendAndWatch', id).catch((): SendOutcome => ({ kind: 'queued' }))
    if (outcome.kind !== 'sent') foregroundSend.stop(id)
    setPhase({ kind: 'done', entryId: id, outcome })
    // A report filed (sent or waiting on the phone) is the moment to offer keeping the app.
    if (outcome.kind !== 'attention') offerInstall()
  }

  async function follow(caseId: number) {
    setFollowError(null)
    try {
      await sameAnimal.follow(caseId, values, photos, withAnimal !== false)
    } catch (err) {
      setFollowError(describeError(err, t('wizard.followFailed')))
      return
    }
    await draft.discard()
    notify(t('wizard.nowFollowing', { id: caseId }), 'success')
    void navigate({ to: '/rescue/$id', params: { id: String(caseId) } })
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
  const stepProps = { values, set, errors: shown }
  return (
    <div className="mx-auto max-w-2xl px-4 py-6 sm:py-10">
      {header}
      {refused.length > 0 && (
        <Alert tone="warning" className="mt-4">
          <ul className="grid gap-1">
            {refused.map((message, i) => (
              // A file's name may be one long word: it wraps anywhere rather than widen the page.
              // biome-ignore lint/suspicious/noArrayIndexKey: the list is fixed once the share is taken
              <li key={i} className="min-w-0 wrap-anywhere">
                {message}
              </li>
            ))}
          </ul>
        </Alert>
      )}
      {earlier === 'aside' && (
        <Alert tone="info" className="mt-4">
          {t('bystander.earlierReportAside')}
        </Alert>
      )}
      {(restored || earlier === 'back') && (
        <Alert tone="info" className="mt-4">
          {earlier === 'back' ? t('bystander.earlierReportBack') : RESCUE_TEXT.draftRestored}{' '}
          <button type="button" className="font-semibold underline" onClick={startOver}>
            {t('wizard.startOver')}
          </button>
        </Alert>
      )}
      <Modal
        isOpen={confirmStartOver}
        onClose={() => setConfirmStartOver(false)}
        title={t('wizard.startOverTitle')}
        role="alertdialog"
      >
        <p className="text-slate-700">{t('wizard.startOverPhotos', { count: photos.length })}</p>
        <DialogFooter
          className="mt-5"
          onCancel={() => setConfirmStartOver(false)}
          onConfirm={reset}
          cancel={t('wizard.keepTheReport')}
          submit={t('wizard.startOverDelete')}
          tone="danger"
        />
      </Modal>
      {fixing && (
        <Alert tone="warning" className="mt-4" title={t('wizard.theServerCouldNot')}>
          {fixing}
        </Alert>
      )}
      <WizardChips step={step} />
      {early && phase.kind === 'editing' && (
        <NearbyOffer
          cases={early.cases}
          samePhoto={early.same}
          busy={sameAnimal.busy}
          error={followError}
          onSame={(caseId) => void follow(caseId)}
          onDifferent={() => {
            setDeclined(true)
            setEarly(null)
          }}
        />
      )}
      {phase.kind === 'offer' && (
        <NearbyOffer
          cases={phase.cases}
          samePhoto={phase.same}
          busy={sameAnimal.busy}
          error={followError}
          onSame={(caseId) => void follow(caseId)}
          onDifferent={() => {
            setDeclined(true)
            if (user) void file(values, true, user.id)
          }}
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
            {t('wizard.toContinue', { missing: stepErrors.map((e) => tText(e.message)).join('; ') })}
          </p>
        )}
        {(step === 4 || quick) && <Alert tone="info">{RESCUE_TEXT.longSubmit}</Alert>}
        {form.error && <Alert tone="error">{form.error}</Alert>}
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
              disabled={stepErrors.length > 0}
              aria-describedby={stepErrors.length > 0 ? 'step-missing' : undefined}
              onClick={() => go((step + 1) as WizardStep)}
            >
              {t('wizard.next')} <ArrowRight className="h-5 w-5" aria-hidden="true" />
            </button>
          ) : (
            <button
              key="submit"
              type="submit"
              className="btn-danger"
              disabled={phase.kind !== 'editing' || (quick && stepErrors.length > 0)}
              aria-describedby={quick && stepErrors.length > 0 ? 'step-missing' : undefined}
            >
              <Send className="h-5 w-5" aria-hidden="true" />{' '}
              {phase.kind === 'sending' || phase.kind === 'checking'
                ? t('wizard.submitting')
                : t('wizard.submitRescueRequest')}
            </button>
          )}
        </div>
      </form>
      {!user && (
        <AccountSheet
          isOpen={phase.kind === 'account'}
          onClose={() =>
            // A report already waiting for the account stays on the phone; the header's badge and
            // the notice on every page lead back to signing in.
            phase.kind === 'account' && phase.entryId ? void navigate({ to: '/rescue' }) : setPhase({ kind: 'editing' })
          }
          onSignedIn={(account) => void signedIn(account)}
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
