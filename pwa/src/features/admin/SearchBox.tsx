// A search field for an admin list: searches on Enter or the button (one request per search);
// "/" anywhere on the page puts the cursor in it, as on the desk tools people know. On a phone
// it takes the row's width (a fixed width would push the page past a 360 px screen).
import { TEXT_LIMITS } from '@paws/contracts'
import { Search } from 'lucide-react'
import { useEffect, useRef } from 'react'
import { useForm } from '../../lib/form/index.ts'
import { t } from '../../i18n/index.ts'

function typingIn(target: EventTarget | null): boolean {
  return target instanceof HTMLElement && (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName))
}

export function SearchBox({
  label,
  placeholder,
  value = '',
  onSearch,
}: {
  label: string
  placeholder: string
  /** The words searched for now (from the URL). */
  value?: string
  onSearch: (text: string) => void
}) {
  const input = useRef<HTMLInputElement>(null)
  const form = useForm<{ text: string }, string>({
    initial: { text: value },
    validate: ({ text }) => ({ ok: true, value: text.trim() }),
    submit: (text) => onSearch(text),
  })
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== '/' || event.ctrlKey || event.metaKey || event.altKey || typingIn(event.target)) return
      event.preventDefault()
      input.current?.focus()
    }
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [])
  return (
    <form aria-label={label} onSubmit={form.onSubmit} className="flex w-full min-w-0 items-center gap-2 sm:w-auto">
      <input
        ref={input}
        type="search"
        aria-label={label}
        aria-keyshortcuts="/"
        placeholder={placeholder}
        name="text"
        value={form.values.text}
        maxLength={TEXT_LIMITS.search}
        onChange={(e) => form.set('text', e.target.value)}
        className="min-h-11 w-full min-w-0 flex-1 rounded-md border border-slate-300 bg-white px-3 sm:w-72 sm:flex-none"
      />
      <button type="submit" className="btn-secondary" aria-label={t('admin.search')}>
        <Search className="h-4 w-4" aria-hidden="true" />
      </button>
    </form>
  )
}
