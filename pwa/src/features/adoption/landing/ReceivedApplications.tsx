// The applications to the animals an NGO lists, on /adoption: the latest ten, each approved
// from here after confirming.
import { useQuery } from '@tanstack/react-query'
import { receivedAdoptionsQuery } from '../../../api/adoptions.ts'
import { QuickDecisions } from '../../../components/adoption/QuickDecisions.tsx'
import { ReceivedCard } from '../../../components/adoption/ReceivedCard.tsx'
import { LatestList } from '../../../components/layout/LatestList.tsx'
import { t } from '../../../i18n/index.ts'

export function ReceivedApplications() {
  const list = useQuery(receivedAdoptionsQuery(10))
  return (
    <LatestList
      id="applications"
      title={t('adoptionText.listTitle')}
      tab="received-adoptions"
      query={list}
      items={(data) => data.adoptions}
      loading={t('adoptionText.listLoading')}
      failed={t('adoptionText.listFailed')}
      empty={t('adoptionText.listEmpty')}
      emptyText={t('adoptionText.listEmptyText')}
    >
      {(adoption) => (
        <ReceivedCard key={adoption.id} adoption={adoption}>
          <QuickDecisions adoption={adoption} offered={['approved']} />
        </ReceivedCard>
      )}
    </LatestList>
  )
}
