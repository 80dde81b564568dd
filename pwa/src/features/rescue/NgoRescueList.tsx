// An NGO's latest assigned cases on /rescue, loaded only for an NGO: a visitor's /rescue carries
// no rescue code (the emergency path's first load stays small).
import { useQuery } from '@tanstack/react-query'
import { recentRescuesQuery } from '../../api/rescues.ts'
import { LatestList } from '../../components/layout/LatestList.tsx'
import { RescueCard } from '../../components/rescue/RescueCard.tsx'
import { t } from '../../i18n/index.ts'

export default function NgoRescueList() {
  const list = useQuery(recentRescuesQuery(10))
  return (
    <LatestList
      id="requests"
      title={t('rescueText.ngoListTitle')}
      tab="assigned-rescues"
      query={list}
      items={(data) => data.rescueRequests}
      loading={t('rescue.loadingRequests')}
      failed={t('rescueText.listFailed')}
      empty={t('rescueText.ngoListEmpty')}
      emptyText={t('rescueText.ngoListEmptyText')}
    >
      {(rescue) => (
        // One badge per state: the status badge says Assigned.
        <RescueCard key={rescue.id} rescue={rescue} showReporter />
      )}
    </LatestList>
  )
}
