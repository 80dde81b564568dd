import { ChevronLeft, ChevronRight } from 'lucide-react'
import { useRef, useState, type PointerEvent } from 'react'
import { PetImage } from '../../../components/animals/PetImage.tsx'
import { t } from '../../../i18n/index.ts'

const SWIPE_THRESHOLD_PX = 50

export function Gallery({ name, images }: { name: string; images: string[] }) {
  const photos: (string | null)[] = images.length > 0 ? images : [null]
  const total = photos.length
  const [index, setIndex] = useState(0)
  const startX = useRef<number | null>(null)
  const current = Math.min(index, total - 1)
  const go = (i: number) => setIndex(((i % total) + total) % total)

  function onPointerUp(e: PointerEvent) {
    if (startX.current === null) return
    const dx = e.clientX - startX.current
    startX.current = null
    if (total > 1 && Math.abs(dx) >= SWIPE_THRESHOLD_PX) go(dx < 0 ? current + 1 : current - 1)
  }

  return (
    <section
      aria-label={t('animal.photosOf', { name })}
      aria-roledescription="carousel"
      onKeyDown={(e) => {
        if (e.key === 'ArrowLeft') go(current - 1)
        if (e.key === 'ArrowRight') go(current + 1)
      }}
    >
      <div
        className="relative aspect-[4/3] touch-pan-y overflow-hidden rounded-2xl bg-slate-200"
        onPointerDown={(e) => (startX.current = e.clientX)}
        onPointerUp={onPointerUp}
        onPointerCancel={() => (startX.current = null)}
      >
        <PetImage
          src={photos[current]}
          alt={total > 1 ? t('animal.photoNOf', { name, n: current + 1, total }) : t('card.photoOf', { name })}
          className="h-full w-full select-none object-cover"
          draggable={false}
          fetchPriority="high"
        />
        {total > 1 && (
          <>
            <button
              type="button"
              onClick={() => go(current - 1)}
              aria-label={t('animal.previousPhoto')}
              className="absolute left-2 top-1/2 grid h-12 w-12 -translate-y-1/2 place-items-center rounded-full bg-white/90 text-slate-900 shadow hover:bg-white"
            >
              <ChevronLeft className="h-7 w-7" aria-hidden="true" />
            </button>
            <button
              type="button"
              onClick={() => go(current + 1)}
              aria-label={t('animal.nextPhoto')}
              className="absolute right-2 top-1/2 grid h-12 w-12 -translate-y-1/2 place-items-center rounded-full bg-white/90 text-slate-900 shadow hover:bg-white"
            >
              <ChevronRight className="h-7 w-7" aria-hidden="true" />
            </button>
            <p
              className="absolute bottom-2 right-2 rounded-full bg-slate-900/80 px-3 py-1 text-sm font-semibold text-white"
              aria-live="polite"
            >
              {current + 1} / {total}
            </p>
          </>
        )}
      </div>
      {total > 1 && (
        <div className="mt-3 flex gap-2 overflow-x-auto pb-1">
          {photos.map((photo, i) => (
            <button
              key={photo}
              type="button"
              onClick={() => go(i)}
              aria-label={t('animal.showPhoto', { n: i + 1 })}
              aria-current={i === current ? 'true' : undefined}
              className={`h-16 w-20 shrink-0 overflow-hidden rounded-lg border-2 ${i === current ? 'border-brand-700' : 'border-transparent opacity-80'}`}
            >
              <PetImage src={photo} thumb alt="" loading="lazy" className="h-full w-full object-cover" />
            </button>
          ))}
        </div>
      )}
    </section>
  )
}
