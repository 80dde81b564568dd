// A kept case as plain HTML (an NGO opening a case with no signal, from a cold start,
// sees it in under a second). The page writes it, in the reader's language, when it keeps the
// NGO's open cases on the phone; the service worker puts it in the app's page
// (sw.ts, lib/case-snapshot.ts), so the case shows at the first paint, before any script has
// run, and the app replaces it once it has drawn its page. Plain links only:
// Directions and Call reporter work without the app.
import { enumLabel, formatDate, formatTime } from '@paws/contracts'
import type { Rescue } from '@paws/contracts/schemas/rescues'
import { t } from '../../i18n/index.ts'
import { callUrl, directionsUrl } from './directions.ts'

/** "as of 10:42": when the phone's copy was saved. */
export const asOf = (savedAt: number) => t('fieldText.asOf', { time: formatTime(savedAt) })

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' }
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ESCAPES[c])

export function caseSnapshot(rescue: Rescue, savedAt: number, userAgent: string): string {
  const e = escapeHtml
  const { location } = rescue
  const place = [location.address, location.city].filter(Boolean).join(', ')
  const call = callUrl(rescue.requester?.phone)
  const facts = [
    enumLabel(t, 'rescueStatus', rescue.status),
    enumLabel(t, 'urgency', rescue.urgency),
    `${t('case.reported')} ${formatDate(rescue.createdAt)}`,
  ]
  return [
    '<div class="mx-auto grid max-w-4xl gap-5 px-4 py-6">',
    '<header class="grid gap-2">',
    `<h1 class="text-3xl font-bold">${e(t('case.case3', { id: rescue.id }))}</h1>`,
    `<p class="text-slate-700">${e(facts.join(' · '))}</p>`,
    '</header>',
    `<p class="rounded-lg bg-amber-50 p-3 text-amber-900 ring-1 ring-amber-200">${e(
      t('fieldText.snapshotNote', {
        asOf: asOf(savedAt),
      }),
    )}</p>`,
    '<section class="card grid gap-2 p-4">',
    `<h2 class="text-xl font-bold">${e(enumLabel(t, 'rescueAnimal', rescue.animalType))}</h2>`,
    // Element Timing: when the case's words were painted (bench/field.bench.ts).
    `<p class="whitespace-pre-line" elementtiming="case-content">${e(rescue.description)}</p>`,
    place ? `<p class="font-semibold">${e(place)}</p>` : '',
    location.landmarks ? `<p class="text-slate-700">${e(location.landmarks)}</p>` : '',
    '</section>',
    '<nav class="flex flex-wrap gap-2">',
    `<a class="btn-secondary" href="${e(directionsUrl(location, userAgent))}">${e(t('field.directions'))}</a>`,
    call ? `<a class="btn-secondary" href="${e(call)}">${e(t('field.callReporter'))}</a>` : '',
    '</nav>',
    '</div>',
  ].join('')
}
