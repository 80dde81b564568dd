// What the rules of the figures leave out, and why (docs/rules.md#public-statistics): the areas
// with too few cases an NGO acted on, those whose cases came from too few people, the cases with
// no pincode (in the whole city's figures only) and the reports no NGO acted on (in none). Only
// counts: nothing of these cases is shown.
import type { ResponseTimes } from '@paws/contracts/schemas/stats'
import { formatNumber } from '@paws/contracts'
import { t } from '../../i18n/index.ts'

export function LeftOut({ answer }: { answer: ResponseTimes }) {
  const { hidden, minCases, minReporters } = answer
  // A copy the phone kept from before the answer said what it leaves out.
  if (!hidden) return null
  const lines = [
    hidden.fewCases.areas > 0 &&
      t('stats.leftOut.fewCases', {
        areas: formatNumber(hidden.fewCases.areas),
        cases: formatNumber(hidden.fewCases.cases),
        min: minCases,
      }),
    hidden.fewReporters.areas > 0 &&
      t('stats.leftOut.fewReporters', {
        areas: formatNumber(hidden.fewReporters.areas),
        cases: formatNumber(hidden.fewReporters.cases),
        reporters: minReporters,
      }),
    hidden.withoutArea > 0 && t('stats.leftOut.withoutArea', { cases: formatNumber(hidden.withoutArea) }),
    hidden.notActedOn > 0 && t('stats.leftOut.notActedOn', { cases: formatNumber(hidden.notActedOn) }),
  ].filter((line): line is string => typeof line === 'string')
  return (
    <section aria-labelledby="left-out" className="grid gap-2">
      <h2 id="left-out" className="text-xl font-bold text-slate-900">
        {t('stats.leftOut.title')}
      </h2>
      {lines.length === 0 ? (
        <p className="text-slate-700">{t('stats.leftOut.nothing')}</p>
      ) : (
        <ul className="grid list-disc gap-1 pl-5 text-slate-800">
          {lines.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      )}
      <p className="text-slate-700">{t('stats.leftOut.why', { min: minCases, reporters: minReporters })}</p>
    </section>
  )
}
