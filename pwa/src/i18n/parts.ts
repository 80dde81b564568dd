// The parts of each language's catalog (budget: the first load of /animals grows by at most
// 8 kB; every public page's first load within the bundle benchmark's budget;
// docs/rules.md#first-load). The public part holds what every page needs (the shell, the
// emergency path's first screen and /rescue, the shared labels); the animals part the words of
// the animal pages (browse, a card, an animal's page), which the home page shows too; the home
// page's own words come with the home page; the entry part holds the words of the other pages a
// visitor opens (signing in and up, the adoption and information pages, the form fields and
// rules they share); the rest (the signed-in screens: dashboard, cases, the report wizard,
// account, admin) loads with the first page that needs it. Keys are split by their prefix.
const PUBLIC_PREFIXES = [
  'nav.',
  'header.',
  'language.',
  'layout.',
  'root.',
  'ui.',
  'format.',
  // The words of the shared texts that every page may show (the rest of text.* is forms').
  'text.sessionEnded',
  'text.newsletter',
  // The footer newsletter's one rule message (contracts newsletter.ts).
  'validation.email',
  'rescueText.reportSent',
  'rescueText.waiting',
  'site.',
  // The emergency path's first screen (home and /rescue) and the rest of /rescue for a visitor:
  // that page needs only this part (components/layout/first-screen.ts).
  'firstScreen.',
  'rescueText.hero',
  'rescue.seenAnInjuredSick',
  'rescue.reportRescueCase',
  'rescue.howRescueWorks',
  'rescue.step',
  // "How fast help comes", a public page that loads nothing else of the catalog, and the
  // outcome names it counts.
  'stats.',
  'enum.rescueOutcome.',
]

const ANIMALS_PREFIXES = [
  'browse.',
  'card.',
  'animal.',
  'alerts.alertMeAboutNew',
  'enum.species.',
  'place.',
  'share.',
  'enum.gender.',
  'enum.size.',
  'enum.ageBand.',
  'enum.animalStatus.',
  'enum.trait.',
  'adoptButton.',
  'text.animalsLoadFailed',
  'text.featuredEmpty',
  'text.detailLoadFailed',
  'text.animalNotFound',
  'text.linkCopied',
  'text.deleted',
  'text.deleteFailed',
  'text.status',
  // The adoption form opens from an animal's page, in its own code (components/adoption/apply).
  'apply.',
  'adoptionInfo.name',
  'adoptionInfo.phone',
]

const ENTRY_PREFIXES = [
  'auth.',
  'password.',
  'text.',
  // The shared rules' messages (the forms' words) and the outbox's own words about a report waiting on the phone.
  'validation.',
  'outbox.error.',
  'enum.',
  'how.',
  'adoptionLanding.',
  'adoptionText.',
  'adoptionInfo.',
  'contact.',
  'privacy.',
  'legal.',
  'terms.',
  // The NGO sign-up's position field.
  'position.',
  'gps.',
  'rescueText.',
]

export type CatalogPart = 'public' | 'animals' | 'home' | 'entry' | 'rest'

export function partOf(key: string): CatalogPart {
  if (key.startsWith('home.')) return 'home'
  if (ANIMALS_PREFIXES.some((prefix) => key.startsWith(prefix))) return 'animals'
  if (PUBLIC_PREFIXES.some((prefix) => key.startsWith(prefix))) return 'public'
  if (ENTRY_PREFIXES.some((prefix) => key.startsWith(prefix))) return 'entry'
  return 'rest'
}

/** The parts a page needs besides the public one. */
export type MorePart = Exclude<CatalogPart, 'public'>

/** The visitor's pages beyond the public ones: they need the entry part, not the signed-in screens' words. */
const ENTRY_PAGES =
  /^\/(login|register|register-ngo|verify-otp|verify-email|forgot-password|reset-password|how-adoption-works|adoption|contact|privacy-policy|terms-and-conditions)\/?$/

/** The parts a page needs besides the public one. */
export function partsFor(pathname: string): MorePart[] {
  if (pathname === '/') return ['home', 'animals']
  if (/^\/animals(\/[^/]+)?\/?$/.test(pathname)) return ['animals']
  // /rescue as a visitor sees it (an NGO's list there loads the rest: routes/rescue.index.tsx).
  if (/^\/rescue\/?$/.test(pathname)) return []
  // How fast help comes: a public page with only the public part.
  if (/^\/how-fast-help-comes\/?$/.test(pathname)) return []
  return ENTRY_PAGES.test(pathname) ? ['entry'] : ['animals', 'entry', 'rest']
}
