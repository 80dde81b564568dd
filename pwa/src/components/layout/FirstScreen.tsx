// The app's own first screen for visitors and adopters (first-screen.ts): the home page's
// emergency bar and /rescue's hero, each with the report button and the hotline side by side.
// Drawn with the same classes as index.html's static copy, which it replaces.
import { Link } from '@tanstack/react-router'
import { PhoneCall, Siren } from 'lucide-react'
import { t } from '../../i18n/index.ts'
import { FIRST, FIRST_KEYS, HOTLINE_HREF, hotlineValues } from './first-screen.ts'

function Actions({ report }: { report: string }) {
  return (
    <div className={FIRST.actions}>
      <Link to="/rescue/form" className={FIRST.report}>
        <Siren className={FIRST.icon} aria-hidden="true" /> {report}
      </Link>
      <a href={HOTLINE_HREF} className={FIRST.hotline}>
        <PhoneCall className={FIRST.icon} aria-hidden="true" /> {t(FIRST_KEYS.callHotline, hotlineValues)}
      </a>
    </div>
  )
}

/** Above the home page's adoption hero: report an animal, or call. */
export function EmergencyBar() {
  return (
    <section className={FIRST.bar} aria-labelledby="fs-bar">
      <div className={FIRST.barInner}>
        <h2 id="fs-bar" className={FIRST.barTitle}>
          {t(FIRST_KEYS.animalInDanger)}
        </h2>
        <Actions report={t(FIRST_KEYS.reportAnAnimal)} />
      </div>
    </section>
  )
}

/** The top of /rescue for anyone who may report: the report button with the hotline beside it. */
export function RescueHero() {
  return (
    <section className={FIRST.hero}>
      <div className={FIRST.heroInner}>
        <h1 className={FIRST.heroTitle}>{t(FIRST_KEYS.rescueTitle)}</h1>
        <p className={FIRST.heroText}>{t(FIRST_KEYS.rescueText)}</p>
        <Actions report={t(FIRST_KEYS.rescueReport)} />
      </div>
    </section>
  )
}
