import { t } from '../../i18n/index.ts'
/** Grey cards where animals will appear, while their list loads. */
const KEYS = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i', 'j', 'k', 'l']

export function AnimalCardSkeletons({ count, className }: { count: number; className: string }) {
  return (
    <div role="status" className={className} aria-busy="true" aria-label={t('card.loadingAnimals')}>
      {KEYS.slice(0, count).map((key) => (
        <div key={key} className="card aspect-[4/5] animate-pulse bg-slate-100 motion-reduce:animate-none" />
      ))}
    </div>
  )
}
