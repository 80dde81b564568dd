// What the report form says about its draft above the steps (ReportWizard.tsx): the shared
// files it could not take, a report put aside or back, a draft restored (with Start over, asked
// first when photos would go), and the server's refusal of a report being fixed.
import { useState } from 'react'
import { Alert } from '../../../components/ui/Alert.tsx'
import { DialogFooter } from '../../../components/ui/DialogFooter.tsx'
import { Modal } from '../../../components/ui/Modal.tsx'
import { t } from '../../../i18n/index.ts'

export function DraftNotices({
  refused,
  earlier,
  restored,
  fixing,
  photoCount,
  onStartOver,
}: {
  refused: string[]
  earlier: 'aside' | 'back' | null
  restored: boolean
  fixing: string | null
  photoCount: number
  /** Starts over (the draft and its photos go). */
  onStartOver(): void
}) {
  // Starting over deletes the report's photos (shared ones too): asked first when there are any.
  const [confirmStartOver, setConfirmStartOver] = useState(false)
  const startOver = () => (photoCount > 0 ? setConfirmStartOver(true) : onStartOver())
  const reset = () => {
    setConfirmStartOver(false)
    onStartOver()
  }
  return (
    <>
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
          {earlier === 'back' ? t('bystander.earlierReportBack') : t('rescueText.draftRestored')}{' '}
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
        <p className="text-slate-700">{t('wizard.startOverPhotos', { count: photoCount })}</p>
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
    </>
  )
}
