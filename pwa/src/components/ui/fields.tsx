// Labelled form controls. Each error is tied to its control with aria-describedby and
// aria-invalid, so screen readers read it with the field.
import { PASSWORD_RULES } from '@paws/contracts'
import { t } from '../../i18n/index.ts'
import { type FieldMessage, fieldText } from '../../lib/form/form-state.ts'
import { Check, Eye, EyeOff, X } from 'lucide-react'
import {
  useId,
  useState,
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react'

/** The label, with the required star outside it so the field's name stays exactly the label. */
function LabelRow({ htmlFor, required, children }: { htmlFor: string; required?: boolean; children: ReactNode }) {
  return (
    <div className="mb-1 flex items-baseline gap-1">
      <label htmlFor={htmlFor} className="text-base font-medium text-slate-800">
        {children}
      </label>
      {required && (
        <span className="text-red-700" aria-hidden="true">
          *
        </span>
      )}
    </div>
  )
}

interface FieldShellProps {
  label: ReactNode
  error?: FieldMessage | null
  hint?: ReactNode
  required?: boolean
  className?: string
}

function Shell({
  id,
  label,
  error,
  hint,
  required,
  className = '',
  children,
}: FieldShellProps & { id: string; children: ReactNode }) {
  return (
    <div className={className}>
      <LabelRow htmlFor={id} required={required}>
        {label}
      </LabelRow>
      {children}
      {hint && !error && (
        <p id={`${id}-hint`} className="mt-1 text-sm text-slate-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="mt-1 whitespace-pre-line text-base text-red-700">
          {fieldText(error)}
        </p>
      )}
    </div>
  )
}

/** What an input, textarea or select inside a Shell carries: its id, look and ARIA ties. */
function controlProps(id: string, { error, hint, required }: Pick<FieldShellProps, 'error' | 'hint' | 'required'>) {
  return {
    id,
    className: 'input',
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? `${id}-error` : hint ? `${id}-hint` : undefined,
    'aria-required': required || undefined,
  }
}

export function TextField({
  label,
  error,
  hint,
  required,
  className,
  id: given,
  ...input
}: FieldShellProps & InputHTMLAttributes<HTMLInputElement>) {
  const auto = useId()
  const id = given ?? auto
  return (
    <Shell id={id} label={label} error={error} hint={hint} required={required} className={className}>
      <input {...controlProps(id, { error, hint, required })} {...input} />
    </Shell>
  )
}

export function TextArea({
  label,
  error,
  hint,
  required,
  className,
  ...input
}: FieldShellProps & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  const id = useId()
  return (
    <Shell id={id} label={label} error={error} hint={hint} required={required} className={className}>
      <textarea rows={4} {...controlProps(id, { error, hint, required })} {...input} />
    </Shell>
  )
}

export function SelectField({
  label,
  error,
  hint,
  required,
  className,
  children,
  ...select
}: FieldShellProps & SelectHTMLAttributes<HTMLSelectElement>) {
  const id = useId()
  return (
    <Shell id={id} label={label} error={error} hint={hint} required={required} className={className}>
      <select {...controlProps(id, { error, hint, required })} {...select}>
        {children}
      </select>
    </Shell>
  )
}

/** The rules of a password, ticked off live while the field has focus. */
export function PasswordChecklist({ password, id }: { password: string; id: string }) {
  return (
    <ul
      id={id}
      className="mt-2 grid gap-1 rounded-lg bg-slate-100 p-3 text-base"
      aria-label={t('ui.passwordRequirements')}
    >
      {PASSWORD_RULES.map((rule) => {
        const ok = rule.test(password)
        return (
          <li key={rule.id} className={`flex items-center gap-2 ${ok ? 'text-green-800' : 'text-slate-700'}`}>
            {ok ? <Check className="h-4 w-4" aria-hidden="true" /> : <X className="h-4 w-4" aria-hidden="true" />}
            <span>
              {t(`password.${rule.id}`)}
              <span className="sr-only">{ok ? t('ui.met') : t('ui.notMet')}</span>
            </span>
          </li>
        )
      })}
    </ul>
  )
}

export function PasswordField({
  label,
  error,
  value,
  onChange,
  checklist = false,
  autoComplete = 'current-password',
  required,
  name = 'password',
}: {
  label?: string
  error?: FieldMessage | null
  value: string
  onChange: (value: string) => void
  checklist?: boolean
  autoComplete?: string
  required?: boolean
  name?: string
}) {
  const id = useId()
  const [visible, setVisible] = useState(false)
  // The checklist appears on first focus and then stays: hiding it on blur would move the
  // submit button away from under the finger that is tapping it.
  const [focused, setFocused] = useState(false)
  const showList = checklist && focused
  const described =
    [error ? `${id}-error` : null, showList ? `${id}-rules` : null].filter(Boolean).join(' ') || undefined
  return (
    <div>
      <LabelRow htmlFor={id} required={required}>
        {label ?? t('ui.password')}
      </LabelRow>
      <div className="relative">
        <input
          id={id}
          name={name}
          type={visible ? 'text' : 'password'}
          className="input pr-12"
          value={value}
          autoComplete={autoComplete}
          onChange={(e) => onChange(e.target.value)}
          onFocus={() => setFocused(true)}
          aria-invalid={error ? true : undefined}
          aria-describedby={described}
          aria-required={required || undefined}
        />
        <button
          type="button"
          onClick={() => setVisible((v) => !v)}
          onMouseDown={(e) => e.preventDefault()}
          className="absolute inset-y-0 right-0 grid w-12 place-items-center rounded-r-lg text-slate-600 hover:text-slate-900"
          aria-label={visible ? t('ui.hidePassword') : t('ui.showPassword')}
          aria-pressed={visible}
          aria-controls={id}
        >
          {visible ? <EyeOff className="h-5 w-5" aria-hidden="true" /> : <Eye className="h-5 w-5" aria-hidden="true" />}
        </button>
      </div>
      {showList && <PasswordChecklist password={value} id={`${id}-rules`} />}
      {error && (
        <p id={`${id}-error`} className="mt-1 whitespace-pre-line text-base text-red-700">
          {fieldText(error)}
        </p>
      )}
    </div>
  )
}
