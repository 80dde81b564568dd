// What a pull to refresh shows: how far to pull, then that it is refreshing.
import { RefreshCw } from 'lucide-react'
import { PULL_THRESHOLD, type PullState } from './use-pull-to-refresh.ts'
import { t } from '../../i18n/index.ts'

export function PullIndicator({ state }: { state: PullState }) {
  if (state.kind === 'idle') return null
  const ready = state.kind === 'refreshing' || state.distance >= PULL_THRESHOLD
  const text =
    state.kind === 'refreshing' ? t('fieldText.refreshing') : ready ? t('fieldText.release') : t('fieldText.pull')
  const turn = state.kind === 'pulling' ? Math.min(1, state.distance / PULL_THRESHOLD) * 270 : 0
  return (
    <p role="status" className="flex items-center justify-center gap-2 py-2 text-slate-700" data-testid="pull-refresh">
      <RefreshCw
        className={`h-5 w-5 ${state.kind === 'refreshing' ? 'animate-spin' : ''}`}
        style={{ transform: state.kind === 'pulling' ? `rotate(${turn}deg)` : undefined }}
        aria-hidden="true"
      />
      {text}
    </p>
  )
}
