// /join-ngo?code=...: the page an invitation's link opens. Signed out, it offers signing in or
// creating an account, each coming back here; signed in, one button joins the NGO's team with
// this account (the server checks the code, its address, its age and that it is unused).
import { Link, useNavigate } from '@tanstack/react-router'
import { useState } from 'react'
import { describeError } from '../../http/errors.ts'
import { acceptInvitation } from '../../api/teams.ts'
import { Alert } from '../../components/ui/Alert.tsx'
import { t } from '../../i18n/index.ts'
import { notify } from '../../lib/toast.ts'
import { useSession } from '../../session/SessionProvider.tsx'

export function JoinNgoPage({ code }: { code: string | undefined }) {
  const { user, session } = useSession()
  const navigate = useNavigate()
  const [error, setError] = useState<string | null>(null)
  const [joining, setJoining] = useState(false)
  const back = code ? `/join-ngo?code=${encodeURIComponent(code)}` : '/join-ngo'

  async function join() {
    if (!code) return
    setJoining(true)
    setError(null)
    try {
      const membership = await acceptInvitation(code)
      await session.reloadProfile()
      notify(t('join.joined', { ngo: membership.ngoName }), 'success')
      await navigate({ to: '/dashboard', replace: true })
    } catch (failure) {
      setError(describeError(failure, t('join.failed')))
    } finally {
      setJoining(false)
    }
  }

  return (
    <div className="page grid max-w-xl gap-5">
      <h1 className="text-3xl font-bold">{t('join.title')}</h1>
      {!code ? (
        <Alert tone="error">{t('join.noCode')}</Alert>
      ) : !user ? (
        <div className="card grid gap-4 p-5">
          <p>{t('join.signInFirst')}</p>
          <div className="flex flex-wrap gap-3">
            <Link to="/login" search={{ redirect: back }} className="btn-primary">
              {t('join.signIn')}
            </Link>
            <Link to="/register" search={{ redirect: back }} className="btn-secondary">
              {t('join.createAccount')}
            </Link>
          </div>
        </div>
      ) : (
        <div className="card grid gap-4 p-5">
          <p>{t('join.asAccount', { email: user.email })}</p>
          {error && <Alert tone="error">{error}</Alert>}
          <button type="button" className="btn-primary justify-self-start" onClick={join} disabled={joining}>
            {joining ? t('join.joining') : t('join.join')}
          </button>
        </div>
      )}
    </div>
  )
}
