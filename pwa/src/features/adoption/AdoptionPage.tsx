// /adoption/:id: one application, once the route's loader has it. The server answers 404 to
// anyone who is not the applicant, the animal's owner or an admin, so someone else's
// application reads as not found; any other failure is the app's page error (Try Again).
import { useSuspenseQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { adoptionQuery } from '../../api/adoptions.ts'
import { MessagePage } from '../../components/ui/MessagePage.tsx'
import { AdoptionDetail } from './AdoptionDetail.tsx'
import type { AdoptionView } from './landing/views.ts'
import { t } from '../../i18n/index.ts'

/** The application id in the address, or null when it is not one. */
export function adoptionId(raw: string): number | null {
  const id = Number(raw)
  return Number.isInteger(id) && id > 0 ? id : null
}

export function AdoptionPage({ raw, from }: { raw: string; from?: AdoptionView }) {
  const id = adoptionId(raw)
  return id === null ? <AdoptionNotFound /> : <Adoption id={id} from={from} />
}

function Adoption({ id, from }: { id: number; from?: AdoptionView }) {
  const { data } = useSuspenseQuery(adoptionQuery(id))
  return <AdoptionDetail adoption={data} from={from} />
}

export function AdoptionNotFound() {
  return (
    <MessagePage title={t('adoptionText.notFound')}>
      <Link to="/adoption" className="btn-primary">
        {t('adoptionText.back')}
      </Link>
    </MessagePage>
  )
}
