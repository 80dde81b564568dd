// A lost or a found post (docs/rules.md#lost-and-found). The form is kept on the phone as it is
// filled (use-post-draft.ts); Submit puts the post into the outbox, as a rescue report is, and the
// sync engine sends it exactly once (offline/posts.ts). Signed out, the form works the same and
// Submit opens the account sheet (the report wizard's), the post then filed with that account;
// with no signal the sheet says the post stays on this phone until the signal comes back.
import type { User } from '@paws/contracts/schemas/users'
import { Link, useNavigate } from '@tanstack/react-router'
import { CircleCheck, CloudOff, Send } from 'lucide-react'
import { useState } from 'react'
import { AccountSheet } from '../../../components/account/AccountSheet.tsx'
import { RescuePhotoPicker } from '../../../components/rescue/RescuePhotoPicker.tsx'
import { Alert } from '../../../components/ui/Alert.tsx'
import { LoadingScreen } from '../../../components/ui/LoadingScreen.tsx'
import { Modal } from '../../../components/ui/Modal.tsx'
import { useForm } from '../../../lib/form/index.ts'
import { t } from '../../../i18n/index.ts'
import { call, OutboxStorageError, type PostOutcome } from '../../../offline/index.ts'
import { AnimalFields, PlaceFields } from './PostFields.tsx'
import { emptyPost, type PostKind, type PostValues, postBody, postErrors } from './post-values.ts'
import { postDraftKey, usePostDraft } from './use-post-draft.ts'
import { outboxErrorText } from '../../../lib/outbox-errors.ts'
import type { OutboxNote } from '../../../offline/index.ts'

type Phase =
  | { kind: 'editing' }
  | { kind: 'account' }
  | { kind: 'sending' }
  | { kind: 'done'; id: string; outcome: PostOutcome }

const sheetWords = () => ({
  signIn: t('lf.sheet.signIn'),
  create: t('lf.sheet.create'),
  saved: t('lf.sheet.saved'),
  keptNoSignal: t('lf.sheet.keptNoSignal'),
  keptUntilSignal: t('lf.sheet.keptUntilSignal'),
  notNow: t('lf.sheet.notNow'),
})

export function PostForm({ kind, user }: { kind: PostKind; user: User | null }) {
  const navigate = useNavigate()
  // Fixed at opening: signing in at Submit must not switch the draft under the form.
  const [key] = useState(() => postDraftKey(kind, user?.id ?? null))
  const [phase, setPhase] = useState<Phase>({ kind: 'editing' })
  const form = useForm<PostValues>({
    initial: () => emptyPost(),
    onChange: (values) => draft.save({ values }),
    validate: (values) => postErrors(kind, values),
    submit: async (_checked, values) => {
      if (!user) {
        setPhase({ kind: 'account' })
        return
      }
      await file(values, user.id)
    },
  })
  const draft = usePostDraft(key, (values) => form.reset({ ...emptyPost(), ...values }))
  const { values, set } = form

  async function file(current: PostValues, userId: number) {
    let id: string
    try {
      id = await call('queuePost', { id: draft.postId(), userId, post: postBody(kind, current), photos: draft.photos })
      await draft.discard()
    } catch (err) {
      form.setError({ id: err instanceof OutboxStorageError ? err.key : 'lf.submitFailed' })
      setPhase({ kind: 'editing' })
      return
    }
    setPhase({ kind: 'sending' })
    const outcome = await call('sendPostAndWatch', id).catch((): PostOutcome => ({ kind: 'queued' }))
    if (outcome.kind === 'sent') {
      void navigate({ to: '/lost-found/$id', params: { id: String(outcome.serverId) }, search: { posted: true } })
      return
    }
    setPhase({ kind: 'done', id, outcome })
  }

  /** Refused by the server: the post leaves the outbox and the form takes it back, with the reason. */
  async function fix(id: string, message: OutboxNote | null) {
    await call('discardPost', id).catch(() => undefined)
    draft.keepAgain(values)
    form.setError(message ? { id: message.key, values: message.values } : { id: 'lf.submitFailed' })
    setPhase({ kind: 'editing' })
  }

  async function signedIn(account: User) {
    setPhase({ kind: 'editing' })
    await call('shareSignIn').catch(() => undefined)
    await file(values, account.id)
  }

  const title = kind === 'lost' ? t('lf.newLost') : t('lf.newFound')
  if (!draft.loaded) return <LoadingScreen full={false} text={t('lf.opening')} />
  const shown = form.errors
  return (
    <div className="mx-auto grid max-w-2xl gap-5 px-4 py-6 sm:py-10">
      <header className="grid gap-2">
        <h1 className="text-3xl font-bold">{title}</h1>
        <p className="text-slate-700">{kind === 'lost' ? t('lf.newLostIntro') : t('lf.newFoundIntro')}</p>
        {!user && <p className="text-slate-700">{t('lf.noAccountNeeded')}</p>}
      </header>
      {draft.restored && <Alert tone="info">{t('lf.draftRestored')}</Alert>}
      <form onSubmit={form.onSubmit} noValidate className="card grid gap-6 p-5 sm:p-6">
        <section className="grid gap-3" aria-labelledby="lf-photos">
          <h2 id="lf-photos" className="text-xl font-bold">
            {t('lf.photos')}
          </h2>
          <p className="text-slate-700">{kind === 'lost' ? t('lf.photosHintLost') : t('lf.photosHintFound')}</p>
          <RescuePhotoPicker photos={draft.photos} onChange={(next) => draft.save({ photos: next })} />
        </section>
        <AnimalFields kind={kind} values={values} set={set} errors={shown} />
        <PlaceFields kind={kind} values={values} set={set} errors={shown} />
        {form.error && <Alert tone="error">{form.error}</Alert>}
        <button type="submit" className="btn-primary" disabled={phase.kind !== 'editing'}>
          <Send className="h-5 w-5" aria-hidden="true" />{' '}
          {phase.kind === 'sending' ? t('lf.posting') : kind === 'lost' ? t('lf.postLost') : t('lf.postFound')}
        </button>
      </form>
      {!user && (
        <AccountSheet
          isOpen={phase.kind === 'account'}
          onClose={() => setPhase({ kind: 'editing' })}
          onSignedIn={(account) => void signedIn(account)}
          words={sheetWords()}
        />
      )}
      {phase.kind === 'done' && (
        <OutcomeDialog
          outcome={phase.outcome}
          onClose={() => void navigate({ to: '/lost-found' })}
          onFix={() => phase.outcome.kind === 'attention' && void fix(phase.id, phase.outcome.message)}
        />
      )}
    </div>
  )
}

function OutcomeDialog({
  outcome,
  onClose,
  onFix,
}: {
  outcome: PostOutcome
  onClose: () => void
  /** Refused: back to the form to fix it. */
  onFix: () => void
}) {
  if (outcome.kind === 'attention') {
    return (
      <Modal isOpen onClose={onFix} title={t('lf.notPosted')} role="alertdialog">
        <p className="whitespace-pre-line text-lg">
          {outcome.message ? outboxErrorText(outcome.message) : t('lf.submitFailed')}
        </p>
        <button type="button" className="btn-primary mt-4 w-full" onClick={onFix}>
          {t('lf.fixAndPost')}
        </button>
      </Modal>
    )
  }
  const signin = outcome.kind === 'signin'
  return (
    <Modal isOpen onClose={onClose} title={signin ? t('wizard.pleaseSignInAgain') : t('lf.savedOnPhone')}>
      <div className="grid justify-items-center gap-3 text-center">
        {signin ? (
          <CloudOff className="h-14 w-14 text-amber-700" aria-hidden="true" />
        ) : (
          <CircleCheck className="h-14 w-14 text-green-700" aria-hidden="true" />
        )}
        <p className="text-lg">{signin ? t('lf.signInToSend') : t('lf.savedOnPhoneText')}</p>
        {signin ? (
          <Link to="/login" search={{ redirect: '/lost-found' }} className="btn-primary w-full">
            {t('wizard.signIn')}
          </Link>
        ) : (
          <Link to="/lost-found" className="btn-primary w-full">
            {t('lf.backToList')}
          </Link>
        )}
      </div>
    </Modal>
  )
}
