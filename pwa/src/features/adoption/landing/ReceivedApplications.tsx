// The applications to the animals an NGO lists, on /adoption: the latest ten, each approved
// from here after confirming.
import { useQuery } from '@tanstack/react-query'
import { receivedAdoptionsQuery } from '../../../api/adoptions.ts'
import { QuickDecisions } from '../../../components/adoption/QuickDecisions.tsx'
import { ReceivedCard } from '../../../components/adoption/ReceivedCard.tsx'
import { LatestList } from '../../../components/layout/LatestList.tsx'
import { ADOPTION_TEXT } from '../../../lib/adoption-texts.ts'

export function ReceivedApplications() {
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
