// An NGO's latest assigned cases on /rescue, loaded only for an NGO: a visitor's /rescue carries
// no rescue code (the emergency path's first load stays small).
import { useQuery } from '@tanstack/react-query'
import { recentRescuesQuery } from '../../api/rescues.ts'
import { LatestList } from '../../components/layout/LatestList.tsx'
import { RescueCard } from '../../components/rescue/RescueCard.tsx'
import { RESCUE_TEXT } from '../../lib/rescue-texts.ts'
import { t } from '../../i18n/index.ts'

export default function NgoRescueList() {
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
