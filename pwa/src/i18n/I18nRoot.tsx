import { Fragment, type ReactNode, useSyncExternalStore } from 'react'
import { currentLocale, onLocaleChange } from './language.ts'

/** Renders the app again, whole, in a newly chosen language. */
export function I18nRoot({ children }: { children: ReactNode }) {
  const locale = useSyncExternalStore(onLocaleChange, currentLocale)
  return <Fragment key={locale}>{children}</Fragment>
}
