// The dialog of "Alert me about new matches": loaded when opened, so the browse page's first
// load carries no dialog code.
import { TEXT_LIMITS } from '@paws/contracts'
import { useSaveAlert } from '../../api/alerts.ts'
import { DialogFooter } from '../ui/DialogFooter.tsx'
import { TextField } from '../ui/fields.tsx'
import { Modal } from '../ui/Modal.tsx'
import type { AnimalSearch } from '../../lib/animal-search.ts'
import { useForm } from '../../lib/form/index.ts'
import { notify } from '../../lib/toast.ts'
import { alertFilters, alertName, describeFilters } from './alert-filters.ts'
import { t } from '../../i18n/index.ts'

export default function SaveAlertDialog({ search, onClose }: { search: AnimalSearch; onClose: () => void }) {
  const filters = alertFilters(search)
  const save = useSaveAlert()
  const form = useForm<{ name: string }, string>({
    initial: { name: alertName(filters) },
    validate: ({ name }) =>
      name.trim() ? { ok: true, value: name.trim() } : { ok: false, errors: { name: { id: 'alerts.giveName' } } },
    submit: async (name) => {
      await save.mutateAsync({ name, filters })
      notify(t('alerts.saved', { name }), 'success')
      onClose()
    },
    fallback: 'alerts.saveFailed',
    serverFields: ['name'],
  })
  return (
    <Modal isOpen onClose={onClose} title={t('alerts.saveThisSearchAs')} dismissable={!form.submitting}>
      <form className="grid gap-4" onSubmit={form.onSubmit} noValidate>
        <p className="text-slate-800">
          <span className="font-semibold">{t('alerts.filters')} </span>
          {describeFilters(filters)}
        </p>
        <TextField label={t('alerts.alertName')} maxLength={TEXT_LIMITS.alertName} required {...form.field('name')} />
        <p className="text-slate-700">{t('alerts.youGetANotification')}</p>
        <DialogFooter
          error={form.error}
          busy={form.submitting}
          onCancel={onClose}
          cancel={t('alerts.cancel')}
          submit={t('alerts.saveAlert')}
          submitting={t('alerts.saving')}
        />
      </form>
    </Modal>
  )
}
