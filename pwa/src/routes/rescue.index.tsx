import { HELPLINE_PHONE, HELPLINE_TEL } from '@paws/contracts'
import { useQuery } from '@tanstack/react-query'
import { createFileRoute, Link } from '@tanstack/react-router'
import { Camera, ClipboardCheck, PhoneCall, Siren, Truck } from 'lucide-react'
import { describeError } from '../api/errors.ts'
import { recentRescuesQuery } from '../api/rescues.ts'
import { Tag } from '../components/rescue/RescueBadges.tsx'
import { RescueCard } from '../components/rescue/RescueCard.tsx'
import { Alert } from '../components/ui/Alert.tsx'
import { LoadingScreen } from '../components/ui/LoadingScreen.tsx'
import { RESCUE_TEXT } from '../lib/rescue-texts.ts'
import { useSession } from '../session/SessionProvider.tsx'

// Public (spec part 2 section 2): reporters get the report button, how it works and the
// hotline; NGO users get the cases assigned to their organisation.
export const Route = createFileRoute('/rescue/')({ component: RescueLanding })

const STEPS = [
  { icon: Camera, title: 'Report', text: 'Tell us what animal needs help, where it is and how it looks. Add photos if you can. It works even without signal: the report waits on your phone.' },
  { icon: ClipboardCheck, title: 'We assign', text: 'Our team passes the case to a verified NGO near the place, usually within minutes for critical cases.' },
  { icon: Truck, title: 'Rescue', text: 'The NGO accepts the case and goes to the animal. You can follow every step, from on the way to rescued, in your dashboard.' },
]

function RescueLanding() {
  const { user } = useSession()
  const isNgo = user?.role === 'ngo'
  return (
    <div>
      <section className="bg-gradient-to-b from-red-50 to-slate-50">
        <div className="page grid gap-4">
          <h1 className="text-4xl font-bold text-slate-900">{RESCUE_TEXT.hero}</h1>
          <p className="max-w-2xl text-lg text-slate-700">
            {isNgo
              ? 'The cases assigned to your organization are below. Accept them, or decline with a reason so the admins can find another NGO.'
              : 'Seen an injured, sick or trapped animal in Mumbai? Report it here and a rescue NGO will be sent.'}
          </p>
          {!isNgo && (
            <div>
              <Link to="/rescue/form" className="btn-danger px-6 py-3 text-lg">
                <Siren className="h-6 w-6" aria-hidden="true" /> Report Rescue Case
              </Link>
            </div>
          )}
        </div>
      </section>
      <div className="page grid gap-8">{isNgo ? <NgoRequests /> : <HowItWorks />}</div>
    </div>
  )
}

function HowItWorks() {
  return (
    <>
      <section aria-labelledby="how">
        <h2 id="how" className="text-2xl font-bold">
          How rescue works
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
      </section>
      <section aria-labelledby="hotline" className="card flex flex-col gap-3 border-red-200 bg-red-50 p-6 sm:flex-row sm:items-center">
        <PhoneCall className="h-10 w-10 shrink-0 text-red-700" aria-hidden="true" />
        <div className="mr-auto">
          <h2 id="hotline" className="text-xl font-bold text-red-900">
            Emergency hotline
          </h2>
          <p className="text-red-900">Available 24/7 for animals in immediate danger.</p>
        </div>
        <a href={`tel:${HELPLINE_TEL}`} className="btn-danger text-lg">
          {HELPLINE_PHONE}
        </a>
      </section>
    </>
  )
}

function NgoRequests() {
  const cases = useQuery(recentRescuesQuery(10))
  return (
    <section aria-labelledby="requests" className="grid gap-4">
      <div className="flex items-center gap-3">
        <h2 id="requests" className="mr-auto text-2xl font-bold">
          {RESCUE_TEXT.ngoListTitle}
        </h2>
        <Link to="/dashboard" search={{ tab: 'assigned-rescues' }} className="font-semibold text-brand-800 underline">
          View All
        </Link>
      </div>
      {cases.isPending ? (
        <LoadingScreen full={false} text="Loading rescue requests..." />
      ) : cases.isError ? (
        <Alert tone="error">{`${RESCUE_TEXT.listFailed}. ${describeError(cases.error, '')}`}</Alert>
      ) : cases.data.rescueRequests.length === 0 ? (
        <div className="card p-8 text-center">
          <p className="text-lg font-semibold">{RESCUE_TEXT.ngoListEmpty}</p>
          <p className="mt-2 text-slate-700">{RESCUE_TEXT.ngoListEmptyText}</p>
        </div>
      ) : (
        <div className="grid gap-3 md:grid-cols-2">
          {cases.data.rescueRequests.map((rescue) => (
            <RescueCard key={rescue.id} rescue={rescue} showReporter tag={rescue.status === 'assigned' ? <Tag>{RESCUE_TEXT.pendingResponse}</Tag> : undefined} />
          ))}
        </div>
      )}
    </section>
  )
}
