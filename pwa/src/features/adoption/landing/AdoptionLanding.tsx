// /adoption (spec part 2 section 2). Signed in, it opens on the person's own view:
// an adopter's applications with their status and next step first, an NGO's received list
// first (applications to the animals they list, approved from here after confirming); anyone
// who both applies and lists switches between the two. Visitors and admins get the way to the
// animals, how adoption works and the help line.
import { adoptionHelpHours } from '@paws/contracts'
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { ClipboardList, HeartHandshake, Search } from 'lucide-react'
import { receivedAdoptionsQuery } from '../../../api/adoptions.ts'
import { QuickDecisions } from '../../../components/adoption/QuickDecisions.tsx'
import { ReceivedCard } from '../../../components/adoption/ReceivedCard.tsx'
import { HelpLineBox, HowItWorksSteps, LandingHero, type Step } from '../../../components/layout/Landing.tsx'
import { LatestList } from '../../../components/layout/LatestList.tsx'
import { ADOPTION_TEXT } from '../../../lib/adoption-texts.ts'
import { useSession } from '../../../session/SessionProvider.tsx'
import { MyApplications } from './MyApplications.tsx'
import { type AdoptionView, defaultView } from './views.ts'
import { t } from '../../../i18n/index.ts'

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
        title={ADOPTION_TEXT.hero}
        text={view ? heroText(view) : t('adoptionLanding.heroVisitor')}
      >
        <div className="flex flex-wrap gap-3">
          <Link to="/animals" className="btn-primary px-6 py-3 text-lg">
            {ADOPTION_TEXT.browsePets}
          </Link>
        </div>
      </LandingHero>
      <div className="page grid gap-8">
        {view && <ViewSwitch view={view} />}
        {view === 'mine' && <MyApplications />}
        {view === 'received' && <ReceivedApplications />}
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

function ReceivedApplications() {
  const list = useQuery(receivedAdoptionsQuery(10))
  return (
    <LatestList
      id="applications"
      title={ADOPTION_TEXT.listTitle}
      tab="received-adoptions"
      query={list}
      items={(data) => data.adoptions}
      loading={ADOPTION_TEXT.listLoading}
      failed={ADOPTION_TEXT.listFailed}
      empty={ADOPTION_TEXT.listEmpty}
      emptyText={ADOPTION_TEXT.listEmptyText}
    >
      {(adoption) => (
        <ReceivedCard key={adoption.id} adoption={adoption}>
          <QuickDecisions adoption={adoption} offered={['approved']} />
        </ReceivedCard>
      )}
    </LatestList>
  )
}
