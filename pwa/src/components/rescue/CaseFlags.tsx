// What an admin (and the people on a case) must notice first: the NGO let its deadline pass,
// the case was merged into another, or it may be a duplicate.
import { Link } from '@tanstack/react-router'
import type { Rescue } from '@paws/contracts/schemas/rescues'
import { Alert } from '../ui/Alert.tsx'
import { t } from '../../i18n/index.ts'

/** "No response from {NGO}" while the case waits on an NGO that let its deadline pass. */
export function noResponseFrom(rescue: Rescue): string | null {
  if (rescue.status !== 'assigned' || !rescue.escalatedAt) return null
  return rescue.ngo?.name ? t('case.noResponseFrom', { ngo: rescue.ngo.name }) : t('case.noResponseFromTheNgo')
}

/** The admin's assign button: replacing an NGO (declined, or silent past its deadline) is a reassignment. */
export function assignLabel(rescue: Rescue): string {
  return rescue.status === 'declined' || noResponseFrom(rescue) ? t('case.reassignToNgo') : t('case.assignToNgo')
}

export function CaseFlags({ rescue }: { rescue: Rescue }) {
  const silent = noResponseFrom(rescue)
  return (
    <>
      {rescue.mergedIntoId != null && (
        <Alert tone="info">
          {t('case.thisCaseWasMerged')}{' '}
          <Link to="/rescue/$id" params={{ id: String(rescue.mergedIntoId) }} className="font-semibold underline">
            {t('case.case', { mergedIntoId: rescue.mergedIntoId })}
          </Link>
          {t('case.whichCarriesOnWith')}
        </Alert>
      )}
      {silent && (
        <Alert tone="warning">
          {silent}
          {t('case.itWasNotAccepted')}
        </Alert>
      )}
      {rescue.duplicateOfId != null && rescue.mergedIntoId == null && (
        <Alert tone="info">{t('case.possiblyTheSameAnimal', { duplicateOfId: rescue.duplicateOfId })}</Alert>
      )}
    </>
  )
}
