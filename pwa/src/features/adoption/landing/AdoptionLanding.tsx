// /adoption (docs/screens.md). Signed in, it opens on the person's own view:
// an adopter's applications with their status and next step first, an NGO's received list
// first (applications to the animals they list, approved from here after confirming); anyone
// who both applies and lists switches between the two. Visitors and admins get the way to the
// animals, how adoption works and the help line.
import { adoptionHelpHours } from '@paws/contracts'
import { Link } from '@tanstack/react-router'
import { ClipboardList, HeartHandshake, Search } from 'lucide-react'
import { lazy, Suspense } from 'react'
import { HelpLineBox, HowItWorksSteps, LandingHero, type Step } from '../../../components/layout/Landing.tsx'
import { LoadingScreen } from '../../../components/ui/LoadingScreen.tsx'
import { useSession } from '../../../session/SessionProvider.tsx'
import { type AdoptionView, defaultView } from './views.ts'
import { t } from '../../../i18n/index.ts'
import { loadWholeCatalog } from '../../../i18n/language.ts'

// A visitor's page is the way in and the help line; the signed-in lists (and their words, the
// catalog's rest) load only for someone who has them (docs/rules.md#first-load).
const MyApplications = lazy(() =>
  Promise.all([import('./MyApplications.tsx'), loadWholeCatalog()]).then(([module]) => ({
    default: module.MyApplications,
  })),
)
const ReceivedApplications = lazy(() =>
  Promise.all([import('./ReceivedApplications.tsx'), loadWholeCatalog()]).then(([module]) => ({
    default: module.ReceivedApplications,
  })),
)

const steps = (): Step[] => [
  { icon: Search, title: t('adoptionLanding.step1'), text: t('adoptionLanding.step1Text') },
  { icon: ClipboardList, title: t('adoptionLanding.step2'), text: t('adoptionLanding.step2Text') },
  { icon: HeartHandshake, title: t('adoptionLanding.step3'), text: t('adoptionLanding.step3Text') },
]

const heroText = (view: AdoptionView) =>
  view === 'mine' ? t('adoptionLanding.heroMine') : t('adoptionLanding.heroReceived')

export function AdoptionLanding({ view: asked }: { view?: AdoptionView }) {
  const { user } = useSession()
  const fallback = defaultView(user?.role)
  const view = fallback === null ? null : (asked ?? fallback)
  return (
    <div>
      <LandingHero
        tone="brand"
        title={t('adoptionText.hero')}
        text={view ? heroText(view) : t('adoptionLanding.heroVisitor')}
      >
        <div className="flex flex-wrap gap-3">
          <Link to="/animals" className="btn-primary px-6 py-3 text-lg">
            {t('adoptionText.browsePets')}
          </Link>
        </div>
      </LandingHero>
      <div className="page grid gap-8">
        {view && <ViewSwitch view={view} />}
        {view && (
          <Suspense fallback={<LoadingScreen full={false} text={t('adoptionText.listLoading')} />}>
            {view === 'mine' ? <MyApplications /> : <ReceivedApplications />}
          </Suspense>
        )}
        {view === null && <HowItWorks />}
      </div>
    </div>
  )
}

function ViewSwitch({ view }: { view: AdoptionView }) {
  const tab = (to: AdoptionView, label: string) => (
    <Link
      to="/adoption"
      search={{ view: to }}
      aria-current={view === to ? 'page' : undefined}
      className={view === to ? 'btn-primary' : 'btn-secondary'}
    >
      {label}
    </Link>
  )
  return (
    <nav aria-label={t('adoptionLanding.views')} className="flex flex-wrap gap-2">
      {tab('mine', t('adoptionLanding.myApplications'))}
      {tab('received', t('adoptionLanding.receivedApplications'))}
    </nav>
  )
}

function HowItWorks() {
  return (
    <>
      <HowItWorksSteps title={t('adoptionLanding.howItWorks')} steps={steps()}>
        <p className="mt-4">
          <Link to="/how-adoption-works" className="font-semibold text-brand-800 underline">
            {t('adoptionLanding.requirements')}
          </Link>
        </p>
      </HowItWorksSteps>
      <HelpLineBox
        id="help"
        tone="brand"
        title={t('adoptionLanding.questions')}
        text={t('adoptionLanding.callHelpLine', { hours: adoptionHelpHours(t) })}
      />
    </>
  )
}
