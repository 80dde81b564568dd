import { describe, expect, it } from 'vitest'
import { isCodeLoadError } from './errors.ts'

describe('isCodeLoadError', () => {
  it('knows the failed-import messages of Chromium, Firefox and Safari, and Vite CSS preloads', () => {
    expect(
      isCodeLoadError(
        new TypeError('Failed to fetch dynamically imported module: https://paws.in/assets/rescue.form-abc.js'),
      ),
    ).toBe(true)
    expect(
      isCodeLoadError(new TypeError('error loading dynamically imported module: https://paws.in/assets/x.js')),
    ).toBe(true)
    expect(isCodeLoadError(new TypeError('Importing a module script failed.'))).toBe(true)
    expect(isCodeLoadError(new Error('Unable to preload CSS for /assets/app.css'))).toBe(true)
  })

  it('does not mistake a page bug or an API answer for missing code', () => {
    expect(isCodeLoadError(new TypeError("Cannot read properties of undefined (reading 'name')"))).toBe(false)
    expect(isCodeLoadError(new Error('Too many requests. Please try again in 30 seconds.'))).toBe(false)
    expect(isCodeLoadError('Failed to fetch dynamically imported module')).toBe(false)
  })
})
