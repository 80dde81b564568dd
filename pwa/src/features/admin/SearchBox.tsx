// A search field for an admin list: searches on Enter or the button (one request per search).
import { Search } from 'lucide-react'
import { type FormEvent, useState } from 'react'

export function SearchBox({ label, onSearch }: { label: string; onSearch: (text: string) => void }) {
  const [text, setText] = useState('')
  const submit = (e: FormEvent) => {
    e.preventDefault()
    onSearch(text.trim())
  }
  return (
    <form aria-label={label} onSubmit={submit} className="flex items-center gap-2">
      <input
        type="search"
        aria-label={label}
        placeholder="Case number, place, description"
        value={text}
        maxLength={100}
        onChange={(e) => setText(e.target.value)}
        className="min-h-11 w-72 rounded-md border border-slate-300 bg-white px-3"
      />
      <button type="submit" className="btn-secondary" aria-label="Search">
        <Search className="h-4 w-4" aria-hidden="true" />
      </button>
    </form>
  )
}
