// Delete Account: says what happens, asks for the password, closes the account on the server,
// then forgets the session on this device and says goodbye on the home page.
import { useQueryClient } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { validateAccountDeletion } from '@paws/contracts'
import { useState } from 'react'
import { api } from '../../http/client.ts'
import { isApiError } from '../../http/errors.ts'
import { useDeleteAccount } from '../../api/profile.ts'
import { DialogFooter } from '../../components/ui/DialogFooter.tsx'
import { PasswordField } from '../../components/ui/fields.tsx'
import { Modal } from '../../components/ui/Modal.tsx'
import { useForm } from '../../lib/form/index.ts'
import { createPushDevice } from '../../lib/push.ts'
import { useSession } from '../../session/SessionProvider.tsx'
import { t } from '../../i18n/index.ts'

export function DeleteAccountDialog({ isOpen, onClose }: { isOpen: boolean; onClose: () => void }) {
  const remove = useDeleteAccount()
  const { session } = useSession()
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const [leaving, setLeaving] = useState(false)
  const busy = remove.isPending || leaving
  const form = useForm({
    initial: { password: '' },
    validate: validateAccountDeletion,
    submit: async ({ password }) => {
      await remove.mutateAsync(password)
      setLeaving(true)
      // The server has dropped this device's push subscription; the browser's copy goes too.
      await createPushDevice(api)
        .unsubscribe({ tellServer: false })
        .catch(() => undefined)
      await session.logout()
      queryClient.clear()
      await navigate({
        to: '/',
        replace: true,
        state: { flash: t('profileText.goodbye'), flashDetail: t('profileText.goodbyeDetail') },
      })
    },
    // A wrong password (422) goes under the field; anything else above the buttons.
    failure: (err) => {
      const wrong = isApiError(err, 422) ? err.fieldErrors.find((f) => f.field === 'password') : undefined
      return wrong ? { errors: { password: { server: wrong.message } }, message: null } : undefined
    },
    fallback: 'profileText.deleteFailed',
    clearErrorOnChange: false,
  })

  function close() {
    if (busy) return
    form.reset()
    onClose()
  }

  return (
    <Modal isOpen={isOpen} onClose={close} title={t('profile.deleteAccount')} role="alertdialog" dismissable={!busy}>
      <form onSubmit={form.onSubmit} noValidate className="grid gap-4">
        <div className="grid gap-2 text-slate-800">
          <p>{t('profile.thisClosesYourAccount')}</p>
          <ul className="list-disc space-y-1 pl-6">
            <li>{t('profile.youWillNotBe')}</li>
            <li>{t('profile.youAreSignedOut')}</li>
            <li>{t('profile.animalsYouListedAre')}</li>
          </ul>
          <p>{t('profile.rescueReportsAndAdoption')}</p>
        </div>
        <PasswordField
          label={t('profile.yourPassword')}
          {...form.control('password')}
          name="deletePassword"
          autoComplete="current-password"
          required
        />
        <DialogFooter
          error={form.error}
          busy={busy}
          onCancel={close}
          cancel={t('profile.cancel')}
          submit={t('profile.deleteMyAccount')}
          submitting={t('profile.deleting')}
          tone="danger"
        />
      </form>
    </Modal>
  )
}
