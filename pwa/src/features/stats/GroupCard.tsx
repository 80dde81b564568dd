// One group's figures (an area, or the whole city): its cases, how long until an NGO first
// accepted and until a responder was on the way (median and 90th percentile, over the cases that
// got there; none when fewer than the least a time is given over got there), and where its cases
// stand: the completed ones by their outcome, the cancelled and the open. Nothing finer than the
// area is known here (the API gives no more).
import type { CityFigures } from '@paws/contracts/schemas/stats'
import { enumLabel, formatDuration, formatNumber, RESCUE_OUTCOMES, STATS_MIN_CASES } from '@paws/contracts'
import { t } from '../../i18n/index.ts'

type Delay = CityFigures['firstAccept']

function DelayFigures({ label, delay, cases }: { label: string; delay: Delay; cases: number }) {
  return (
    <div className="grid gap-1">
      <dt className="font-semibold text-slate-900">{label}</dt>
      {delay.reached === 0 ? (
        <dd className="text-slate-700">{t('stats.noneReached')}</dd>
      ) : delay.medianSeconds === null || delay.p90Seconds === null ? (
        <dd className="text-slate-700">
          {t('stats.tooFewReached', {
            reached: formatNumber(delay.reached),
            cases: formatNumber(cases),
            min: STATS_MIN_CASES,
          })}
        </dd>
      ) : (
        <>
          <dd>{t('stats.median', { time: formatDuration(delay.medianSeconds) })}</dd>
          <dd>{t('stats.p90', { time: formatDuration(delay.p90Seconds) })}</dd>
          <dd className="text-sm text-slate-600">
            {t('stats.reached', { reached: formatNumber(delay.reached), cases: formatNumber(cases) })}
          </dd>
        </>
      )}
    </div>
  )
}

export function GroupCard({ id, title, figures }: { id: string; title: string; figures: CityFigures }) {
  const { completed, completedAs, cancelled, open } = figures.outcomes
  const withoutOutcome = completed - RESCUE_OUTCOMES.reduce((sum, o) => sum + completedAs[o], 0)
  return (
    <article aria-labelledby={id} className="card grid gap-4 p-5">
      <header className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={id} className="text-xl font-bold">
          {title}
        </h2>
        <p className="text-slate-700">{t('stats.cases', { n: figures.cases, count: formatNumber(figures.cases) })}</p>
      </header>
      <dl className="grid gap-4 sm:grid-cols-2">
        <DelayFigures label={t('stats.firstAccept')} delay={figures.firstAccept} cases={figures.cases} />
        <DelayFigures label={t('stats.onTheWay')} delay={figures.onTheWay} cases={figures.cases} />
      </dl>
      <section aria-labelledby={`${id}-outcomes`}>
        <h3 id={`${id}-outcomes`} className="font-semibold text-slate-900">
          {t('stats.outcomes')}
        </h3>
        <ul className="mt-1 grid gap-1">
          <li>
            {t('stats.completed', { count: formatNumber(completed) })}
            <ul className="mt-1 grid gap-1 border-l-2 border-slate-200 pl-3 text-slate-700">
              {RESCUE_OUTCOMES.map((o) => (
                <li key={o}>
                  {t('stats.completedAs', {
                    outcome: enumLabel(t, 'rescueOutcome', o),
                    count: formatNumber(completedAs[o]),
                  })}
                </li>
              ))}
              {withoutOutcome > 0 && <li>{t('stats.noOutcome', { count: formatNumber(withoutOutcome) })}</li>}
            </ul>
          </li>
          <li>{t('stats.cancelled', { count: formatNumber(cancelled) })}</li>
          <li>{t('stats.open', { count: formatNumber(open) })}</li>
        </ul>
      </section>
    </article>
  )
}
