import { ADOPTION_HELP_HOURS, HELPLINE_PHONE, HELPLINE_TEL } from '@paws/contracts'
import { useQuery } from '@tanstack/react-query'
import { createFileRoute, Link } from '@tanstack/react-router'
import { ClipboardList, HeartHandshake, PhoneCall, Search } from 'lucide-react'
import { receivedAdoptionsQuery } from '../api/adoptions.ts'
import { describeError } from '../api/errors.ts'
import { QuickDecisions } from '../components/adoption/QuickDecisions.tsx'
import { ReceivedCard } from '../components/adoption/ReceivedCard.tsx'
import { Alert } from '../components/ui/Alert.tsx'
import { LoadingScreen } from '../components/ui/LoadingScreen.tsx'
import { ADOPTION_TEXT } from '../lib/adoption-texts.ts'
import { useSession } from '../session/SessionProvider.tsx'

// Public (spec part 2 section 2): NGOs and adopters (who may list pets) get the latest
// applications to their animals, which they can approve from here (section 4); everyone else
// gets the way to the animals, how adoption works and the help line.
export const Route = createFileRoute('/adoption/')({ component: AdoptionLanding })

const STEPS = [
  { icon: Search, title: 'Find your pet', text: 'Browse dogs, cats and more listed by NGOs and families across Mumbai. Filter by species, age, size and area.' },
  { icon: ClipboardList, title: 'Apply', text: "Press \"I'm Interested in Adopting\" on the animal's page. The owner is told at once and reviews your application." },
  { icon: HeartHandshake, title: 'Meet and take home', text: 'After approval the owner guides you through paperwork, a home visit if needed and pickup. You can follow every step in your dashboard.' },
]

function AdoptionLanding() {
  const { user } = useSession()
  const reviewer = user?.role === 'ngo' || user?.role === 'adopter'
  return (
    <div>
      <section className="bg-gradient-to-b from-brand-50 to-slate-50">
        <div className="page grid gap-4">
          <h1 className="text-4xl font-bold text-slate-900">{ADOPTION_TEXT.hero}</h1>
          <p className="max-w-2xl text-lg text-slate-700">
            {reviewer
              ? 'Applications for the animals you list arrive here. Start a review, approve the family you trust or reject with a kind reason; then guide them through paperwork, a home visit and pickup from each application. Your own applications are in your dashboard.'
              : 'Every animal here is waiting for a family. Choose a pet, apply in one tap, and its owner or NGO will guide you until you take your new friend home.'}
          </p>
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
        </div>
      </section>
      <div className="page grid gap-8">{reviewer ? <ReceivedApplications /> : <HowItWorks />}</div>
    </div>
  )
}

function HowItWorks() {
  return (
    <>
      <section aria-labelledby="how">
        <h2 id="how" className="text-2xl font-bold">
          How adoption works
        </h2>
        <ol className="mt-4 grid gap-4 md:grid-cols-3">
          {STEPS.map(({ icon: Icon, title, text }, i) => (
            <li key={title} className="card p-5">
              <Icon className="h-8 w-8 text-brand-700" aria-hidden="true" />
              <h3 className="mt-2 text-lg font-bold">
                {i + 1}. {title}
              </h3>
              <p className="mt-1 text-slate-700">{text}</p>
            </li>
          ))}
        </ol>
        <p className="mt-4">
          <Link to="/how-adoption-works" className="font-semibold text-brand-800 underline">
            Requirements and questions about adopting
          </Link>
        </p>
      </section>
      <section aria-labelledby="help" className="card flex flex-col gap-3 border-brand-200 bg-brand-50 p-6 sm:flex-row sm:items-center">
        <PhoneCall className="h-10 w-10 shrink-0 text-brand-800" aria-hidden="true" />
        <div className="mr-auto">
          <h2 id="help" className="text-xl font-bold text-slate-900">
            Questions about adopting?
          </h2>
          <p className="text-slate-800">Call our adoption help line, {ADOPTION_HELP_HOURS}.</p>
        </div>
        <a href={`tel:${HELPLINE_TEL}`} className="btn-primary text-lg">
          {HELPLINE_PHONE}
        </a>
      </section>
    </>
  )
}

function ReceivedApplications() {
  const list = useQuery(receivedAdoptionsQuery(10))
  return (
    <section aria-labelledby="applications" className="grid gap-4">
      <div className="flex items-center gap-3">
        <h2 id="applications" className="mr-auto text-2xl font-bold">
          {ADOPTION_TEXT.listTitle}
        </h2>
        <Link to="/dashboard" search={{ tab: 'received-adoptions' }} className="font-semibold text-brand-800 underline">
          View All
        </Link>
      </div>
      {list.isPending ? (
        <LoadingScreen full={false} text={ADOPTION_TEXT.listLoading} />
      ) : list.isError ? (
        <Alert tone="error">{`${ADOPTION_TEXT.listFailed}. ${describeError(list.error, '')}`}</Alert>
      ) : list.data.adoptions.length === 0 ? (
        <div className="card p-8 text-center">
          <p className="text-lg font-semibold">{ADOPTION_TEXT.listEmpty}</p>
          <p className="mt-2 text-slate-700">{ADOPTION_TEXT.listEmptyText}</p>
        </div>
      ) : (
        <div className="grid gap-3 md:grid-cols-2">
          {list.data.adoptions.map((adoption) => (
            <ReceivedCard key={adoption.id} adoption={adoption}>
              <QuickDecisions adoption={adoption} offered={['approved']} />
            </ReceivedCard>
          ))}
        </div>
      )}
    </section>
  )
}
