// Six one-digit boxes: typing moves on, backspace on an empty box moves back, and pasting a
// whole code fills every box.
import { useRef, type ClipboardEvent, type KeyboardEvent } from 'react'
import { t } from '../../i18n/index.ts'

export const OTP_LENGTH = 6

/** One key per box: the boxes are fixed positions, never reordered. */
const SLOTS = Array.from({ length: OTP_LENGTH }, (_, i) => `digit-${i + 1}`)

export function OtpInput({
  digits,
  onChange,
  invalid,
  describedBy,
}: {
  digits: string[]
  onChange: (digits: string[]) => void
  invalid?: boolean
  describedBy?: string
}) {
  const refs = useRef<(HTMLInputElement | null)[]>([])
  const focus = (i: number) => refs.current[Math.max(0, Math.min(OTP_LENGTH - 1, i))]?.focus()

  function fill(from: number, text: string) {
    const incoming = text
      .replace(/\D/g, '')
      .slice(0, OTP_LENGTH - from)
      .split('')
    if (incoming.length === 0) return
    const next = [...digits]
    for (const [k, d] of incoming.entries()) next[from + k] = d
    onChange(next)
    focus(from + incoming.length)
  }

  function onInput(i: number, value: string) {
    const clean = value.replace(/\D/g, '')
    if (clean.length === 0) {
      const next = [...digits]
      next[i] = ''
      onChange(next)
      return
    }
    // Browsers' one-time-code autofill may put the whole code into one box.
    if (clean.length > 1) return fill(i, clean.length >= OTP_LENGTH ? clean : clean.slice(-1))
    const next = [...digits]
    next[i] = clean
    onChange(next)
    if (i < OTP_LENGTH - 1) focus(i + 1)
  }

  function onKeyDown(i: number, e: KeyboardEvent<HTMLInputElement>) {
    if (e.key === 'Backspace' && !digits[i] && i > 0) {
      e.preventDefault()
      const next = [...digits]
      next[i - 1] = ''
      onChange(next)
      focus(i - 1)
    } else if (e.key === 'ArrowLeft') {
      e.preventDefault()
      focus(i - 1)
    } else if (e.key === 'ArrowRight') {
      e.preventDefault()
      focus(i + 1)
    }
  }

  function onPaste(i: number, e: ClipboardEvent<HTMLInputElement>) {
    e.preventDefault()
    const text = e.clipboardData.getData('text')
    fill(text.replace(/\D/g, '').length >= OTP_LENGTH ? 0 : i, text)
  }

  return (
    <fieldset className="flex min-w-0 justify-center gap-1.5 sm:gap-2" aria-label={t('auth.verificationCode')}>
      {SLOTS.map((slot, i) => (
        <input
          key={slot}
          ref={(el) => {
            refs.current[i] = el
          }}
          type="text"
          inputMode="numeric"
          autoComplete={i === 0 ? 'one-time-code' : 'off'}
          pattern="[0-9]*"
          maxLength={i === 0 ? OTP_LENGTH : 1}
          value={digits[i] ?? ''}
          aria-label={t('auth.digitOf', { n: i + 1, total: OTP_LENGTH })}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          onChange={(e) => onInput(i, e.target.value)}
          onKeyDown={(e) => onKeyDown(i, e)}
          onPaste={(e) => onPaste(i, e)}
          onFocus={(e) => e.target.select()}
          className="h-14 w-10 rounded-lg border border-slate-400 bg-white text-center text-2xl font-semibold text-slate-900 focus:border-brand-700 focus:outline-none focus:ring-2 focus:ring-brand-600/40 aria-invalid:border-red-700 sm:w-12"
        />
      ))}
    </fieldset>
  )
}
