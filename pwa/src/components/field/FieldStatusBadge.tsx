// The case header's status for the assigned NGO: the status its own queued actions
// lead to, at once, marked "waiting to send" until the server has them (the same reading as
// the NGO actions section, offline/statusWithPending).
import type { Rescue } from '@paws/contracts/schemas/rescues'
import { StatusBadge } from '../rescue/RescueBadges.tsx'
import { statusWithPending, useCaseActions } from '../../offline/index.ts'
import { useSession } from '../../session/SessionProvider.tsx'
import { t } from '../../i18n/index.ts'

export function FieldStatusBadge({ rescue }: { rescue: Rescue }) {
  const { user } = useSession()
  const entries = useCaseActions(user?.id ?? null).filter((e) => e.caseId === rescue.id && e.state !== 'not_applied')
  return (
    <>
      <StatusBadge status={statusWithPending(rescue.status, entries)} />
      {entries.length > 0 && (
        <span className="rounded bg-amber-200 px-1.5 text-sm" data-testid="header-waiting">
          {t('fieldText.waitingToSend')}
        </span>
      )}
    </>
  )
}
