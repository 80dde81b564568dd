// The clinic's page (docs/rules.md#clinics), where a clinic lands when it signs in: its approval
// (the same banners as an NGO's), the animals handed to it first (those on their way at the top),
// then whether it accepts emergencies now and its free places.
import { useQuery } from '@tanstack/react-query'
import { clinicHandoversQuery, myClinicQuery } from '../../api/clinics.ts'
import { describeError } from '../../http/errors.ts'
import { Alert } from '../../components/ui/Alert.tsx'
import { Section } from '../../components/ui/Section.tsx'
import { t } from '../../i18n/index.ts'
import { AvailabilityForm } from './AvailabilityForm.tsx'
import { HandoverCard } from './HandoverCard.tsx'
import { useClinicAnswers } from './use-clinic-answers.ts'

export function ClinicPage() {
  const clinic = useQuery(myClinicQuery())
  const approved = clinic.data?.approvalStatus === 'approved'
  const handovers = useQuery({ ...clinicHandoversQuery(), enabled: approved })
  const answers = useClinicAnswers(clinic.data?.userId ?? null)
  if (clinic.isPending) return <p className="p-4">{t('clinic.loading')}</p>
  if (clinic.isError) return <Alert tone="error">{describeError(clinic.error, t('clinic.failed'))}</Alert>
  const list = [...(handovers.data?.handovers ?? [])].sort(
    (a, b) => Number(b.state === 'coming') - Number(a.state === 'coming'),
  )
  return (
    <div className="mx-auto grid max-w-3xl gap-4 px-4 py-6">
      <h1 className="text-2xl font-bold">{clinic.data.name}</h1>
      {clinic.data.approvalStatus === 'rejected' && clinic.data.rejectionReason && (
        <Alert tone="error">{t('clinic.rejectedBecause', { reason: clinic.data.rejectionReason })}</Alert>
      )}
      {approved && (
        <>
          <Section title={t('clinic.animalsComing')}>
            {list.length === 0 ? (
              <p className="text-slate-700">{t('clinic.noneComing')}</p>
            ) : (
              <ul className="grid gap-3">
                {list.map((h) => (
                  <HandoverCard
                    key={h.id}
                    handover={h}
                    waiting={answers.on(h.rescueId)}
                    onAnswer={(answer) => answers.send(h.rescueId, answer)}
                  />
                ))}
              </ul>
            )}
          </Section>
          <AvailabilityForm
            key={`${clinic.data.availability.updatedAt}-${JSON.stringify(clinic.data.availability.places)}`}
            clinic={clinic.data}
          />
        </>
      )}
    </div>
  )
}
