// The rescue landing page (docs/screens.md), public: reporters get the report button with
// the hotline beside it (the emergency path's first screen, also in index.html) and how it
// works; NGO users get the cases assigned to their organisation, whose code loads only for them.
import { Link } from '@tanstack/react-router'
import { Camera, ClipboardCheck, Truck } from 'lucide-react'
import { lazy, Suspense } from 'react'
import { RescueHero } from '../../components/layout/FirstScreen.tsx'
import { HowItWorksSteps, LandingHero, type Step } from '../../components/layout/Landing.tsx'
import { LoadingScreen } from '../../components/ui/LoadingScreen.tsx'
import { useSession } from '../../session/SessionProvider.tsx'
import { t } from '../../i18n/index.ts'

const NgoRescueList = lazy(() => import('./NgoRescueList.tsx'))

const steps = (): Step[] => [
  { icon: Camera, title: t('rescue.step1'), text: t('rescue.step1Text') },
  { icon: ClipboardCheck, title: t('rescue.step2'), text: t('rescue.step2Text') },
  { icon: Truck, title: t('rescue.step3'), text: t('rescue.step3Text') },
]

export function RescueLanding() {
  const { user } = useSession()
  if (user?.role === 'ngo') {
    return (
      <div>
        <LandingHero tone="red" title={t('rescueText.hero')} text={t('rescue.theCasesAssignedTo')} />
        <div className="page grid gap-8">
          <Suspense fallback={<LoadingScreen full={false} text={t('rescue.loadingRequests')} />}>
            <NgoRescueList />
          </Suspense>
        </div>
      </div>
    )
  }
  return (
    <div>
      <RescueHero />
      <div className="page grid gap-8">
        <HowItWorksSteps title={t('rescue.howRescueWorks')} steps={steps()}>
          <p className="mt-4">
            <Link to="/how-fast-help-comes" className="font-semibold text-brand-800 underline underline-offset-4">
              {t('layout.howFastHelpComes')}
            </Link>
          </p>
        </HowItWorksSteps>
      </div>
    </div>
  )
}
