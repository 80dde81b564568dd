// Received Applications (docs/screens.md): applications to the caller's animals, with
// the owner's quick decisions that really work (docs/rules.md#beyond-the-spec): Approve and Reject
// while pending or under review, Under Review while pending.
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { receivedAdoptionsQuery } from '../../api/adoptions.ts'
import { describeError } from '../../http/errors.ts'
import { QuickDecisions } from '../../components/adoption/QuickDecisions.tsx'
import { ReceivedCard } from '../../components/adoption/ReceivedCard.tsx'
import { Alert } from '../../components/ui/Alert.tsx'
import { LoadingScreen } from '../../components/ui/LoadingScreen.tsx'
import { ShowMore } from './ShowMore.tsx'
import { LIST_PAGE } from './tabs.ts'
import { t } from '../../i18n/index.ts'

const OFFERED = ['approved', 'rejected', 'under_review'] as const

export function ReceivedApplicationsTab() {
  const [limit, setLimit] = useState(LIST_PAGE)
  const list = useQuery({ ...receivedAdoptionsQuery(limit), placeholderData: keepPreviousData })
  if (list.isPending) return <LoadingScreen full={false} text={t('adoptionText.listLoading')} />
  if (list.isError)
    return <Alert tone="error">{`${t('adoptionText.listFailed')}. ${describeError(list.error, '')}`}</Alert>
  const { adoptions, meta } = list.data
  if (adoptions.length === 0) {
    return (
      <div className="card p-8 text-center">
        <p className="text-lg font-semibold">{t('adoptionText.receivedEmpty')}</p>
        <p className="mt-2 text-slate-700">{t('adoptionText.receivedEmptyText')}</p>
      </div>
    )
  }
  return (
    <div className="grid gap-4">
      <div className="grid gap-3 md:grid-cols-2">
        {adoptions.map((adoption) => (
          <ReceivedCard key={adoption.id} adoption={adoption}>
            <QuickDecisions adoption={adoption} offered={OFFERED} />
          </ReceivedCard>
        ))}
      </div>
      <ShowMore
        shown={adoptions.length}
        total={meta.total}
        busy={list.isFetching}
        onMore={() => setLimit((l) => l + LIST_PAGE)}
      />
    </div>
  )
}
