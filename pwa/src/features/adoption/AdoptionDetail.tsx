// Application #{id} (docs/screens.md, "Adoption detail"): the animal, the applicant,
// the application, the actions of whoever looks at it (owner, applicant, admin) and the
// history timeline.
import { formatDate } from '@paws/contracts'
import type { AdoptionDetail as Detail } from '@paws/contracts/schemas/adoptions'
import { Link } from '@tanstack/react-router'
import { ArrowLeft } from 'lucide-react'
import { AdoptionStatusBadge } from '../../components/adoption/AdoptionBadge.tsx'
import { HistoryTimeline } from '../../components/ui/HistoryTimeline.tsx'
import { AnimalSection, ApplicantSection, ApplicationSection } from './ApplicationInfo.tsx'
import { type AdoptionView, backView } from './landing/views.ts'
import { AdminStatusForm, ApplicantActions, OwnerActions } from './WorkflowActions.tsx'
import { t } from '../../i18n/index.ts'

/** "Back to Adoptions": to the view the person came from, else the one their part belongs to. */
function BackLink({ adoption, from }: { adoption: Detail; from?: AdoptionView }) {
  const target = backView(from, adoption.role)
  const className = 'inline-flex items-center gap-1 justify-self-start font-semibold text-brand-800 underline'
  const content = (
    <>
      <ArrowLeft className="h-4 w-4" aria-hidden="true" /> {t('adoptionText.back')}
    </>
  )
  if (target === 'admin') {
    return (
      <Link to="/admin/adoptions" className={className}>
        {content}
      </Link>
    )
  }
  return (
    <Link to="/adoption" search={{ view: target }} className={className}>
      {content}
    </Link>
  )
}

export function AdoptionDetail({ adoption, from }: { adoption: Detail; from?: AdoptionView }) {
  return (
    <div className="mx-auto grid max-w-4xl gap-5 px-4 py-6 sm:py-10">
      <BackLink adoption={adoption} from={from} />
      <header className="grid gap-2">
        <h1 className="text-3xl font-bold">{t('adoptionFlow.applicationNo', { id: adoption.id })}</h1>
        <div className="flex flex-wrap items-center gap-2">
          <AdoptionStatusBadge status={adoption.status} />
          <span className="text-slate-700">
            {t('adoptionFlow.appliedDate', { date: formatDate(adoption.appliedDate) })}
          </span>
        </div>
      </header>
      {adoption.role === 'applicant' && <ApplicantActions adoption={adoption} />}
      <AnimalSection adoption={adoption} />
      <ApplicantSection adoption={adoption} />
      <ApplicationSection adoption={adoption} />
      {adoption.role === 'owner' && <OwnerActions adoption={adoption} />}
      {adoption.role === 'admin' && <AdminStatusForm adoption={adoption} />}
      <HistoryTimeline history={adoption.history} kind="adoptionStatus" opened="applied" />
    </div>
  )
}
