// A case's ring in one line of the admins' list (docs/rules.md#dispatch): to whom it is offered
// now, how many said Can't, and the next step in minutes. The case page shows it in full.
import type { RingList } from '@paws/contracts/schemas/dispatch'
import { t } from '../../i18n/index.ts'

type Ring = RingList['rings'][number]

/** Names shown before "+N". */
const SHOWN = 2

export function ringLine(ring: Ring, now = Date.now()): string {
  const waiting = ring.offers.filter((o) => o.state === 'open').map((o) => o.name)
  const cant = ring.offers.filter((o) => o.state === 'cant').length
  const parts: string[] = []
  if (waiting.length > 0) {
    const names = waiting.slice(0, SHOWN).join(', ')
    const more = waiting.length > SHOWN ? ` ${t('ring.more', { count: waiting.length - SHOWN })}` : ''
    parts.push(t('ring.offeredTo', { names: names + more }))
  }
  if (cant > 0) parts.push(t('ring.cantCount', { count: cant }))
  if (ring.next) {
    const minutes = Math.max(0, Math.ceil((new Date(ring.next.at).getTime() - now) / 60_000))
    parts.push(ring.next.step === 'widen' ? t('ring.compactWiden', { minutes }) : t('ring.compactAdmins', { minutes }))
  }
  return parts.length > 0 ? parts.join(' · ') : t('ring.compactNone')
}

export function RingCell({ ring }: { ring: Ring | undefined }) {
  if (!ring) return <span className="text-slate-600">…</span>
  return (
    <span className="text-sm text-slate-800" data-testid="ring-cell" data-case={ring.rescueId}>
      {ringLine(ring)}
    </span>
  )
}
