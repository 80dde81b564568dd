// Asked once after signing in on a phone whose language differs from the account's
// (account-language.ts): keep the phone's language (the account takes it too) or use the account's.
// Worded in the phone's language, each language named in its own script.
import { LANGUAGE_NAMES } from '@paws/contracts'
import { useState } from 'react'
import { describeError } from '../../http/errors.ts'
import { answerLanguageQuestion, type LanguageQuestion as Question } from './account-language.ts'
import { t } from '../../i18n/index.ts'
import { DialogFooter } from '../ui/DialogFooter.tsx'
import { Modal } from '../ui/Modal.tsx'

export default function LanguageQuestion({ question }: { question: Question }) {
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const phone = LANGUAGE_NAMES[question.phone]
  const account = LANGUAGE_NAMES[question.account]
  const answer = (keepPhone: boolean) => {
    setBusy(true)
    setError(null)
    answerLanguageQuestion(keepPhone)
      .catch((failure) => setError(describeError(failure, t('language.question.failed'))))
      .finally(() => setBusy(false))
  }
  return (
    <Modal isOpen dismissable={false} onClose={() => undefined} title={t('language.question.title', { account })}>
      <p className="text-slate-700">{t('language.question.text', { phone, account })}</p>
      <DialogFooter
        className="mt-6"
        busy={busy}
        error={error}
        onCancel={() => answer(false)}
        onConfirm={() => answer(true)}
        cancel={t('language.question.useAccount', { account })}
        submit={t('language.question.keep', { phone })}
        submitting={t('ui.saving')}
      />
    </Modal>
  )
}
