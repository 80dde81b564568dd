import type { ReactNode } from 'react'
import { t } from '../../i18n/index.ts'
import { Alert } from './Alert.tsx'

/**
 * The end of every dialog: the server's message when the action failed, then Cancel and the
 * primary action (stacked on a phone with the action on top, side by side on the right from
 * `sm`). While busy both are disabled, the action says what it is doing, and Cancel cannot
 * interrupt it. Without `onConfirm` the action submits the dialog's form.
 */
export function DialogFooter({
  busy = false,
  onCancel,
  onConfirm,
  error,
  cancel = t('ui.cancel'),
  submit = t('ui.saveChanges'),
  submitting = t('ui.saving'),
  tone = 'primary',
  disabled = false,
  className = '',
}: {
  busy?: boolean
  onCancel: () => void
  /** The action as a plain button; without it the action is the form's submit button. */
  onConfirm?: () => void
  error?: ReactNode
  cancel?: string
  submit?: string
  submitting?: string
  tone?: 'primary' | 'danger'
  /** The action is not available yet (nothing chosen). */
  disabled?: boolean
  /** Extra classes for the row of buttons (its margin, a sticky bar). */
  className?: string
}) {
  return (
    <>
      {error && <Alert tone="error">{error}</Alert>}
      <div className={`flex flex-col-reverse gap-3 sm:flex-row sm:justify-end ${className}`.trim()}>
        <button type="button" className="btn-secondary" onClick={onCancel} disabled={busy}>
          {cancel}
        </button>
        <button
          type={onConfirm ? 'button' : 'submit'}
          className={tone === 'danger' ? 'btn-danger' : 'btn-primary'}
          onClick={onConfirm}
          disabled={busy || disabled}
        >
          {busy ? submitting : submit}
        </button>
      </div>
    </>
  )
}
