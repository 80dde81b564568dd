import { ADOPTION_HELP_HOURS } from '@paws/contracts'
import { useQuery } from '@tanstack/react-query'
import { createFileRoute, Link } from '@tanstack/react-router'
import { ClipboardList, HeartHandshake, Search } from 'lucide-react'
import { receivedAdoptionsQuery } from '../api/adoptions.ts'
import { QuickDecisions } from '../components/adoption/QuickDecisions.tsx'
import { ReceivedCard } from '../components/adoption/ReceivedCard.tsx'
import { HelpLineBox, HowItWorksSteps, LandingHero, LatestList, type Step } from '../components/layout/Landing.tsx'
import { ADOPTION_TEXT } from '../lib/adoption-texts.ts'
import { useSession } from '../session/SessionProvider.tsx'

// Public (spec part 2 section 2): NGOs and adopters (who may list pets) get the latest
// applications to their animals, which they can approve from here (section 4); everyone else
// gets the way to the animals, how adoption works and the help line.
export const Route = createFileRoute('/adoption/')({ component: AdoptionLanding })

const STEPS: Step[] = [
  {
    icon: Search,
    title: 'Find your pet',
    text: 'Browse dogs, cats and more listed by NGOs and families across Mumbai. Filter by species, age, size and area.',
  },
  {
    icon: ClipboardList,
    title: 'Apply',
    text: 'Press "I\'m Interested in Adopting" on the animal\'s page. The owner is told at once and reviews your application.',
  },
  {
    icon: HeartHandshake,
    title: 'Meet and take home',
    text: 'After approval the owner guides you through paperwork, a home visit if needed and pickup. You can follow every step in your dashboard.',
  },
]

function AdoptionLanding() {
  const { user } = useSession()
  const reviewer = user?.role === 'ngo' || user?.role === 'adopter'
  return (
    <div>
      <LandingHero
        tone="brand"
        title={ADOPTION_TEXT.hero}
        text={
          reviewer
            ? 'Applications for the animals you list arrive here. Start a review, approve the family you trust or reject with a kind reason; then guide them through paperwork, a home visit and pickup from each application. Your own applications are in your dashboard.'
            : 'Every animal here is waiting for a family. Choose a pet, apply in one tap, and its owner or NGO will guide you until you take your new friend home.'
        }
      >
        <div className="flex flex-wrap gap-3">
          <Link to="/animals" className="btn-primary px-6 py-3 text-lg">
            {ADOPTION_TEXT.browsePets}
          </Link>
          {reviewer && (
            <Link to="/dashboard" search={{ tab: 'adoption' }} className="btn-secondary px-6 py-3 text-lg">
              My Applications
            </Link>
          )}
        </div>
      </LandingHero>
      <div className="page grid gap-8">{reviewer ? <ReceivedApplications /> : <HowItWorks />}</div>
    </div>
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
