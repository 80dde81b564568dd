// A search field for an admin list: searches on Enter or the button (one request per search).
import { Search } from 'lucide-react'
import { useForm } from '../../lib/form/index.ts'
import { t } from '../../i18n/index.ts'

export function SearchBox({ label, onSearch }: { label: string; onSearch: (text: string) => void }) {
  const form = useForm<{ text: string }, string>({
    initial: { text: '' },
    validate: ({ text }) => ({ ok: true, value: text.trim() }),
    submit: (text) => onSearch(text),
  })
  return (
    <form aria-label={label} onSubmit={form.onSubmit} className="flex items-center gap-2">
      <input
        type="search"
        aria-label={label}
        placeholder={t('admin.caseNumberPlaceDescription')}
        name="text"
        value={form.values.text}
        maxLength={100}
        onChange={(e) => form.set('text', e.target.value)}
        className="min-h-11 w-72 rounded-md border border-slate-300 bg-white px-3"
      />
      <button type="submit" className="btn-secondary" aria-label={t('admin.search')}>
        <Search className="h-4 w-4" aria-hidden="true" />
      </button>
    </form>
  )
}
