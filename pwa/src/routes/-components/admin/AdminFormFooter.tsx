import { Alert } from '../../../components/ui/Alert.tsx'

/** The end of an admin dialog's form: the server's message when saving failed, then Cancel and submit. */
export function AdminFormFooter({
  error,
  busy,
  onCancel,
  submit = 'Save Changes',
  submitting = 'Saving...',
  danger = false,
}: {
  error: string | null
  busy: boolean
  onCancel: () => void
  submit?: string
  submitting?: string
  danger?: boolean
}) {
  return (
    <>
      {error && <Alert tone="error">{error}</Alert>}
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <button type="button" className="btn-secondary" onClick={onCancel} disabled={busy}>
          Cancel
        </button>
        <button type="submit" className={danger ? 'btn-danger' : 'btn-primary'} disabled={busy}>
          {busy ? submitting : submit}
        </button>
      </div>
    </>
  )
}
