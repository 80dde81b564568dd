import { describe, expect, it } from 'vitest'
import { displayAddress, shareLinks, shareText } from './share.ts'

describe('share helpers', () => {
  it('uses the first 100 characters of the description', () => {
    const description = 'x'.repeat(150)
    expect(shareText('Bruno', description)).toBe(`Meet Bruno! ${'x'.repeat(100)}`)
    expect(shareText('Bruno', null)).toBe('Meet Bruno, looking for a forever home in Mumbai!')
  })

  it('shows the address truncated at 60 characters', () => {
    const url = `https://mumbaipaws.in/animals/${'1'.repeat(40)}`
    expect(displayAddress(url)).toBe(`${url.slice(0, 60)}...`)
    expect(displayAddress('https://mumbaipaws.in/animals/7')).toBe('https://mumbaipaws.in/animals/7')
  })

  it('builds encoded links for each app', () => {
    const links = shareLinks({ title: 'Meet Bruno', text: 'Meet Bruno & friends', url: 'https://x.in/animals/7' })
    expect(links.whatsapp).toBe('https://wa.me/?text=Meet%20Bruno%20%26%20friends%20https%3A%2F%2Fx.in%2Fanimals%2F7')
    expect(links.facebook).toBe('https://www.facebook.com/sharer/sharer.php?u=https%3A%2F%2Fx.in%2Fanimals%2F7')
    expect(links.twitter).toContain('text=Meet%20Bruno%20%26%20friends&url=https%3A%2F%2Fx.in%2Fanimals%2F7')
    expect(links.email.startsWith('mailto:?subject=Meet%20Bruno&body=')).toBe(true)
  })
})
