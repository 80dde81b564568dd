// The wizard's draft (DESIGN section 6): values, photos and step, saved on every change and
// restored when the form opens again (the draft first, else the outbox entry being fixed).
// The values themselves live in the form (useForm); `restore` hands the restored ones to it and
// `save` is its onChange. `latest` holds the newest state so several changes in one event build
// on each other.
import { useEffect, useRef, useState } from 'react'
import { createDraftSaver, type DraftSaver, loadDraft, outboxEntry, type StoredPhoto } from '../../../offline/index.ts'
import { afterPageSettled } from '../../../lib/page-settled.ts'
import {
  EMPTY_REPORT,
  type RescueFormValues,
  valuesFromDraft,
  valuesFromReport,
  type WizardStep,
} from './form-values.ts'

type State = { values: RescueFormValues; photos: StoredPhoto[]; step: WizardStep }

export function useReportDraft(key: string, entryId: string | undefined, restore: (values: RescueFormValues) => void) {
  const saver = useRef<DraftSaver | null>(null)
  const restoreRef = useRef(restore)
  restoreRef.current = restore
  const [loaded, setLoaded] = useState(false)
  const [restored, setRestored] = useState(false)
  const [photos, setPhotos] = useState<StoredPhoto[]>([])
  const [step, setStep] = useState<WizardStep>(1)
  const [fixing, setFixing] = useState<string | null>(null)
  const latest = useRef<State>({ values: EMPTY_REPORT, photos: [], step: 1 })

  // The photo compressor, loaded as soon as the page has what it needs, so it is at hand even if
  // the signal goes before photos are picked.
  useEffect(() => afterPageSettled(() => void import('../../../lib/compress-images.ts').catch(() => undefined)), [])

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
      restoreRef.current(latest.current.values)
      setPhotos(latest.current.photos)
      setStep(latest.current.step)
      if (entry?.error) setFixing(entry.error)
      setLoaded(true)
    })()
    return () => {
      live = false
    }
  }, [key, entryId])

  /** Keeps a change (values from the form, photos or step) and saves the draft. */
  function save(next: Partial<State>) {
    const state = { ...latest.current, ...next }
    latest.current = state
    if (next.photos) setPhotos(state.photos)
    if (next.step) setStep(state.step)
    saver.current?.save({ step: state.step, values: { ...state.values }, photos: state.photos })
  }

  /** Starts over: the draft goes and the form gets empty values. */
  function reset() {
    void saver.current?.discard().then(() => {
      saver.current = createDraftSaver(key)
    })
    latest.current = { values: EMPTY_REPORT, photos: [], step: 1 }
    restoreRef.current(EMPTY_REPORT)
    setPhotos([])
    setStep(1)
    setRestored(false)
  }

  /** The report is safely in the outbox (or followed a case): the draft goes. */
  const discard = () => saver.current?.discard() ?? Promise.resolve()

  return { loaded, restored, photos, step, fixing, save, reset, discard }
}
