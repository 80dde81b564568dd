// The apply sheet on an animal's page: the spec's questions, short and phone-friendly
// (DESIGN section 11). What the profile knows (name, phone, e-mail) is shown as the contact
// the owner gets; the answers of the applicant's last application are offered again; every
// question may be skipped and is then stored as not answered.
import { ADOPTION_RESPONSE_PROMISE } from '@paws/contracts'
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { CircleCheck } from 'lucide-react'
import { useState } from 'react'
import { myAdoptionsQuery, useCreateAdoption } from '../../../api/adoptions.ts'
import { Alert } from '../../../components/ui/Alert.tsx'
import { Modal } from '../../../components/ui/Modal.tsx'
import { useForm } from '../../../lib/form/index.ts'
import { TEXT } from '../../../lib/texts.ts'
import { useSession } from '../../../session/SessionProvider.tsx'
import { ApplicationQuestions } from './ApplicationQuestions.tsx'
import { type ApplyValues, applicationBody, EMPTY_APPLICATION, valuesFromEarlier } from './application-form.ts'
import { offerInstall } from '../../../lib/install-prompt.ts'

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
  if (!props.isOpen) return null
  if (sent) return <Submitted animalName={props.animalName} onClose={close} />
  return <Questions {...props} onSent={() => setSent(true)} />
}

function Questions({ animalId, animalName, onClose, onSent }: SheetProps & { onSent: () => void }) {
  const earlier = useQuery(myAdoptionsQuery(1))
  if (earlier.isPending) {
    return (
      <Modal isOpen onClose={onClose} title={`Adopt ${animalName}`} size="lg">
        <p className="text-slate-700">Loading...</p>
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
    fallback: TEXT.adoptionFailed,
  })
  const busy = form.submitting
  return (
    <Modal isOpen onClose={onClose} title={`Adopt ${animalName}`} dismissable={!busy} size="lg">
      <form onSubmit={form.onSubmit} noValidate className="grid gap-5">
        <p className="text-slate-700">
          A few questions help the owner get to know you. Answer what you like; anything you skip is shown to them as
          "Not answered".
        </p>
        {user && (
          <section aria-label="Your contact details" className="rounded-xl bg-slate-50 p-3 text-slate-800">
            <p className="font-semibold">The owner will contact you at</p>
            <p>
              {`${user.firstName} ${user.lastName}`.trim()} · {user.email}
              {user.phone ? ` · ${user.phone}` : ''}
            </p>
            {!user.phone && (
              <p className="mt-1">
                <Link to="/profile" className="font-semibold text-brand-800 underline">
                  Add your phone number
                </Link>{' '}
                so the owner can call you.
              </p>
            )}
          </section>
        )}
        {prefilled && offered && (
          <Alert tone="info">
            <span>
              We filled in your answers from your application for {offered.from}. Check they are still right.{' '}
              <button
                type="button"
                className="font-semibold underline"
                onClick={() => {
                  form.reset(EMPTY_APPLICATION)
                  setPrefilled(false)
                }}
              >
                Start empty
              </button>
            </span>
          </Alert>
        )}
        <ApplicationQuestions form={form} animalName={animalName} />
        {form.error && <Alert tone="error">{form.error}</Alert>}
        <div className="sticky bottom-0 -mx-5 flex flex-col-reverse gap-2 border-t border-slate-200 bg-white px-5 pt-3 sm:-mx-6 sm:flex-row sm:justify-end sm:px-6">
          <button type="button" className="btn-secondary" onClick={onClose} disabled={busy}>
            Cancel
          </button>
          <button type="submit" className="btn-primary" disabled={busy}>
            {busy ? 'Sending...' : 'Send Application'}
          </button>
        </div>
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
    <Modal isOpen onClose={onClose} title="Application Submitted!">
      <div className="grid justify-items-center gap-3 text-center">
        <CircleCheck className="h-14 w-14 text-green-700" aria-hidden="true" />
        <p className="text-lg">
          Thank you for applying to adopt {animalName}. {ADOPTION_RESPONSE_PROMISE}
        </p>
        <Link to="/adoption" className="btn-primary mt-2 w-full">
          View My Applications
        </Link>
        <button type="button" className="btn-ghost w-full" onClick={onClose}>
          Close
        </button>
      </div>
    </Modal>
  )
}
