// The state every admin edit dialog keeps: the typed values, each field's message, and the
// server's message when saving failed.
import { useState, type FormEvent } from 'react'
import { focusFirstInvalid } from '../../components/ui/fields.tsx'

type FieldErrors = Partial<Record<string, string>>
type Checked = { ok: true } | { ok: false; errors: FieldErrors }

export function useAdminForm<V extends object>(initial: () => V) {
  const [values, setValues] = useState<V>(initial)
  const [errors, setErrors] = useState<FieldErrors>({})
  const [error, setError] = useState<string | null>(null)
  const set = <K extends keyof V>(key: K, value: V[K]) => setValues((v) => ({ ...v, [key]: value }))

  /** A text field's value, message and change handler. */
  const field = <K extends keyof V & string>(key: K) => ({
    value: values[key] as string,
    error: errors[key],
    onChange: (e: { target: { value: string } }) => set(key, e.target.value as V[K]),
  })

  /**
   * The form's submit handler: `check` turns the values into what to send or per-field
   * messages; on messages nothing is sent and the first broken field gets the focus.
   */
  const onSubmit =
    <C extends Checked>(check: (values: V) => C, send: (checked: Extract<C, { ok: true }>) => void) =>
    (e: FormEvent<HTMLFormElement>) => {
      e.preventDefault()
      setError(null)
      const result = check(values)
      if (!result.ok) {
        setErrors((result as Extract<Checked, { ok: false }>).errors)
        return focusFirstInvalid(e.currentTarget)
      }
      setErrors({})
      send(result as Extract<C, { ok: true }>)
    }

  return { values, set, field, errors, error, setError, onSubmit }
}
