// The three parts of each language's catalog (budget: the first load of /animals
// grows by at most 8 kB). The public part holds what the pages anyone opens first need (the
// shell, browse, an animal's page, the shared labels); the home page's own words come with
// the home page; the rest (forms, dashboard, cases, account) loads with the first page that
// needs it. Keys are split by their prefix.
const PUBLIC_PREFIXES = [
  'nav.',
  'header.',
  'language.',
  'layout.',
  'browse.',
  'card.',
  'animal.',
  'root.',
  'ui.',
  'alerts.alertMeAboutNew',
  'enum.species.',
  'place.',
  'share.',
  'enum.gender.',
  'enum.size.',
  'enum.ageBand.',
  'enum.animalStatus.',
  'enum.trait.',
  'format.',
  'adoptButton.',
  // The words of the shared texts that the public pages show (the rest of text.* is forms').
  'text.sessionEnded',
  'text.animalsLoadFailed',
  'text.featuredEmpty',
  'text.detailLoadFailed',
  'text.animalNotFound',
  'text.newsletter',
  'text.linkCopied',
  'text.deleted',
  'text.deleteFailed',
  'text.status',
  'rescueText.reportSent',
  'rescueText.waiting',
  'site.',
  // The emergency path's first screen (home and /rescue) and the rest of /rescue for a visitor:
  // that page, like the home page, needs only this part (components/layout/first-screen.ts).
  'firstScreen.',
  'rescueText.hero',
  'rescue.seenAnInjuredSick',
  'rescue.reportRescueCase',
  'rescue.howRescueWorks',
  'rescue.step',
]

export type CatalogPart = 'public' | 'home' | 'rest'

export function partOf(key: string): CatalogPart {
  if (key.startsWith('home.')) return 'home'
  return PUBLIC_PREFIXES.some((prefix) => key.startsWith(prefix)) ? 'public' : 'rest'
}

/** The parts a page needs besides the public one: home's words, or everything else. */
export function partsFor(pathname: string): 'home' | 'whole' | null {
  if (pathname === '/') return 'home'
  return needsOnlyPublic(pathname) ? null : 'whole'
}

/**
 * Pages whose first load needs only the public part. /rescue too, as a visitor sees it (an
 * NGO's list there loads the rest: routes/rescue.index.tsx).
 */
export function needsOnlyPublic(pathname: string): boolean {
  return pathname === '/' || /^\/(animals(\/[^/]+)?|rescue)\/?$/.test(pathname)
}
