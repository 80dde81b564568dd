import { Navigate, useNavigate, useRouter, useRouterState } from '@tanstack/react-router'
import { useState } from 'react'
import { OtpCodeForm } from '../../components/auth/OtpCodeForm.tsx'
import { AuthCard } from './AuthCard.tsx'
import { landingFor } from '../../components/layout/nav.ts'
import { t } from '../../i18n/index.ts'

export function VerifyOtpPage() {
  // Read once: while leaving the page the router already exposes the next location's state.
  const arrived = useRouterState({ select: (s) => s.location.state.otpEmail })
  const arrivedRedirect = useRouterState({ select: (s) => s.location.state.otpRedirect })
  const [email] = useState(arrived)
  const [redirect] = useState(arrivedRedirect)
  if (!email) return <Navigate to="/register" replace />
  return <VerifyOtpForm email={email} redirect={redirect} />
}

function VerifyOtpForm({ email, redirect }: { email: string; redirect?: string }) {
  const router = useRouter()
  const navigate = useNavigate()
  return (
    <AuthCard
      title={t('auth.verifyYourEmail')}
      subtitle={
        <>
          {t('auth.enterThe6Digit')} <strong className="break-all">{email}</strong>
          {t('auth.itExpiresIn10')}
        </>
      }
    >
      <OtpCodeForm
        email={email}
        submitLabel={t('auth.verify')}
        resentText={t('auth.newCodeSentTo', { email })}
        resendHint={t('auth.didnTGetThe')}
        onSignedIn={async (user) => {
          // Back to the page that sent the person to sign up (e.g. an NGO's invitation).
          if (redirect) return router.history.replace(redirect)
          await navigate({
            to: landingFor(user.role),
            replace: true,
            state: {
              flash: user.role === 'ngo' ? t('text.ngoVerified') : t('text.verified'),
              flashDetail: t('text.welcome'),
            },
          })
        }}
      />
    </AuthCard>
  )
}
