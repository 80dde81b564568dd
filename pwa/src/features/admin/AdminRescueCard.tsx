import { canAssignRescue } from '@paws/contracts'
import type { Rescue } from '@paws/contracts/schemas/rescues'
import { Building2, User } from 'lucide-react'
import { RescueCard } from '../../components/rescue/RescueCard.tsx'

/** A case on the admin rescues page: who reported it, which NGO has it, and the admin's actions. */
export function AdminRescueCard({
  rescue,
  onEdit,
  onAssign,
}: {
  rescue: Rescue
  onEdit: () => void
  onAssign: () => void
}) {
  const reporter = rescue.requester ? `${rescue.requester.firstName} ${rescue.requester.lastName}`.trim() : 'Unknown'
  return (
    <RescueCard
      rescue={rescue}
      details={
        <dl className="grid gap-1 text-slate-700 sm:grid-cols-2">
          <div className="flex items-center gap-2">
            <User className="h-4 w-4 shrink-0" aria-hidden="true" />
            <dt className="font-medium">Reporter:</dt>
            <dd>{reporter}</dd>
          </div>
          <div className="flex items-center gap-2">
            <Building2 className="h-4 w-4 shrink-0" aria-hidden="true" />
            <dt className="font-medium">Assigned NGO:</dt>
            <dd>{rescue.ngo?.name ?? 'Not assigned'}</dd>
          </div>
        </dl>
      }
    >
      {canAssignRescue(rescue) && (
        <button type="button" className="btn-primary" onClick={onAssign}>
          {rescue.status === 'declined' ? 'Reassign to NGO' : 'Assign to NGO'}
        </button>
      )}
      <button type="button" className="btn-secondary" onClick={onEdit}>
        Edit
      </button>
    </RescueCard>
  )
}
