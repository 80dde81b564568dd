import { t } from '../../i18n/index.ts'
import { Alert } from './Alert.tsx'

/** The end of a dialog's form: the server's message when saving failed, then Cancel and submit. */
export function FormFooter({
  error,
  busy,
  onCancel,
  cancel = t('ui.cancel'),
  submit = t('ui.saveChanges'),
  submitting = t('ui.saving'),
  danger = false,
}: {
  error: string | null
  busy: boolean
  onCancel: () => void
  cancel?: string
  submit?: string
  submitting?: string
  danger?: boolean
}) {
  return (
    <>
      {error && <Alert tone="error">{error}</Alert>}
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <button type="button" className="btn-secondary" onClick={onCancel} disabled={busy}>
          {cancel}
        </button>
        <button type="submit" className={danger ? 'btn-danger' : 'btn-primary'} disabled={busy}>
          {busy ? submitting : submit}
        </button>
      </div>
    </>
  )
}
