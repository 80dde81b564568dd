// "How fast help comes" (public): for the whole city and per area over the last 90 days, how long
// until an NGO first accepted a report and until a responder was on the way, and where the cases
// stand. A group with too few cases an NGO acted on, or cases from too few people, shows no
// figures, and the page says what is left out and why (docs/rules.md#public-statistics). The
// figures kept by the service worker open with no signal, and the page says plainly when it is
// offline.
import {
  formatDate,
  formatDateTime,
  STATS_MIN_CASES,
  STATS_MIN_REPORTERS,
  STATS_WINDOW_DAYS,
  PINCODE_DIGITS,
} from '@paws/contracts'
import type { ResponseTimes } from '@paws/contracts/schemas/stats'
import { useQuery } from '@tanstack/react-query'
import { Download } from 'lucide-react'
import { useId, useState } from 'react'
import { isApiError } from '../../http/errors.ts'
import { RESPONSE_TIMES_CSV_URL, responseTimesQuery } from '../../api/stats.ts'
import { Alert } from '../../components/ui/Alert.tsx'
import { LoadingScreen } from '../../components/ui/LoadingScreen.tsx'
import { t } from '../../i18n/index.ts'
import { GroupCard } from './GroupCard.tsx'
import { LeftOut } from './LeftOut.tsx'

/** The whole city's figures, or why they are not shown. */
function City({ answer }: { answer: ResponseTimes }) {
  if (answer.city) return <GroupCard id="city" title={t('stats.city')} figures={answer.city} />
  // A copy the phone kept from before the answer gave the city and what is left out.
  if (!answer.hidden) return null
  const why = answer.hidden.city ?? 'few_cases'
  const values = { min: answer.minCases, reporters: answer.minReporters, days: answer.windowDays }
  return (
    <Alert tone="info">
      <p>
        {why === 'few_reporters'
          ? t('stats.cityHidden.fewReporters', values)
          : why === 'reveals_left_out'
            ? t('stats.cityHidden.revealsLeftOut', values)
            : t('stats.cityHidden.fewCases', values)}
      </p>
    </Alert>
  )
}

/**
 * Lost pets brought home (docs/rules.md#public-statistics): of the lost posts of the window old
 * enough to have had their 14 days, how many were reunited within them; under the same minimum.
 */
function Reunions({ answer }: { answer: ResponseTimes }) {
  // A copy the phone kept from before the answer gave it.
  if (answer.lostFound === undefined) return null
  const figures = answer.lostFound
  return (
    <section className="card grid gap-1 p-5" aria-labelledby="stats-reunions">
      <h2 id="stats-reunions" className="text-xl font-semibold">
        {t('stats.reunions.title')}
      </h2>
      <p className="text-slate-700">
        {figures
          ? t('stats.reunions.share', {
              reunited: figures.reunitedWithin14Days,
              lost: figures.lostPosts,
              percent: Math.round(figures.share * 100),
            })
          : t('stats.reunions.tooFew', { min: answer.minCases })}
      </p>
    </section>
  )
}

function Figures({ answer }: { answer: ResponseTimes }) {
  const [typed, setTyped] = useState('')
  const inputId = useId()
  const wanted = typed.replace(/\D/g, '')
  const areas = answer.areas.filter((a) => a.area.startsWith(wanted))
  const unknownArea = wanted.length === 6 && areas.length === 0
  const rules = { min: answer.minCases, reporters: answer.minReporters, days: answer.windowDays }
  return (
    <>
      <p className="text-slate-700">
        {t('stats.window', { from: formatDate(answer.from), to: formatDate(answer.to) })}{' '}
        {t('stats.computedAt', { at: formatDateTime(answer.computedAt) })}
      </p>
      <City answer={answer} />
      {answer.areas.length === 0 ? (
        <Alert tone="info">
          <p>{t('stats.noArea', rules)}</p>
        </Alert>
      ) : (
        <>
          <div className="grid max-w-xs gap-1">
            <label htmlFor={inputId} className="font-semibold">
              {t('stats.findArea')}
            </label>
            <input
              id={inputId}
              className="input"
              inputMode="numeric"
              autoComplete="postal-code"
              maxLength={PINCODE_DIGITS}
              value={typed}
              onChange={(e) => setTyped(e.target.value)}
            />
          </div>
          {unknownArea && (
            <Alert tone="info">
              <p>{t('stats.tooFew', { area: wanted, ...rules })}</p>
            </Alert>
          )}
          <ul className="grid gap-4 lg:grid-cols-2">
            {areas.map((figures) => (
              <li key={figures.area}>
                <GroupCard
                  id={`area-${figures.area}`}
                  title={t('stats.area', { area: figures.area })}
                  figures={figures}
                />
              </li>
            ))}
          </ul>
        </>
      )}
      <Reunions answer={answer} />
      <LeftOut answer={answer} />
    </>
  )
}

export function StatsPage() {
  const { data, error, isError, refetch, isFetching } = useQuery(responseTimesQuery())
  // As the browse page does: read when the page draws (the answer, from the network or the
  // service worker's copy, draws it again).
  const offline = !navigator.onLine || (isError && isApiError(error) && error.kind === 'network')
  return (
    <div className="page grid gap-6">
      <header className="grid gap-3">
        <h1 className="text-3xl font-bold text-slate-900 sm:text-4xl">{t('stats.title')}</h1>
        <p className="max-w-3xl text-lg text-slate-700">
          {t('stats.intro', { days: STATS_WINDOW_DAYS, min: STATS_MIN_CASES, reporters: STATS_MIN_REPORTERS })}
        </p>
      </header>
      {offline && data && (
        <Alert tone="info">
          <p>{t('stats.offlineKept', { at: formatDateTime(data.computedAt) })}</p>
        </Alert>
      )}
      {data ? (
        <Figures answer={data} />
      ) : isError ? (
        <Alert tone={offline ? 'info' : 'error'}>
          <p>{offline ? t('stats.offline') : t('stats.loadFailed')}</p>
          <button type="button" className="btn-secondary mt-3" disabled={isFetching} onClick={() => void refetch()}>
            {t('ui.tryAgain')}
          </button>
        </Alert>
      ) : (
        <LoadingScreen full={false} text={t('stats.loading')} />
      )}
      <section className="grid gap-2 text-slate-700">
        <p>{t('stats.method', { min: STATS_MIN_CASES, reporters: STATS_MIN_REPORTERS })}</p>
        <p>
          <a
            href={RESPONSE_TIMES_CSV_URL}
            download
            className="inline-flex items-center gap-2 font-semibold text-brand-800 underline"
          >
            <Download className="h-5 w-5" aria-hidden="true" />
            {t('stats.csv')}
          </a>
        </p>
      </section>
    </div>
  )
}
