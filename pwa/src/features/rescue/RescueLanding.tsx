// The rescue landing page (spec part 2 section 2), public: reporters get the report button,
// how it works and the hotline; NGO users get the cases assigned to their organisation.
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { Camera, ClipboardCheck, Siren, Truck } from 'lucide-react'
import { recentRescuesQuery } from '../../api/rescues.ts'
import { HelpLineBox, HowItWorksSteps, LandingHero, LatestList, type Step } from '../../components/layout/Landing.tsx'
import { RescueCard } from '../../components/rescue/RescueCard.tsx'
import { RESCUE_TEXT } from '../../lib/rescue-texts.ts'
import { useSession } from '../../session/SessionProvider.tsx'
import { t } from '../../i18n/index.ts'

const STEPS: Step[] = [
  {
    icon: Camera,
    title: 'Report',
    text: 'Tell us what animal needs help, where it is and how it looks. Add photos if you can. It works even without signal: the report waits on your phone.',
  },
  {
    icon: ClipboardCheck,
    title: 'We assign',
    text: 'Our team passes the case to a verified NGO near the place, usually within minutes for critical cases.',
  },
  {
    icon: Truck,
    title: 'Rescue',
    text: 'The NGO accepts the case and goes to the animal. You can follow every step, from on the way to rescued, in your dashboard.',
  },
]

export function RescueLanding() {
  const { user } = useSession()
  const isNgo = user?.role === 'ngo'
  return (
    <div>
      <LandingHero
        tone="red"
        title={RESCUE_TEXT.hero}
        text={isNgo ? t('rescue.theCasesAssignedTo') : t('rescue.seenAnInjuredSick')}
      >
        {!isNgo && (
          <div>
            <Link to="/rescue/form" className="btn-danger px-6 py-3 text-lg">
              <Siren className="h-6 w-6" aria-hidden="true" /> {t('rescue.reportRescueCase')}
            </Link>
          </div>
        )}
      </LandingHero>
      <div className="page grid gap-8">
        {isNgo ? (
          <NgoRequests />
        ) : (
          <>
            <HowItWorksSteps title={t('rescue.howRescueWorks')} steps={STEPS} />
            <HelpLineBox
              id="hotline"
              tone="red"
              title={t('rescue.emergencyHotline')}
              text={t('rescue.available247For')}
            />
          </>
        )}
      </div>
    </div>
  )
}

function NgoRequests() {
  const list = useQuery(recentRescuesQuery(10))
  return (
    <LatestList
      id="requests"
      title={RESCUE_TEXT.ngoListTitle}
      tab="assigned-rescues"
      query={list}
      items={(data) => data.rescueRequests}
      loading="Loading rescue requests..."
      failed={RESCUE_TEXT.listFailed}
      empty={RESCUE_TEXT.ngoListEmpty}
      emptyText={RESCUE_TEXT.ngoListEmptyText}
    >
      {(rescue) => (
        // One badge per state: the status badge says Assigned.
        <RescueCard key={rescue.id} rescue={rescue} showReporter />
      )}
    </LatestList>
  )
}
