import { Link } from '@tanstack/react-router'
import { KeyRound, UserX } from 'lucide-react'
import { useId, useState } from 'react'
import { useSession } from '../../session/SessionProvider.tsx'
import { LanguageSelect } from '../../components/layout/LanguageSelect.tsx'
import { AlertsSection } from '../../components/alerts/AlertsSection.tsx'
import { AvatarCard } from './AvatarCard.tsx'
import { ChangePasswordDialog } from './ChangePasswordDialog.tsx'
import { DeleteAccountDialog } from './DeleteAccountDialog.tsx'
import { NgoPositionSection } from './NgoPositionSection.tsx'
import { ProfileForm } from './ProfileForm.tsx'
import { t } from '../../i18n/index.ts'

export function ProfilePage() {
  const { user } = useSession()
  if (!user) {
    // The route guard sends visitors to /login; this shows only while the session ends here.
    return (
      <div className="page-narrow text-center">
        <h1 className="text-3xl font-bold">{t('profileText.title')}</h1>
        <p className="mt-3 text-lg text-slate-700">{t('profileText.loggedOut')}</p>
        <Link to="/login" search={{ redirect: '/profile' }} className="btn-primary mt-6">
          {t('profile.logIn')}
        </Link>
      </div>
    )
  }
  return (
    <div className="mx-auto grid w-full max-w-3xl gap-6 px-4 py-6 sm:px-6 sm:py-10">
      <div>
        <h1 className="text-3xl font-bold">{t('profileText.title')}</h1>
        <p className="mt-1 text-lg text-slate-700">{t('profile.yourPhotoContactDetails')}</p>
      </div>
      <AvatarCard user={user} />
      {/* Keyed by user so a different account never sees the previous one's values. */}
      <ProfileForm key={user.id} user={user} />
      {user.role === 'ngo' && <NgoPositionSection />}
      {user.role !== 'admin' && <AlertsSection userId={user.id} />}
      <AccountSettings />
    </div>
  )
}

function AccountSettings() {
  const titleId = useId()
  const [dialog, setDialog] = useState<'password' | 'delete' | null>(null)
  return (
    <section aria-labelledby={titleId} className="card p-5 sm:p-6">
      <h2 id={titleId} className="text-xl font-bold">
        {t('profile.accountSettings')}
      </h2>
      <div className="mt-4 grid gap-4 sm:grid-cols-2">
        <div className="grid content-between gap-3 rounded-xl border border-slate-200 p-4 sm:col-span-2">
          <p className="text-slate-700">{t('profile.languageHint')}</p>
          <LanguageSelect showLabel className="flex-wrap" />
        </div>
        <div className="grid content-between gap-3 rounded-xl border border-slate-200 p-4">
          <p className="text-slate-700">{t('profile.chooseANewPassword')}</p>
          <button type="button" className="btn-secondary" onClick={() => setDialog('password')}>
            <KeyRound className="h-5 w-5" aria-hidden="true" />
            {t('profile.changePassword')}
          </button>
        </div>
        <div className="grid content-between gap-3 rounded-xl border border-red-200 bg-red-50/50 p-4">
          <p className="text-slate-700">{t('profile.closeYourAccountYou')}</p>
          <button type="button" className="btn-danger" onClick={() => setDialog('delete')}>
            <UserX className="h-5 w-5" aria-hidden="true" />
            {t('profile.deleteAccount')}
          </button>
        </div>
      </div>
      <ChangePasswordDialog isOpen={dialog === 'password'} onClose={() => setDialog(null)} />
      <DeleteAccountDialog isOpen={dialog === 'delete'} onClose={() => setDialog(null)} />
    </section>
  )
}
