import type { Rescue } from '@paws/contracts/schemas/rescues'
import { describe, expect, it } from 'vitest'
import { withCaseSnapshot } from '../../lib/case-snapshot.ts'
import { caseSnapshot, escapeHtml } from './case-snapshot.ts'

const rescue = {
  id: 42,
  status: 'accepted',
  urgency: 'critical',
  animalType: 'dog',
  createdAt: '2026-11-24T05:00:00.000Z',
  description: 'Dog <img src=x onerror="alert(1)"> & pup',
  location: {
    address: 'SV Road "east"',
    city: 'Mumbai',
    state: null,
    pincode: null,
    landmarks: "Opposite Joe's <bakery>",
    lat: 19.0544,
    lng: 72.8402,
    accuracy: 10,
  },
  requester: { firstName: 'Riya', lastName: 'T', email: 'r@example.in', phone: '98765 43210' },
} as unknown as Rescue

describe("a kept case's HTML copy", () => {
  const html = caseSnapshot(rescue, Date.parse('2026-11-24T05:12:00Z'), 'Mozilla/5.0 (Linux; Android 14)')

  it('escapes every word people typed', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;')
    expect(html).not.toMatch(/<img|<bakery>/)
    expect(html).toContain('Dog &lt;img src=x onerror=&quot;alert(1)&quot;&gt; &amp; pup')
    expect(html).toContain('Opposite Joe&#39;s &lt;bakery&gt;')
  })

  it('holds the case, its place, when it was kept, and links that work without the app', () => {
    expect(html).toContain('<h1 class="text-3xl font-bold">Case #42</h1>')
    expect(html).toContain('SV Road &quot;east&quot;, Mumbai')
    expect(html).toMatch(/Kept on this phone, as of \d\d:\d\d\. The app is opening\./)
    const links = [...html.matchAll(/<a class="btn-secondary" href="([^"]*)">([^<]*)<\/a>/g)].map((m) => [m[2], m[1]])
    expect(links).toEqual([
      ['Directions', expect.stringMatching(/^geo:19\.0544,72\.8402\?q=/)],
      ['Call reporter', 'tel:9876543210'],
    ])
    expect(html).not.toMatch(/<(button|script)/)
  })

  it("goes in front of the app's root, once", () => {
    const page = '<body><div id="root"></div><script></script></body>'
    expect(withCaseSnapshot(page, '<p>x</p>')).toBe(
      '<body><div id="case-snapshot"><p>x</p></div><div id="root"></div><script></script></body>',
    )
  })
})
