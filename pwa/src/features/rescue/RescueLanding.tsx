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

const steps = (): Step[] => [
  { icon: Camera, title: t('rescue.step1'), text: t('rescue.step1Text') },
  { icon: ClipboardCheck, title: t('rescue.step2'), text: t('rescue.step2Text') },
  { icon: Truck, title: t('rescue.step3'), text: t('rescue.step3Text') },
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
            <HowItWorksSteps title={t('rescue.howRescueWorks')} steps={steps()} />
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
      loading={t('rescue.loadingRequests')}
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
