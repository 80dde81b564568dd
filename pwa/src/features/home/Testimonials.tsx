// Testimonials carousel: advances every 5 s, pauses while hovered or focused (and for users
// who prefer reduced motion), swipes with a 50 px threshold, and has previous/next buttons,
// dots and arrow keys.
import { ChevronLeft, ChevronRight, Quote } from 'lucide-react'
import { useEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react'
import { t } from '../../i18n/index.ts'

export const CAROUSEL_INTERVAL_MS = 5000
export const SWIPE_THRESHOLD_PX = 50

const TESTIMONIALS = [
  {
    quote: () => t('home.testimonial1'),
    name: 'Priya Sharma',
    place: 'Andheri West',
  },
  {
    quote: () => t('home.testimonial2'),
    name: 'Rahul Mehta',
    place: 'Dadar',
  },
  {
    quote: () => t('home.testimonial3'),
    name: 'Ananya Iyer',
    place: 'Powai',
  },
]

export function Testimonials() {
  const [index, setIndex] = useState(0)
  const [hovered, setHovered] = useState(false)
  const [focused, setFocused] = useState(false)
  const [reduced, setReduced] = useState(false)
  const startX = useRef<number | null>(null)
  const count = TESTIMONIALS.length
  const go = (i: number) => setIndex(((i % count) + count) % count)

  useEffect(() => {
    const media = window.matchMedia?.('(prefers-reduced-motion: reduce)')
    if (!media) return
    setReduced(media.matches)
    const onChange = () => setReduced(media.matches)
    media.addEventListener('change', onChange)
    return () => media.removeEventListener('change', onChange)
  }, [])

  const paused = hovered || focused || reduced
  useEffect(() => {
    if (paused) return
    const timer = setInterval(() => setIndex((i) => (i + 1) % count), CAROUSEL_INTERVAL_MS)
    return () => clearInterval(timer)
  }, [paused])

  function onKeyDown(e: KeyboardEvent) {
    if (e.key === 'ArrowLeft') go(index - 1)
    else if (e.key === 'ArrowRight') go(index + 1)
  }

  function onPointerUp(e: PointerEvent) {
    if (startX.current === null) return
    const dx = e.clientX - startX.current
    startX.current = null
    if (Math.abs(dx) < SWIPE_THRESHOLD_PX) return
    go(dx < 0 ? index + 1 : index - 1)
  }

  const item = TESTIMONIALS[index]
  return (
    <section
      aria-roledescription="carousel"
      aria-labelledby="testimonials-heading"
      className="mx-auto max-w-3xl"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setFocused(false)
      }}
      onKeyDown={onKeyDown}
    >
      <h2 id="testimonials-heading" className="text-center text-2xl font-bold sm:text-3xl">
        {t('home.happyTailsFromMumbai')}
      </h2>
      <div
        className="card relative mt-6 touch-pan-y select-none p-6 sm:p-10"
        onPointerDown={(e) => (startX.current = e.clientX)}
        onPointerUp={onPointerUp}
        onPointerCancel={() => (startX.current = null)}
      >
        <div aria-live={paused ? 'polite' : 'off'} aria-atomic="true">
          {/* biome-ignore lint/a11y/useSemanticElements: the ARIA carousel pattern marks a slide as a group; a fieldset is for form controls */}
          <div role="group" aria-roledescription="slide" aria-label={t('home.slideOf', { n: index + 1, total: count })}>
            <figure className="text-center">
              <Quote className="mx-auto h-8 w-8 text-brand-600" aria-hidden="true" />
              <blockquote className="mt-4 text-lg leading-relaxed text-slate-800 sm:text-xl">
                "{item.quote()}"
              </blockquote>
              <figcaption className="mt-4 font-semibold text-slate-900">
                {item.name} <span className="font-normal text-slate-600">· {item.place}</span>
              </figcaption>
            </figure>
          </div>
        </div>
      </div>
      <div className="mt-4 flex items-center justify-center gap-3">
        <button
          type="button"
          className="grid h-11 w-11 place-items-center rounded-full border border-slate-300 bg-white hover:bg-slate-100"
          onClick={() => go(index - 1)}
          aria-label={t('home.previousTestimonial')}
        >
          <ChevronLeft className="h-6 w-6" aria-hidden="true" />
        </button>
        <div className="flex gap-1">
          {TESTIMONIALS.map((item, i) => (
            <button
              key={item.name}
              type="button"
              onClick={() => go(i)}
              aria-label={t('home.showTestimonial', { n: i + 1 })}
              aria-current={i === index ? 'true' : undefined}
              className="grid h-11 w-11 place-items-center"
            >
              <span className={`block h-3 w-3 rounded-full ${i === index ? 'bg-brand-700' : 'bg-slate-400'}`} />
            </button>
          ))}
        </div>
        <button
          type="button"
          className="grid h-11 w-11 place-items-center rounded-full border border-slate-300 bg-white hover:bg-slate-100"
          onClick={() => go(index + 1)}
          aria-label={t('home.nextTestimonial')}
        >
          <ChevronRight className="h-6 w-6" aria-hidden="true" />
        </button>
      </div>
    </section>
  )
}
