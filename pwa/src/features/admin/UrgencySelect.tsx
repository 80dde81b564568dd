// The urgency filter of the admin rescues list (and its map).
import { URGENCIES, type Urgency, enumLabel } from '@paws/contracts'
import { t } from '../../i18n/index.ts'

export function UrgencySelect({
  value,
  onChange,
}: {
  value: Urgency | undefined
  onChange: (urgency: Urgency | undefined) => void
}) {
  return (
    <label className="flex items-center gap-2 font-medium">
      {t('admin.urgency')}
      <select
        className="min-h-11 rounded-md border border-slate-300 bg-white px-3"
        value={value ?? ''}
        onChange={(e) => onChange((e.target.value || undefined) as Urgency | undefined)}
      >
        <option value="">{t('admin.all')}</option>
        {URGENCIES.map((u) => (
          <option key={u} value={u}>
            {enumLabel(t, 'urgency', u)}
          </option>
        ))}
      </select>
    </label>
  )
}
