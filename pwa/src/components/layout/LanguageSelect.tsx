import { isLocale, LANGUAGE_NAMES, LANGUAGE_TAGS, LOCALES } from '@paws/contracts'
import { Languages } from 'lucide-react'
import { useId } from 'react'
import { keepOnAccount } from './account-language.ts'
import { activateLocale, currentLocale, t } from '../../i18n/index.ts'
import { useSession } from '../../session/SessionProvider.tsx'

/**
 * The language menu, in the header of every screen and on the profile: each
 * language in its own script. The choice is kept on this device and, when signed in, on the
 * account, so e-mails and pushes follow it.
 */
export function LanguageSelect({ className = '', showLabel = false }: { className?: string; showLabel?: boolean }) {
  const { user } = useSession()
  const id = useId()
  const change = (value: string) => {
    if (!isLocale(value)) return
    void activateLocale(value, true)
    if (user) void keepOnAccount(value).catch(() => undefined)
  }
  return (
    <div className={`flex items-center gap-1 ${className}`}>
      <label htmlFor={id} className={showLabel ? 'label mb-0' : 'sr-only'}>
        {t('language.label')}
      </label>
      {!showLabel && <Languages className="hidden h-5 w-5 shrink-0 text-slate-600 sm:block" aria-hidden="true" />}
      {/* As wide as the language it shows (field-sizing): sized by all its options, the page's
          first layout would shape every language's name, and load the Devanagari font for an
          English reader just to measure them (docs/rules.md#first-load). */}
      <select
        id={id}
        value={currentLocale()}
        onChange={(e) => change(e.target.value)}
        className="field-sizing-content h-11 max-w-[6.5rem] rounded-lg border border-slate-300 bg-white px-1 text-base text-slate-800 sm:max-w-none sm:px-2"
      >
        {LOCALES.map((locale) => (
          <option key={locale} value={locale} lang={LANGUAGE_TAGS[locale]}>
            {LANGUAGE_NAMES[locale]}
          </option>
        ))}
      </select>
    </div>
  )
}
