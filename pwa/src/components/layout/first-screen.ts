// The emergency path's first screen, for visitors and adopters: "Report an animal in need" and
// the tap-to-call hotline on the home page (above the adoption hero) and at the top of /rescue.
// index.html carries the same markup, in the three languages, written at build time by
// firstScreenHtml (vite.config.ts): the browser draws it with the page's first bytes, before the
// app's code arrives, and the links work without any script. A tiny script in index.html's head
// (firstScreenBoot) picks the page and the language; the app's own components (EmergencyBar,
// RescueHero) use the classes below, so the root layout swaps one for the other in a single
// commit without moving anything (routes/__root.tsx).
import type { Locale } from '@paws/contracts'
// By path, not through the package: vite.config.ts loads this file in Node, which runs the
// config's own imports but not TypeScript packages it resolves to node_modules.
import { HELPLINE_PHONE, HELPLINE_TEL } from '../../../../packages/contracts/src/site.ts'

export const FIRST_SCREEN_ID = 'first-screen'
export type FirstPage = 'home' | 'rescue'

/** The classes both the static copy and the app's components draw with. */
export const FIRST = {
  bar: 'border-b border-red-200 bg-red-50',
  barInner: 'mx-auto flex max-w-6xl flex-col gap-3 px-4 py-4 sm:flex-row sm:items-center sm:px-6',
  barTitle: 'text-lg font-bold text-red-900 sm:mr-auto',
  actions: 'flex flex-wrap gap-3',
  report: 'btn-danger text-lg',
  hotline: 'btn-secondary border-red-300 text-lg text-red-900',
  icon: 'h-6 w-6 shrink-0',
  hero: 'bg-gradient-to-b from-red-50 to-slate-50',
  heroInner: 'page grid gap-4',
  heroTitle: 'text-4xl font-bold text-slate-900',
  heroText: 'max-w-2xl text-lg text-slate-700',
} as const

export const REPORT_HREF = '/rescue/form'
export const HOTLINE_HREF = `tel:${HELPLINE_TEL}`

/** The catalog keys of the first screen (all in the public part of the catalog: i18n/parts.ts). */
export const FIRST_KEYS = {
  animalInDanger: 'firstScreen.animalInDanger',
  reportAnAnimal: 'firstScreen.reportAnAnimal',
  callHotline: 'firstScreen.callHotline',
  rescueTitle: 'rescueText.hero',
  rescueText: 'rescue.seenAnInjuredSick',
  rescueReport: 'rescue.reportRescueCase',
} as const

export const hotlineValues = { phone: HELPLINE_PHONE }

// lucide's Siren and PhoneCall (ISC licence), as lucide-react draws them, for the static copy.
const SVG_ATTRS =
  'xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true"'
const SIREN = [
  'M7 18v-6a5 5 0 1 1 10 0v6',
  'M5 21a1 1 0 0 0 1 1h12a1 1 0 0 0 1-1v-1a2 2 0 0 0-2-2H7a2 2 0 0 0-2 2z',
  'M21 12h1',
  'M18.5 4.5 18 5',
  'M2 12h1',
  'M12 2v1',
  'm4.929 4.929.707.707',
  'M12 12v6',
]
const PHONE_CALL = [
  'M13 2a9 9 0 0 1 9 9',
  'M13 6a5 5 0 0 1 5 5',
  'M13.832 16.568a1 1 0 0 0 1.213-.303l.355-.465A2 2 0 0 1 17 15h3a2 2 0 0 1 2 2v3a2 2 0 0 1-2 2A18 18 0 0 1 2 4a2 2 0 0 1 2-2h3a2 2 0 0 1 2 2v3a2 2 0 0 1-.8 1.6l-.468.351a1 1 0 0 0-.292 1.233 14 14 0 0 0 6.392 6.384',
]
const svg = (paths: string[]) =>
  `<svg ${SVG_ATTRS} class="${FIRST.icon}">${paths.map((d) => `<path d="${d}"></path>`).join('')}</svg>`

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

/** A message of a language's catalog with its `{name}` placeholders filled. */
export type Messages = (key: string, values?: Record<string, string>) => string

function actions(report: string, hotline: string): string {
  return (
    `<div class="${FIRST.actions}">` +
    `<a href="${REPORT_HREF}" class="${FIRST.report}">${svg(SIREN)} ${escapeHtml(report)}</a>` +
    `<a href="${HOTLINE_HREF}" class="${FIRST.hotline}">${svg(PHONE_CALL)} ${escapeHtml(hotline)}</a>` +
    '</div>'
  )
}

/** The home page's emergency bar and /rescue's hero, in one language. */
function pages(m: Messages): string {
  const hotline = m(FIRST_KEYS.callHotline, hotlineValues)
  const home =
    `<section class="${FIRST.bar}" aria-labelledby="fs-bar"><div class="${FIRST.barInner}">` +
    `<h2 id="fs-bar" class="${FIRST.barTitle}">${escapeHtml(m(FIRST_KEYS.animalInDanger))}</h2>` +
    `${actions(m(FIRST_KEYS.reportAnAnimal), hotline)}</div></section>`
  const rescue =
    `<section class="${FIRST.hero}"><div class="${FIRST.heroInner}">` +
    `<h1 class="${FIRST.heroTitle}">${escapeHtml(m(FIRST_KEYS.rescueTitle))}</h1>` +
    `<p class="${FIRST.heroText}">${escapeHtml(m(FIRST_KEYS.rescueText))}</p>` +
    `${actions(m(FIRST_KEYS.rescueReport), hotline)}</div></section>`
  return `<div data-page="home">${home}</div><div data-page="rescue">${rescue}</div>`
}

/** index.html's first screens: every page in every language; the boot script shows one. */
export function firstScreenHtml(catalogs: Record<Locale, Messages>): string {
  const languages = Object.entries(catalogs) as [Locale, Messages][]
  return `<div id="${FIRST_SCREEN_ID}">${languages
    .map(([locale, m]) => `<div lang="${locale}" data-lang="${locale}">${pages(m)}</div>`)
    .join('')}</div>`
}

/**
 * Which first screen to show, and in which language, as a script small enough to sit in the
 * page's head: the app's choice of language (i18n/locale.ts: the one chosen on this device,
 * else the first of the device's languages the app speaks, else English), and none for an NGO
 * or an admin, whose home is their own. Sets `data-first` and `data-first-lang` on <html>;
 * index.html's inline style shows the matching copy and hides #root until the app has drawn
 * the page. Written without anything from outside the function: it is inlined as source.
 */
export function firstScreenBoot(): void {
  const root = document.documentElement
  try {
    const store = window.localStorage
    const known = ['en', 'mr', 'hi']
    let locale = store.getItem('paws.locale')
    if (!locale || known.indexOf(locale) < 0) {
      locale = 'en'
      const wanted = navigator.languages?.length ? navigator.languages : [navigator.language]
      for (const tag of wanted) {
        const primary = String(tag).trim().toLowerCase().split(/[-_]/)[0]
        if (known.indexOf(primary) >= 0) {
          locale = primary
          break
        }
      }
    }
    const user = JSON.parse(store.getItem('user') || 'null') as { role?: string } | null
    const role = user?.role
    const path = window.location.pathname.replace(/\/+$/, '') || '/'
    const page = path === '/' ? 'home' : path === '/rescue' ? 'rescue' : ''
    root.setAttribute('data-first-lang', locale)
    if (page && role !== 'ngo' && role !== 'admin') root.setAttribute('data-first', page)
  } catch {
    // No storage (a locked-down browser): the app draws the page when its code arrives.
  }
}

/** The inline style that shows one copy and keeps the app hidden until it has drawn the page. */
export const FIRST_SCREEN_STYLE = `#${FIRST_SCREEN_ID} [data-lang],#${FIRST_SCREEN_ID} [data-page]{display:none}${['en', 'mr', 'hi'].map((l) => `html[data-first-lang=${l}] #${FIRST_SCREEN_ID} [data-lang=${l}]`).join(',')},${(['home', 'rescue'] as const).map((p) => `html[data-first=${p}] #${FIRST_SCREEN_ID} [data-page=${p}]`).join(',')}{display:block}html[data-first] #root{display:none}`

/** The page the static first screen shows, if any (the root layout waits for it). */
export function staticFirstPage(): FirstPage | null {
  const page = document.documentElement.getAttribute('data-first')
  return page === 'home' || page === 'rescue' ? page : null
}

/** Removes the static copy and shows the app, in the commit that draws the app's page. */
export function dropStaticFirstScreen(): void {
  document.documentElement.removeAttribute('data-first')
  document.getElementById(FIRST_SCREEN_ID)?.remove()
}
