// Admin controls (docs/rules.md#permissions): assign a pending case, or reassign a declined one
// that has no NGO or one whose NGO let its deadline pass, to an approved active NGO; edit anything.
// While the case waits for someone, its ring (offers and answers) shows above them.
import { canAssignRescue } from '@paws/contracts'
import type { Rescue } from '@paws/contracts/schemas/rescues'
import { useState } from 'react'
import { AssignDialog } from '../../../components/rescue/AssignDialog.tsx'
import { assignLabel } from '../../../components/rescue/CaseFlags.tsx'
import { Section } from './CaseInfo.tsx'
import { RescueRing } from '../../../components/rescue/RescueRing.tsx'
import { t } from '../../../i18n/index.ts'

export function AdminActions({ rescue, onEdit }: { rescue: Rescue; onEdit: () => void }) {
  const [assigning, setAssigning] = useState(false)
  return (
    <>
      {canAssignRescue(rescue) && <RescueRing rescueId={rescue.id} />}
      <Section title={t('case.adminActions')}>
        <div className="flex flex-wrap gap-3">
          {canAssignRescue(rescue) && (
            <button type="button" className="btn-primary" onClick={() => setAssigning(true)}>
              {assignLabel(rescue)}
            </button>
          )}
          <button type="button" className="btn-secondary" onClick={onEdit}>
            {t('case.editCase')}
          </button>
        </div>
        {assigning && <AssignDialog rescue={rescue} onClose={() => setAssigning(false)} />}
      </Section>
    </>
  )
}
