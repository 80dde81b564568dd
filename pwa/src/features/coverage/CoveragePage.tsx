// /coverage (docs/rules.md#coverage): where nobody can reach. The region in cells of about 1 km
// on a map (Leaflet, its own chunk), and the thin cells where cases waited as a list beside it,
// which reads the same with no map tiles and with a screen reader. The box asked for follows
// the map's view, at most 50 km a side.
import type { CoverageCell, CoverageQuery } from '@paws/contracts/schemas/coverage'
import { formatNumber } from '@paws/contracts'
import { useQuery } from '@tanstack/react-query'
import { lazy, Suspense, useEffect, useState } from 'react'
import { coverageQuery } from '../../api/coverage.ts'
import { describeError } from '../../http/errors.ts'
import { Alert } from '../../components/ui/Alert.tsx'
import { t } from '../../i18n/index.ts'
import { cellSummary, withinLimit } from './cells.ts'

const CoverageMap = lazy(() => import('./CoverageMap.tsx'))

/** The Mumbai region as the page opens: about 40 km by 37 km, within the largest box. */
const REGION: CoverageQuery = { minLat: 18.89, minLng: 72.77, maxLat: 19.27, maxLng: 73.12 }

export function CoveragePage() {
  const [box, setBox] = useState<CoverageQuery>(REGION)
  const coverage = useQuery(coverageQuery(box))
  const [place, setPlace] = useState<(cell: CoverageCell) => string>(() => () => '')
  // The nearest locality names a cell in the list; its table loads with the list, not the app.
  useEffect(() => {
    let live = true
    void import('@paws/contracts/places/places').then(({ nearestPlace }) => {
      if (!live) return
      setPlace(() => (cell: CoverageCell) => {
        const found = nearestPlace({ lat: cell.minLat + 0.005, lng: cell.minLng + 0.005 }, 2_000)
        return found ? (found.localities[0] ?? found.pincode) : ''
      })
    })
    return () => {
      live = false
    }
  }, [])
  const cells = coverage.data?.cells ?? []
  const hours = coverage.data?.hours ?? 168
  const waiting = cells
    .filter((c) => c.thin && c.cases > 0)
    .sort((a, b) => b.longWaits - a.longWaits || b.cases - a.cases || a.hoursCovered - b.hoursCovered)
  return (
    <div className="page grid max-w-4xl gap-6">
      <header className="grid gap-1">
        <h1 className="text-3xl font-bold">{t('coverage.title')}</h1>
        <p className="text-slate-700">{t('coverage.intro')}</p>
      </header>
      {coverage.isError && (
        <Alert tone="error">
          {`${t('coverage.loadFailed')} ${describeError(coverage.error, '')}`}{' '}
          <button type="button" className="font-semibold underline" onClick={() => void coverage.refetch()}>
            {t('admin.retry')}
          </button>
        </Alert>
      )}
      <Suspense fallback={<div className="h-[420px] w-full rounded-lg bg-slate-100" />}>
        <CoverageMap cells={cells} hours={hours} onView={(view) => setBox(withinLimit(view))} />
      </Suspense>
      <p className="flex flex-wrap gap-4 text-sm text-slate-700">
        <span>
          <span className="mr-1 inline-block h-3 w-3 rounded-sm bg-red-600/60 align-middle" aria-hidden="true" />
          {t('coverage.legendThin')}
        </span>
        <span>
          <span className="mr-1 inline-block h-3 w-3 rounded-sm bg-green-700/50 align-middle" aria-hidden="true" />
          {t('coverage.legendCovered')}
        </span>
      </p>
      <section className="card grid gap-3 p-5" aria-labelledby="coverage-thin">
        <h2 id="coverage-thin" className="text-xl font-semibold">
          {t('coverage.thinList')}
        </h2>
        {coverage.isPending ? (
          <p className="text-slate-700">{t('coverage.loading')}</p>
        ) : waiting.length === 0 ? (
          <p className="text-slate-700">{t('coverage.noneThin')}</p>
        ) : (
          <ul className="grid gap-2" data-testid="thin-cells">
            {waiting.map((c) => (
              <li key={`${c.minLat}:${c.minLng}`} className="grid gap-0.5 border-b border-slate-200 pb-2">
                <span className="font-medium">
                  {place(c) || t('coverage.cellAt', { lat: formatNumber(c.minLat), lng: formatNumber(c.minLng) })}
                </span>
                <span className="text-sm text-slate-700">{cellSummary(c, hours)}</span>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  )
}
