import { describe, expect, it } from 'vitest'
import { initialTab, recentActivity, tabsFor } from './tabs.ts'

describe('dashboard tabs', () => {
  it('NGOs and other users have their own tabs', () => {
    expect(tabsFor('ngo')).toEqual(['overview', 'assigned-rescues', 'adoption', 'received-adoptions', 'animals'])
    expect(tabsFor('adopter')).toEqual(['overview', 'rescue', 'adoption', 'received-adoptions', 'animals'])
  })

  it('opens the asked-for tab, else the remembered one, else overview; never one the role lacks', () => {
    expect(initialTab('adopter', 'rescue', 'animals')).toBe('rescue')
    expect(initialTab('adopter', undefined, 'animals')).toBe('animals')
    expect(initialTab('adopter', 'assigned-rescues', null)).toBe('overview')
    expect(initialTab('ngo', undefined, 'rescue')).toBe('assigned-rescues')
    expect(initialTab('ngo', undefined, null)).toBe('assigned-rescues')
    expect(initialTab('ngo', undefined, 'overview')).toBe('overview')
    expect(initialTab('ngo', 'assigned-rescues', 'rescue')).toBe('assigned-rescues')
  })
})

describe('recent activity', () => {
  it('is the 5 newest items across lists, newest first', () => {
    const item = (key: string, date: string) => ({
      key,
      title: key,
      status: 'pending',
      date,
      link: { to: '/rescue/$id' as const, id: 1 },
    })
    const rescues = [
      item('r1', '2025-01-01T10:00:00Z'),
      item('r2', '2025-01-05T10:00:00Z'),
      item('r3', '2025-01-03T10:00:00Z'),
    ]
    const apps = [
      item('a1', '2025-01-04T10:00:00Z'),
      item('a2', '2025-01-06T10:00:00Z'),
      item('a3', '2024-12-01T10:00:00Z'),
    ]
    expect(recentActivity([rescues, apps]).map((i) => i.key)).toEqual(['a2', 'r2', 'a1', 'r3', 'r1'])
  })
})
