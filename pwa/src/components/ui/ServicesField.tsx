import { NGO_SERVICES, type NgoService, enumLabel } from '@paws/contracts'
import { useId } from 'react'
import { t } from '../../i18n/index.ts'
import { type FieldMessage, fieldText } from '../../lib/form/form-state.ts'

export function ServicesField({
  value,
  onChange,
  error,
}: {
  value: NgoService[]
  onChange: (next: NgoService[]) => void
  error?: FieldMessage | null
}) {
  const id = useId()
  const toggle = (service: NgoService, on: boolean) =>
    onChange(on ? [...value, service] : value.filter((s) => s !== service))
  return (
    <fieldset aria-describedby={error ? `${id}-error` : undefined} aria-invalid={error ? true : undefined}>
      <legend className="label">
        {t('ui.servicesOffered')}
        <span className="text-red-700" aria-hidden="true">
          {' '}
          *
        </span>
      </legend>
      <div className="grid gap-2 sm:grid-cols-2">
        {NGO_SERVICES.map((service) => (
          <label
            key={service}
            className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border border-slate-300 px-3 py-2 hover:bg-slate-50"
          >
            <input
              type="checkbox"
              className="h-5 w-5 accent-brand-700"
              checked={value.includes(service)}
              onChange={(e) => toggle(service, e.target.checked)}
            />
            <span>{enumLabel(t, 'service', service)}</span>
          </label>
        ))}
      </div>
      {error && (
        <p id={`${id}-error`} className="mt-1 text-red-700">
          {fieldText(error)}
        </p>
      )}
    </fieldset>
  )
}
