import { Link } from '@tanstack/react-router'
import { useEffect, useRef } from 'react'
import { useVerifyEmail } from '../../api/auth.ts'
import { describeError } from '../../http/errors.ts'
import { Alert } from '../../components/ui/Alert.tsx'
import { LoadingScreen } from '../../components/ui/LoadingScreen.tsx'
import { AuthCard } from './AuthCard.tsx'
import { t } from '../../i18n/index.ts'

/** Opens the link from the e-mail: sends its token once and says how it went. */
export function VerifyEmailPage({ token }: { token?: string }) {
  const verify = useVerifyEmail()
  const sent = useRef(false)

  useEffect(() => {
    // Links are single use: send once even when React runs effects twice in development.
    if (!token || sent.current) return
    sent.current = true
    verify.mutate(token)
  }, [token, verify])

  return (
    <AuthCard title={t('auth.verifyYourEmail')}>
      {!token && <Alert tone="error">{t('auth.thisVerificationLinkIs')}</Alert>}
      {token && (verify.isPending || verify.isIdle) && (
        <LoadingScreen full={false} text={t('auth.verifyingYourEmail')} />
      )}
      {verify.isSuccess && <Alert tone="success">{verify.data.message}</Alert>}
      {verify.isError && <Alert tone="error">{describeError(verify.error, t('auth.linkInvalid'))}</Alert>}
      {(verify.isSuccess || verify.isError || !token) && (
        <Link to="/login" className="btn-primary mt-4 w-full">
          {t('auth.goToLogin')}
        </Link>
      )}
    </AuthCard>
  )
}
