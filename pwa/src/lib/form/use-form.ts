// One way to build a form: values, per-field messages (from the packages/contracts validators,
// never a rule written here), touched fields, the submitting flag, the server's 400 field
// errors mapped onto fields and one form-level message. After a failed check or a server
// field error the first invalid field gets the focus, so its message is read with it.
import { useRef, useState, type FormEvent } from 'react'
import {
  fieldText,
  hasErrors,
  serverFailure,
  toCheck,
  withoutField,
  type Failure,
  type FieldErrors,
  type FieldMessage,
  type Validation,
} from './form-state.ts'
import type { MessageId } from '../../i18n/index.ts'

export interface FormOptions<V, R> {
  initial: V | (() => V)
  /** Runs on submit; messages stop the submit. */
  validate?: (values: V) => Validation<R>
  /** Sends the checked value. A throw becomes field messages or the form-level message. */
  submit: (value: R, values: V) => unknown
  /** The form-level message when a failure carries none of its own. */
  fallback?: MessageId
  /** Server field errors shown under fields (see `serverFailure`). */
  serverFields?: 'all' | readonly string[]
  /** A form's own reading of a failure; `undefined` falls back to the default one. */
  failure?: (error: unknown) => Failure | undefined
  /** Drop a field's message as soon as it is edited (default true). */
  clearErrorOnChange?: boolean
  /** Move focus to the first invalid field after a failed submit (default true). */
  focusInvalid?: boolean
  /** Told the new values after every edit (not after `reset`): a draft saver, say. */
  onChange?: (values: V) => void
}

type Key<V> = keyof V & string

/** After a failed submit, move focus to the first field marked invalid (its error is read with it). */
export function focusFirstInvalid(form: HTMLFormElement | null) {
  requestAnimationFrame(() => {
    const field = form?.querySelector<HTMLElement>('[aria-invalid="true"]')
    field?.focus()
  })
}

export function useForm<V extends object, R = V>(options: FormOptions<V, R>) {
  const [values, setValuesState] = useState<V>(options.initial)
  // The newest values, so several edits in one event build on each other and `onChange` sees them all.
  const latest = useRef(values)
  const [errors, setErrors] = useState<FieldErrors>({})
  const [touched, setTouched] = useState<Partial<Record<Key<V>, boolean>>>({})
  const [error, setError] = useState<FieldMessage | null>(null)
  const [submitting, setSubmitting] = useState(false)
  const formRef = useRef<HTMLFormElement | null>(null)
  const clear = options.clearErrorOnChange ?? true

  const setValues = (next: V) => {
    latest.current = next
    setValuesState(next)
    options.onChange?.(next)
  }

  const set = <K extends Key<V>>(key: K, value: V[K]) => {
    setValues({ ...latest.current, [key]: value })
    if (clear) setErrors((all) => withoutField(all, key))
  }

  /** Props for TextField, TextArea and SelectField: value, message, change and blur handlers. */
  const field = <K extends Key<V>>(key: K, parse: (text: string) => V[K] = (text) => text as V[K]) => ({
    name: key,
    value: values[key] as string,
    error: errors[key],
    onChange: (e: { target: { value: string } }) => set(key, parse(e.target.value)),
    onBlur: () => setTouched((t) => (t[key] ? t : { ...t, [key]: true })),
  })

  /** Props for a control that hands over its value (PasswordField, ServicesField...). */
  const control = <K extends Key<V>>(key: K) => ({
    name: key,
    value: values[key],
    error: errors[key],
    onChange: (value: V[K]) => set(key, value),
  })

  function fail(failure: Failure) {
    setErrors(failure.errors)
    setError(failure.message)
    if (hasErrors(failure.errors) && options.focusInvalid !== false) focusFirstInvalid(formRef.current)
  }

  async function run(current: V) {
    setError(null)
    const checked = toCheck(options.validate?.(current), current)
    if (!checked.ok) return fail({ errors: checked.errors, message: checked.message ?? null })
    setErrors({})
    setSubmitting(true)
    try {
      await options.submit(checked.value, current)
    } catch (thrown) {
      fail(
        options.failure?.(thrown) ??
          serverFailure(thrown, {
            fallback: options.fallback ?? 'ui.somethingWentWrongTryAgain',
            serverFields: options.serverFields,
          }),
      )
    } finally {
      setSubmitting(false)
    }
  }

  /** The form's onSubmit. */
  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault()
    formRef.current = e.currentTarget
    if (submitting) return
    void run(values)
  }

  /** Back to `next` (default: the initial values) with no messages. */
  const reset = (next?: V) => {
    latest.current = next ?? (typeof options.initial === 'function' ? (options.initial as () => V)() : options.initial)
    setValuesState(latest.current)
    setErrors({})
    setTouched({})
    setError(null)
  }

  return {
    values,
    setValues,
    set,
    field,
    control,
    errors,
    setErrors,
    touched,
    /** The form-level message, in the language of the page now. */
    error: error && fieldText(error),
    setError,
    submitting,
    onSubmit,
    reset,
  }
}

export type FormApi<V extends object, R = V> = ReturnType<typeof useForm<V, R>>
