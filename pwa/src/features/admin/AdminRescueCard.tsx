import { canAssignRescue } from '@paws/contracts'
import type { Rescue } from '@paws/contracts/schemas/rescues'
import type { RingList } from '@paws/contracts/schemas/dispatch'
import { Building2, Radio, TriangleAlert, User } from 'lucide-react'
import { assignLabel, noResponseFrom } from '../../components/rescue/CaseFlags.tsx'
import { RescueCard } from '../../components/rescue/RescueCard.tsx'
import { outcomeText } from '../../components/rescue/RescueBadges.tsx'
import { t } from '../../i18n/index.ts'
import { TriageButtons, unheld } from './AdminRescuesTable.tsx'
import { RingCell } from './RingCell.tsx'
import { heldText, type TriageKind } from './TriageDialog.tsx'

/**
 * A case on the admin rescues page: who reported it, which NGO has it, its ring while nobody
 * holds it (as the table's row shows it), and the admin's actions.
 */
export function AdminRescueCard({
  rescue,
  ring,
  onEdit,
  onAssign,
  onMerge,
  onTriage,
}: {
  rescue: Rescue
  ring: RingList['rings'][number] | undefined
  onEdit: () => void
  onAssign: () => void
  onMerge: (intoId: number) => void
  onTriage: (kind: TriageKind) => void
}) {
  const silent = noResponseFrom(rescue)
  const held = unheld(rescue) ? heldText(rescue) : null
  const duplicateOf = rescue.mergedIntoId == null ? rescue.duplicateOfId : null
  const reporter = rescue.requester ? `${rescue.requester.firstName} ${rescue.requester.lastName}`.trim() : 'Unknown'
  return (
    <RescueCard
      rescue={rescue}
      details={
        <dl className="grid gap-1 text-slate-700 sm:grid-cols-2">
          <div className="flex items-center gap-2">
            <User className="h-4 w-4 shrink-0" aria-hidden="true" />
            <dt className="font-medium">{t('admin.reporter')}</dt>
            <dd>{reporter}</dd>
          </div>
          <div className="flex items-center gap-2">
            <Building2 className="h-4 w-4 shrink-0" aria-hidden="true" />
            <dt className="font-medium">{t('admin.assignedNgo')}</dt>
            <dd>{rescue.ngo?.name ?? t('admin.notAssigned')}</dd>
          </div>
          {unheld(rescue) && (
            <div className="flex items-center gap-2 sm:col-span-2">
              <Radio className="h-4 w-4 shrink-0" aria-hidden="true" />
              <dt className="font-medium">{t('ring.column')}</dt>
              <dd>
                <RingCell ring={ring} />
              </dd>
            </div>
          )}
          {held && (
            <p className="flex items-center gap-2 font-semibold text-amber-800 sm:col-span-2">
              <TriangleAlert className="h-4 w-4 shrink-0" aria-hidden="true" />
              {held}
            </p>
          )}
          {silent && (
            <p className="flex items-center gap-2 font-semibold text-amber-800 sm:col-span-2">
              <TriangleAlert className="h-4 w-4 shrink-0" aria-hidden="true" />
              {silent}
            </p>
          )}
          {duplicateOf != null && <p className="sm:col-span-2">{t('admin.possibleDuplicate', { id: duplicateOf })}</p>}
          {rescue.mergedIntoId != null && (
            <p className="sm:col-span-2">{t('admin.mergedInto', { id: rescue.mergedIntoId })}</p>
          )}
          {rescue.outcome && (
            <p className="sm:col-span-2">
              <span className="font-medium">{t('case.outcome')}:</span> {outcomeText(rescue.outcome)}
            </p>
          )}
        </dl>
      }
    >
      <TriageButtons
        rescue={rescue}
        onTriage={onTriage}
        button={(primary) => (primary ? 'btn-primary' : 'btn-secondary')}
      />
      {canAssignRescue(rescue) && (
        <button type="button" className={rescue.triage ? 'btn-secondary' : 'btn-primary'} onClick={onAssign}>
          {assignLabel(rescue)}
        </button>
      )}
      {duplicateOf != null && (
        <button type="button" className="btn-secondary" onClick={() => onMerge(duplicateOf)}>
          {t('admin.mergeInto', { id: duplicateOf })}
        </button>
      )}
      <button type="button" className="btn-secondary" onClick={onEdit}>
        {t('admin.edit')}
      </button>
    </RescueCard>
  )
}
