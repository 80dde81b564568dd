// The wizard's draft (docs/rules.md#offline-reports): values, photos and step, saved on every
// change and restored when the form opens again (the draft first, else the outbox entry being
// fixed).
// The values themselves live in the form (useForm); `restore` hands the restored ones to it and
// `save` is its onChange. `latest` holds the newest state so several changes in one event build
// on each other. A report begun signed out is kept under the visitor's key; the first account
// that opens the form on this phone with no draft of its own takes it over (`adopt`).
// `reportId` is the outbox id the report will have, fixed with the draft (drafts.ts).
// Photos shared to the app open a NEW report (checked and compressed as picked ones are,
// shared-photos.ts): a report already begun is kept aside, not added to, and comes back when
// the new one is filed or started over (docs/rules.md#offline-reports).
import { useEffect, useRef, useState } from 'react'
import { call, createDraftSaver, type DraftSaver, type StoredPhoto } from '../../../offline/index.ts'
import { MAX_IMAGES } from '@paws/contracts'
import { takeSharedPhotos } from './shared-photos.ts'
import { afterPageSettled } from '../../../lib/page-settled.ts'
import {
  EMPTY_REPORT,
  type RescueFormValues,
  valuesFromDraft,
  valuesFromReport,
  type WizardStep,
} from './form-values.ts'
import { outboxErrorText } from '../../../lib/outbox-errors.ts'

type State = { values: RescueFormValues; photos: StoredPhoto[]; step: WizardStep; reportId: string }

const newId = () => crypto.randomUUID()

export function useReportDraft(
  key: string,
  entryId: string | undefined,
  restore: (values: RescueFormValues) => void,
  adopt?: string,
  /** Photos shared to the app (the share target) to attach to the draft. */
  shared?: string,
) {
  const saver = useRef<DraftSaver | null>(null)
  const restoreRef = useRef(restore)
  restoreRef.current = restore
  const [loaded, setLoaded] = useState(false)
  const [restored, setRestored] = useState(false)
  const [photos, setPhotos] = useState<StoredPhoto[]>([])
  const [step, setStep] = useState<WizardStep>(1)
  const [fixing, setFixing] = useState<string | null>(null)
  /** The shared photos left out, one message each. */
  const [refused, setRefused] = useState<string[]>([])
  /** A report begun before is waiting aside ('aside') or has just come back ('back'). */
  const [earlier, setEarlier] = useState<'aside' | 'back' | null>(null)
  const latest = useRef<State>({ values: EMPTY_REPORT, photos: [], step: 1, reportId: newId() })

  // The photo compressor, loaded as soon as the page has what it needs, so it is at hand even if
  // the signal goes before photos are picked.
  useEffect(() => afterPageSettled(() => void import('../../../lib/compress-images.ts').catch(() => undefined)), [])

  // Restore: the draft first, else the outbox entry being fixed; with photos shared to the app,
  // a new report with them (the draft begun is put aside); with no draft, one kept aside comes back.
  useEffect(() => {
    let live = true
    saver.current = createDraftSaver(key)
    void (async () => {
      const arrived = shared ? await call('sharedPhotos', shared).catch(() => []) : []
      const own = await call('loadDraft', key).catch(() => undefined)
      const adopted = !own && adopt && adopt !== key ? await call('loadDraft', adopt).catch(() => undefined) : undefined
      const begun = own ?? adopted
      const back =
        !begun && arrived.length === 0 && !entryId ? await call('takeDraftBack', key).catch(() => undefined) : undefined
      const draft = arrived.length > 0 ? undefined : (begun ?? back)
      const entry = entryId ? await call('outboxEntry', entryId) : undefined
      if (!live) return
      if (draft) {
        const restoredStep = Math.min(4, Math.max(1, draft.step)) as WizardStep
        latest.current = {
          values: valuesFromDraft(draft.values),
          photos: draft.photos,
          step: restoredStep,
          reportId: draft.reportId ?? newId(),
        }
        setRestored(!entryId && !back)
        if (back) setEarlier('back')
      } else if (entry) {
        latest.current = { values: valuesFromReport(entry.report), photos: entry.photos, step: 1, reportId: entry.id }
      }
      if (arrived.length > 0) {
        const taken = await takeSharedPhotos(arrived)
        if (!live) return
        latest.current = { values: EMPTY_REPORT, photos: taken.kept.slice(0, MAX_IMAGES), step: 1, reportId: newId() }
        setRefused(taken.refused)
        if (begun) {
          await call('putDraftAside', key, begun).catch(() => undefined)
          if (!live) return
          setEarlier('aside')
        }
      }
      if (adopted || back || arrived.length > 0) {
        // Kept under this account's key first, then the visitor's copy goes.
        const { values, photos, step, reportId } = latest.current
        saver.current?.save({ reportId, step, values: { ...values }, photos })
        await saver.current?.flush()
        if (adopted && adopt && arrived.length === 0) await call('deleteDraft', adopt).catch(() => undefined)
        // In the draft now: the shared copy goes (a reload does not attach them again).
        if (shared) await call('forgetShare', shared).catch(() => undefined)
        if (!live) return
      }
      restoreRef.current(latest.current.values)
      setPhotos(latest.current.photos)
      setStep(latest.current.step)
      if (entry?.error) setFixing(outboxErrorText(entry.error))
      setLoaded(true)
    })()
    return () => {
      live = false
    }
  }, [key, entryId, adopt, shared])

  /** Keeps a change (values from the form, photos or step) and saves the draft. */
  function save(next: Partial<State>) {
    const state = { ...latest.current, ...next }
    latest.current = state
    if (next.photos) setPhotos(state.photos)
    if (next.step) setStep(state.step)
    saver.current?.save({
      reportId: state.reportId,
      step: state.step,
      values: { ...state.values },
      photos: state.photos,
    })
  }

  /** Starts over: the draft goes and the form gets empty values, or the report kept aside comes back. */
  function reset() {
    const done = saver.current?.discard() ?? Promise.resolve()
    latest.current = { values: EMPTY_REPORT, photos: [], step: 1, reportId: newId() }
    restoreRef.current(EMPTY_REPORT)
    setPhotos([])
    setStep(1)
    setRestored(false)
    setRefused([])
    setEarlier(null)
    void done.then(async () => {
      saver.current = createDraftSaver(key)
      const back = entryId ? undefined : await call('takeDraftBack', key).catch(() => undefined)
      if (!back) return
      latest.current = {
        values: valuesFromDraft(back.values),
        photos: back.photos,
        step: Math.min(4, Math.max(1, back.step)) as WizardStep,
        reportId: back.reportId ?? newId(),
      }
      restoreRef.current(latest.current.values)
      setPhotos(latest.current.photos)
      setStep(latest.current.step)
      setEarlier('back')
    })
  }

  /** The report is safely in the outbox (or followed a case): the draft goes. */
  const discard = () => saver.current?.discard() ?? Promise.resolve()

  /** The outbox id the report will have. */
  const reportId = () => latest.current.reportId

  return { loaded, restored, photos, step, fixing, refused, earlier, save, reset, discard, reportId }
}
