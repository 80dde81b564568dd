import { describe, expect, it } from 'vitest'
import { backView, defaultView, parseViewSearch } from './views.ts'

describe('adoption views', () => {
  it('opens an adopter on their own applications and an NGO on the received list', () => {
    expect(defaultView('adopter')).toBe('mine')
    expect(defaultView('ngo')).toBe('received')
    expect(defaultView('admin')).toBeNull()
    expect(defaultView(undefined)).toBeNull()
  })
  it('goes back to the view the person came from, else to their part', () => {
    expect(backView('received', 'applicant')).toBe('received')
    expect(backView(undefined, 'applicant')).toBe('mine')
    expect(backView(undefined, 'owner')).toBe('received')
    expect(backView(undefined, 'admin')).toBe('admin')
  })
  it('keeps only known views from the address', () => {
    expect(parseViewSearch({ view: 'mine' })).toEqual({ view: 'mine' })
    expect(parseViewSearch({ view: 'everything' })).toEqual({})
  })
})
