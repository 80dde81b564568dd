// The apply sheet on an animal's page: the spec's questions, short and phone-friendly
// (docs/rules.md#departures-from-the-spec). What the profile knows (name, phone, e-mail) is shown
// as the contact the owner gets; the answers of the applicant's last application are offered again;
// every question may be skipped and is then stored as not answered.
import { adoptionResponsePromise } from '@paws/contracts'
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { CircleCheck } from 'lucide-react'
import { useState } from 'react'
import { myAdoptionsQuery, useCreateAdoption } from '../../../api/adoptions.ts'
import { Alert } from '../../ui/Alert.tsx'
import { DialogFooter } from '../../ui/DialogFooter.tsx'
import { Modal } from '../../ui/Modal.tsx'
import { useForm } from '../../../lib/form/index.ts'
import { useSession } from '../../../session/SessionProvider.tsx'
import { ApplicationQuestions } from './ApplicationQuestions.tsx'
import { type ApplyValues, applicationBody, EMPTY_APPLICATION, valuesFromEarlier } from './application-form.ts'
import { offerInstall } from '../../../lib/install-prompt.ts'
import { t } from '../../../i18n/index.ts'
import { useWholeCatalog } from '../../../i18n/use-whole-catalog.ts'

interface SheetProps {
  animalId: number
  animalName: string
  isOpen: boolean
  onClose: () => void
}

export function ApplySheet(props: SheetProps) {
  const [sent, setSent] = useState(false)
  const close = () => {
    setSent(false)
    props.onClose()
  }
  // The sheet opens on an animal's page, whose first load brings only the public words.
  const words = useWholeCatalog(props.isOpen)
  if (!props.isOpen) return null
  if (!words) {
    return (
      <Modal isOpen onClose={close} title={t('ui.loading')} size="lg">
        <p className="text-slate-700">{t('ui.loading')}</p>
      </Modal>
    )
  }
  if (sent) return <Submitted animalName={props.animalName} onClose={close} />
  return <Questions {...props} onSent={() => setSent(true)} />
}

function Questions({ animalId, animalName, onClose, onSent }: SheetProps & { onSent: () => void }) {
  const earlier = useQuery(myAdoptionsQuery(1))
  if (earlier.isPending) {
    return (
      <Modal isOpen onClose={onClose} title={t('apply.title', { name: animalName })} size="lg">
        <p className="text-slate-700">{t('ui.loading')}</p>
      </Modal>
    )
  }
  const last = earlier.data?.adoptions[0]
  const offered = valuesFromEarlier(last?.questionsAsked ? last.applicationData : undefined)
  return (
    <QuestionsForm
      animalId={animalId}
      animalName={animalName}
      onClose={onClose}
      onSent={onSent}
      offered={offered ? { values: offered, from: last?.animal.name ?? '' } : null}
    />
  )
}

function QuestionsForm({
  animalId,
  animalName,
  onClose,
  onSent,
  offered,
}: {
  animalId: number
  animalName: string
  onClose: () => void
  onSent: () => void
  offered: { values: ApplyValues; from: string } | null
}) {
  const { user } = useSession()
  const adopt = useCreateAdoption()
  const [prefilled, setPrefilled] = useState(offered !== null)
  const form = useForm<ApplyValues, unknown>({
    initial: offered?.values ?? EMPTY_APPLICATION,
    validate: (v) => applicationBody(animalId, v),
    submit: async (body) => {
      await adopt.mutateAsync(body as Parameters<typeof adopt.mutateAsync>[0])
      onSent()
    },
    fallback: 'text.adoptionFailed',
  })
  const busy = form.submitting
  return (
    <Modal isOpen onClose={onClose} title={t('apply.title', { name: animalName })} dismissable={!busy} size="lg">
      <form onSubmit={form.onSubmit} noValidate className="grid gap-5">
        <p className="text-slate-700">{t('apply.intro')}</p>
        {user && (
          <section aria-label={t('apply.yourContactDetails')} className="rounded-xl bg-slate-50 p-3 text-slate-800">
            <p className="font-semibold">{t('apply.ownerWillContact')}</p>
            <p>
              {`${user.firstName} ${user.lastName}`.trim()} · {user.email}
              {user.phone ? ` · ${user.phone}` : ''}
            </p>
            {!user.phone && (
              <p className="mt-1">
                <Link to="/profile" className="font-semibold text-brand-800 underline">
                  {t('apply.addPhone')}
                </Link>{' '}
                {t('apply.soOwnerCanCall')}
              </p>
            )}
          </section>
        )}
        {prefilled && offered && (
          <Alert tone="info">
            <span>
              {t('apply.prefilled', { name: offered.from })}{' '}
              <button
                type="button"
                className="font-semibold underline"
                onClick={() => {
                  form.reset(EMPTY_APPLICATION)
                  setPrefilled(false)
                }}
              >
                {t('apply.startEmpty')}
              </button>
            </span>
          </Alert>
        )}
        <ApplicationQuestions form={form} animalName={animalName} />
        <DialogFooter
          className="sticky bottom-0 -mx-5 border-t border-slate-200 bg-white px-5 pt-3 sm:-mx-6 sm:px-6"
          error={form.error}
          busy={busy}
          onCancel={onClose}
          submit={t('apply.send')}
          submitting={t('apply.sending')}
        />
      </form>
    </Modal>
  )
}

function Submitted({ animalName, onClose: close }: { animalName: string; onClose: () => void }) {
  // An application sent is the moment to offer keeping the app, once this dialog is gone.
  const onClose = () => {
    close()
    offerInstall()
  }
  return (
    <Modal isOpen onClose={onClose} title={t('apply.submitted')}>
      <div className="grid justify-items-center gap-3 text-center">
        <CircleCheck className="h-14 w-14 text-green-700" aria-hidden="true" />
        <p className="text-lg">
          {t('apply.thanks', { name: animalName })} {adoptionResponsePromise(t)}
        </p>
        <Link to="/adoption" className="btn-primary mt-2 w-full">
          {t('apply.viewMyApplications')}
        </Link>
        <button type="button" className="btn-ghost w-full" onClick={onClose}>
          {t('apply.close')}
        </button>
      </div>
    </Modal>
  )
}
