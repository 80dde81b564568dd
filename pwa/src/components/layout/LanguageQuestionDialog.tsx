// Asked once after signing in on a phone whose language differs from the account's
// (account-language.ts). The dialog's code (the modal and its footer) loads only when there is a
// question, not in every first load (docs/rules.md#first-load).
import { type ComponentType, lazy, Suspense, useSyncExternalStore } from 'react'
import { type LanguageQuestion as Question, languageQuestion, onLanguageQuestion } from './account-language.ts'

// Not loaded (no signal): the question is asked again at the next sign-in.
const LanguageQuestion = lazy<ComponentType<{ question: Question }>>(() =>
  import('./LanguageQuestion.tsx').catch(() => ({ default: () => null })),
)

export function LanguageQuestionDialog() {
  const question = useSyncExternalStore(onLanguageQuestion, languageQuestion)
  if (!question) return null
  return (
    <Suspense fallback={null}>
      <LanguageQuestion question={question} />
    </Suspense>
  )
}
