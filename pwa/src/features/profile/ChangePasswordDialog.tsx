// Change Password: the current password, a new one checked live against the shared rules,
// and its confirmation. Other devices are signed out; this one keeps a fresh session.
import { validatePasswordChange } from '@paws/contracts'
import { useChangePassword } from '../../api/profile.ts'
import { DialogFooter } from '../../components/ui/DialogFooter.tsx'
import { PasswordField } from '../../components/ui/fields.tsx'
import { Modal } from '../../components/ui/Modal.tsx'
import { useForm } from '../../lib/form/index.ts'
import { notify } from '../../lib/toast.ts'
import { t } from '../../i18n/index.ts'

const EMPTY = { currentPassword: '', newPassword: '', confirmPassword: '' }

export function ChangePasswordDialog({ isOpen, onClose }: { isOpen: boolean; onClose: () => void }) {
  const change = useChangePassword()
  const form = useForm({
    initial: EMPTY,
    validate: (values) => validatePasswordChange(t, values),
    submit: async ({ currentPassword, newPassword }) => {
      const result = await change.mutateAsync({ currentPassword, newPassword })
      notify(result.message || t('profileText.passwordChanged'), 'success')
      change.reset()
      form.reset()
      onClose()
    },
    fallback: 'profileText.passwordFailed',
    serverFields: ['currentPassword', 'newPassword'],
    clearErrorOnChange: false,
  })

  function close() {
    if (change.isPending) return
    form.reset()
    onClose()
  }

  return (
    <Modal isOpen={isOpen} onClose={close} title={t('profile.changePassword')} dismissable={!change.isPending}>
      <form onSubmit={form.onSubmit} noValidate className="grid gap-4">
        <PasswordField
          label={t('profile.currentPassword')}
          {...form.control('currentPassword')}
          autoComplete="current-password"
          required
        />
        <PasswordField
          label={t('profile.newPassword')}
          {...form.control('newPassword')}
          autoComplete="new-password"
          checklist
          required
        />
        <PasswordField
          label={t('profile.confirmNewPassword')}
          {...form.control('confirmPassword')}
          autoComplete="new-password"
          required
        />
        <p className="text-sm text-slate-600">{t('profile.youWillStaySigned')}</p>
        <DialogFooter
          error={form.error}
          busy={change.isPending}
          onCancel={close}
          cancel={t('profile.cancel')}
          submit={t('profile.changePassword')}
          submitting={t('profile.changing')}
        />
      </form>
    </Modal>
  )
}
