// A search party (docs/rules.md#lost-and-found): the 1 km around the lost animal's last place in
// cells of about 200 m. The owner asks people nearby to look (a quiet notice) and watches the
// map fill; anyone signed in takes a free cell (one person per cell: a cell taken meanwhile is
// said so) and ticks it searched. The cells are also a list, for a keyboard or a screen reader.
import { formatTime } from '@paws/contracts'
import type { LostFoundPost, SearchCell } from '@paws/contracts/schemas/lost-found'
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { lazy, Suspense, useState } from 'react'
import { describeError, isApiError } from '../../../http/errors.ts'
import { searchCellsQuery, useAskSearchParty, useCellMove } from '../../../api/lost-found.ts'
import { Alert } from '../../../components/ui/Alert.tsx'
import { LoadingScreen } from '../../../components/ui/LoadingScreen.tsx'
import { Section } from '../../../components/ui/Section.tsx'
import { t } from '../../../i18n/index.ts'
import { notify } from '../../../lib/toast.ts'
import { useSession } from '../../../session/SessionProvider.tsx'

const CellsMap = lazy(() => import('./CellsMap.tsx'))

function cellState(cell: SearchCell): string {
  if (cell.state === 'searched') return t('lf.cellSearched', { at: cell.searchedAt ? formatTime(cell.searchedAt) : '' })
  if (cell.state === 'claimed') return cell.mine ? t('lf.cellYours') : t('lf.cellTaken')
  return t('lf.cellFree')
}

export function SearchParty({ post }: { post: LostFoundPost }) {
  const { user } = useSession()
  const cells = useQuery({
    ...searchCellsQuery(post.id),
    enabled: user !== null && post.kind === 'lost' && post.status === 'open',
  })
  const ask = useAskSearchParty(post.id)
  const move = useCellMove(post.id)
  const [picked, setPicked] = useState<number | null>(null)
  if (post.kind !== 'lost' || post.status !== 'open') return null
  if (!user) {
    return (
      <Section title={t('lf.searchParty')}>
        <p className="text-slate-700">{t('lf.searchPartyIntro')}</p>
        <Link to="/login" search={{ redirect: `/lost-found/${post.id}` }} className="btn-secondary justify-self-start">
          {t('lf.signInToHelp')}
        </Link>
      </Section>
    )
  }
  const grid = cells.data
  const done = grid ? grid.cells.filter((c) => c.state === 'searched').length : 0
  const chosen = grid?.cells.find((c) => c.id === picked) ?? null
  const act = (cell: SearchCell, kind: 'claim' | 'searched') =>
    move.mutate(
      { cellId: cell.id, move: kind },
      {
        onSuccess: () => notify(kind === 'claim' ? t('lf.cellClaimed') : t('lf.cellMarked'), 'success'),
        onError: (error) => {
          if (isApiError(error, 409)) notify(t('lf.cellTakenMeanwhile'), 'error')
        },
      },
    )
  return (
    <Section title={t('lf.searchParty')}>
      <p className="text-slate-700">{post.mine ? t('lf.searchPartyOwner') : t('lf.searchPartyIntro')}</p>
      {post.mine && (
        <button
          type="button"
          className="btn-primary justify-self-start"
          disabled={ask.isPending}
          onClick={() =>
            ask.mutate(undefined, { onSuccess: (a) => notify(t('lf.askedN', { count: a.asked }), 'success') })
          }
        >
          {t('lf.askNeighbours')}
        </button>
      )}
      {ask.isError && <Alert>{describeError(ask.error, t('lf.askFailed'))}</Alert>}
      {cells.isPending ? (
        <LoadingScreen full={false} text={t('lf.loadingCells')} />
      ) : cells.isError ? (
        <Alert>{describeError(cells.error, t('lf.loadFailed'))}</Alert>
      ) : (
        grid && (
          <>
            <p className="font-semibold" data-testid="cells-done">
              {t('lf.cellsDone', { done, total: grid.cells.length })}
            </p>
            <Suspense fallback={<p>{t('bystander.mapLoading')}</p>}>
              <CellsMap grid={grid} onPick={(cell) => setPicked(cell.id)} />
            </Suspense>
            {chosen && (
              <div className="grid gap-2 rounded-xl bg-slate-100 p-3" aria-live="polite">
                <p>
                  {t('lf.cellN', { n: chosen.id + 1 })}: {cellState(chosen)}
                  {post.mine && chosen.by && ` (${chosen.by})`}
                </p>
                {chosen.state === 'free' && (
                  <button
                    type="button"
                    className="btn-primary"
                    disabled={move.isPending}
                    onClick={() => act(chosen, 'claim')}
                  >
                    {t('lf.takeCell')}
                  </button>
                )}
                {chosen.state === 'claimed' && chosen.mine && (
                  <button
                    type="button"
                    className="btn-primary"
                    disabled={move.isPending}
                    onClick={() => act(chosen, 'searched')}
                  >
                    {t('lf.markSearched')}
                  </button>
                )}
              </div>
            )}
            <details>
              <summary className="cursor-pointer font-semibold">{t('lf.cellsAsList')}</summary>
              <ul className="mt-2 grid gap-1">
                {grid.cells.map((cell) => (
                  <li key={cell.id}>
                    <button type="button" className="text-left underline" onClick={() => setPicked(cell.id)}>
                      {t('lf.cellN', { n: cell.id + 1 })}: {cellState(cell)}
                    </button>
                  </li>
                ))}
              </ul>
            </details>
          </>
        )
      )}
    </Section>
  )
}
