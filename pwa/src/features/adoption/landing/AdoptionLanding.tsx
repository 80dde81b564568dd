// /adoption (spec part 2 section 2, issue 16). Signed in, it opens on the person's own view:
// an adopter's applications with their status and next step first, an NGO's received list
// first (applications to the animals they list, approved from here after confirming); anyone
// who both applies and lists switches between the two. Visitors and admins get the way to the
// animals, how adoption works and the help line.
import { ADOPTION_HELP_HOURS } from '@paws/contracts'
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { ClipboardList, HeartHandshake, Search } from 'lucide-react'
import { receivedAdoptionsQuery } from '../../../api/adoptions.ts'
import { QuickDecisions } from '../../../components/adoption/QuickDecisions.tsx'
import { ReceivedCard } from '../../../components/adoption/ReceivedCard.tsx'
import {
  HelpLineBox,
  HowItWorksSteps,
  LandingHero,
  LatestList,
  type Step,
} from '../../../components/layout/Landing.tsx'
import { ADOPTION_TEXT } from '../../../lib/adoption-texts.ts'
import { useSession } from '../../../session/SessionProvider.tsx'
import { MyApplications } from './MyApplications.tsx'
import { type AdoptionView, defaultView } from './views.ts'

const STEPS: Step[] = [
  {
    icon: Search,
    title: 'Find your pet',
    text: 'Browse dogs, cats and more listed by NGOs and families across Mumbai. Filter by species, age, size and area.',
  },
  {
    icon: ClipboardList,
    title: 'Apply',
    text: 'Press "I\'m Interested in Adopting" on the animal\'s page and answer a few short questions. The owner is told at once.',
  },
  {
    icon: HeartHandshake,
    title: 'Meet and take home',
    text: 'After approval the owner guides you through paperwork, a home visit if needed and pickup. You can follow every step here.',
  },
]

const HERO_TEXT: Record<AdoptionView, string> = {
  mine: 'Follow your applications here: where each one stands and what happens next.',
  received:
    'Applications for the animals you list arrive here. Start a review, approve the family you trust or reject with a kind reason; then guide them through paperwork, a home visit and pickup from each application.',
}

export function AdoptionLanding({ view: asked }: { view?: AdoptionView }) {
  const { user } = useSession()
  const fallback = defaultView(user?.role)
  const view = fallback === null ? null : (asked ?? fallback)
  return (
    <div>
      <LandingHero
        tone="brand"
        title={ADOPTION_TEXT.hero}
        text={
          view
            ? HERO_TEXT[view]
            : 'Every animal here is waiting for a family. Choose a pet, answer a few questions, and its owner or NGO will guide you until you take your new friend home.'
        }
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
    <nav aria-label="Adoption views" className="flex flex-wrap gap-2">
      {tab('mine', 'My Applications')}
      {tab('received', 'Received Applications')}
    </nav>
  )
}

function HowItWorks() {
  return (
    <>
      <HowItWorksSteps title="How adoption works" steps={STEPS}>
        <p className="mt-4">
          <Link to="/how-adoption-works" className="font-semibold text-brand-800 underline">
            Requirements and questions about adopting
          </Link>
        </p>
      </HowItWorksSteps>
      <HelpLineBox
        id="help"
        tone="brand"
        title="Questions about adopting?"
        text={`Call our adoption help line, ${ADOPTION_HELP_HOURS}.`}
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
