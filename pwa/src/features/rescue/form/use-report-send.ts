// The report wizard's phase machine and sending (ReportWizard.tsx draws it): editing ->
// (signed out: account) -> checking -> offer -> sending -> done. Online, the open cases of the
// same animal nearby and those with the same pictures are offered first, as soon as the position
// and the animal are known and again at Submit unless seen (docs/rules.md#the-streets-half);
// following one files nothing new. A report is put in the outbox and sent from there; signed out
// with no signal it waits in the outbox for an account with the phone's claim code
// (docs/rules.md#offline-reports), and the signal back asks for the account again.
import type { NearbyRescue, SamePhotoRescue } from '@paws/contracts/schemas/rescues'
import type { User } from '@paws/contracts/schemas/users'
import { useNavigate } from '@tanstack/react-router'
import { useEffect, useRef, useState } from 'react'
import { claimForReport } from '../../../api/sms.ts'
import { describeError } from '../../../http/errors.ts'
import { t } from '../../../i18n/index.ts'
import { offerInstall } from '../../../lib/install-prompt.ts'
import { foregroundSend } from '../../../lib/sent-toasts.ts'
import { notify } from '../../../lib/toast.ts'
import { useOnline } from '../../../lib/use-online.ts'
import {
  call,
  OutboxStorageError,
  type SendOutcome,
  type StoredPhoto,
  VISITOR_USER_ID,
} from '../../../offline/index.ts'
import { type RescueFormValues, reportFromValues } from './form-values.ts'
import { lookNearby, lookSamePhoto, photoHashes, useSameAnimal } from './use-same-animal.ts'
import type { FieldMessage } from '../../../lib/form/index.ts'

export type Phase =
  | { kind: 'editing' }
  /** Signed out at Submit; `entryId`: the report already waits in the outbox for the account. */
  | { kind: 'account'; entryId?: string }
  | { kind: 'checking' }
  | { kind: 'offer'; cases: NearbyRescue[]; same: SamePhotoRescue[] }
  | { kind: 'sending'; entryId: string }
  /** `visitor`: filed signed out, it waits on the phone for an account. */
  | { kind: 'done'; entryId: string; outcome: SendOutcome; visitor?: boolean }

type Found = { cases: NearbyRescue[]; same: SamePhotoRescue[] }

export function useReportSend({
  user,
  entryId,
  values,
  photos,
  withAnimal,
  draft,
  setError,
}: {
  user: User | null
  /** Fixing an outbox entry the server refused. */
  entryId?: string
  values: RescueFormValues
  photos: StoredPhoto[]
  withAnimal: boolean | null
  draft: { reportId(): string; discard(): Promise<void> }
  setError(message: FieldMessage): void
}) {
  const navigate = useNavigate()
  const [phase, setPhase] = useState<Phase>({ kind: 'editing' })
  const sameAnimal = useSameAnimal()
  const [followError, setFollowError] = useState<string | null>(null)
  // The offer was shown and the reporter said it is another animal: not asked again.
  const offered = useRef<string | null>(null)
  const [declined, setDeclined] = useState(false)
  // Offered while the wizard is filled, above it (the form stays usable).
  const [early, setEarly] = useState<Found | null>(null)

  /** The open cases nearby and those with the same pictures, the latter not repeated in the former. */
  async function lookBoth(current: RescueFormValues): Promise<Found> {
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

  /** Each photo's perceptual hash, for the report (none when the phone cannot compute them). */
  async function hashesOf(): Promise<{ photoHashes?: string[] }> {
    const found = await photoHashes(photos).catch(() => [])
    return found.length > 0 ? { photoHashes: found } : {}
  }

  /** Puts the report in the outbox; false (with the form's message) when the phone could not keep it. */
  async function queue(input: Omit<Parameters<typeof call<'queueReport'>>[1], 'photos'>): Promise<string | null> {
    try {
      const id = await call('queueReport', { ...input, photos })
      await draft.discard()
      return id
    } catch (err) {
      setError({ id: err instanceof OutboxStorageError ? err.key : 'rescueText.submitFailedText' })
      setPhase({ kind: 'editing' })
      return null
    }
  }

  /**
   * Signed out with no signal: the report waits in the outbox for an account, with the phone's
   * claim code for its SMS; the "Saved on this phone" sheet says so.
   */
  async function fileForAccount(current: RescueFormValues) {
    const id = await queue({
      reportId: draft.reportId(),
      userId: VISITOR_USER_ID,
      claim: claimForReport(),
      report: { ...reportFromValues(current, false), ...(await hashesOf()) },
    })
    if (id !== null) setPhase({ kind: 'done', entryId: id, outcome: { kind: 'queued' }, visitor: true })
  }

  /** Puts the report in the outbox and sends it; `nearbyChecked` when the offer was declined. */
  async function file(current: RescueFormValues, nearbyChecked: boolean, userId: number) {
    const id = await queue({
      entryId,
      reportId: entryId ? undefined : draft.reportId(),
      userId,
      report: { ...reportFromValues(current, nearbyChecked), ...(await hashesOf()) },
    })
    if (id !== null) await send(id)
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

  return {
    phase,
    setPhase,
    early,
    followError,
    busy: sameAnimal.busy,

    /** Submit with every step valid: signed out, the account sheet (or, with no signal, the outbox). */
    async submit(current: RescueFormValues) {
      if (!user) {
        if (navigator.onLine === false) await fileForAccount(current)
        else setPhase({ kind: 'account' })
        return
      }
      await check(current, user.id)
    },

    /** Signed in at Submit: the report goes on as any other (NGOs get their own screen). */
    async signedIn(account: User) {
      if (account.role === 'ngo') return
      const waiting = phase.kind === 'account' ? phase.entryId : undefined
      setPhase({ kind: 'editing' })
      await call('shareSignIn').catch(() => undefined)
      // Filed for the account already: the engine gives it to the account and sends it.
      if (waiting) await send(waiting)
      else await check(values, account.id)
    },

    /** The offered case is this animal: the reporter follows it and nothing new is filed. */
    async follow(caseId: number) {
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
    },

    /** Another animal: not offered again; at Submit's offer the report is filed at once. */
    different() {
      setDeclined(true)
      setEarly(null)
      if (phase.kind === 'offer' && user) void file(values, true, user.id)
    },
  }
}
