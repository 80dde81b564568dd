// The dialog of "Alert me about new matches": loaded when opened, so the browse page's first
// load carries no dialog code.
import { useState } from 'react'
import { useSaveAlert } from '../../api/alerts.ts'
import { describeError } from '../../api/errors.ts'
import { Alert } from '../../components/ui/Alert.tsx'
import { TextField } from '../../components/ui/fields.tsx'
import { Modal } from '../../components/ui/Modal.tsx'
import type { AnimalSearch } from '../../lib/animal-search.ts'
import { notify } from '../../lib/toast.ts'
import { alertFilters, alertName, describeFilters } from './alert-filters.ts'

export default function SaveAlertDialog({ search, onClose }: { search: AnimalSearch; onClose: () => void }) {
  const filters = alertFilters(search)
  const [name, setName] = useState(alertName(filters))
  const save = useSaveAlert()
  const left = [search.search && 'search words', search.breed && 'breed'].filter(Boolean)
  return (
    <Modal isOpen onClose={onClose} title="Save this search as an alert" dismissable={!save.isPending}>
      <form
        className="grid gap-4"
        onSubmit={(e) => {
          e.preventDefault()
          if (!name.trim()) return
          save.mutate(
            { name: name.trim(), filters },
            {
              onSuccess: () => {
                notify(`Alert "${name.trim()}" saved. We will tell you when a matching animal is listed.`, 'success')
                onClose()
              },
            },
          )
        }}
      >
        <p className="text-slate-800">
          <span className="font-semibold">Filters: </span>
          {describeFilters(filters)}
        </p>
        {left.length > 0 && (
          <p className="text-slate-700">Alerts match on these filters only, not on {left.join(' or ')}.</p>
        )}
        <TextField label="Alert name" value={name} maxLength={80} required onChange={(e) => setName(e.target.value)} />
        <p className="text-slate-700">
          You get a notification for the first new match right away, and later matches of the same hour together. Pause
          or delete alerts in your profile.
        </p>
        {save.isError && <Alert tone="error">{describeError(save.error, 'Could not save the alert.')}</Alert>}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <button type="button" className="btn-secondary" onClick={onClose} disabled={save.isPending}>
            Cancel
          </button>
          <button type="submit" className="btn-primary" disabled={save.isPending || !name.trim()}>
            {save.isPending ? 'Saving...' : 'Save Alert'}
          </button>
        </div>
      </form>
    </Modal>
  )
}
