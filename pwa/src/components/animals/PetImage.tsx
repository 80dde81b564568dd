import { PLACEHOLDER_IMAGE, resolveImageUrl, smallPhotoUrl, thumbnailUrl } from '@paws/contracts'
import { useEffect, useRef, useState, type ImgHTMLAttributes } from 'react'
import { API_BASE } from '../../http/client.ts'
import { savesData } from '../../lib/save-data.ts'

/** The URL an animal photo is shown from (the thumbnail on cards). */
export function photoUrl(value: string | null | undefined, thumb = false): string {
  const url = resolveImageUrl(value, API_BASE)
  return thumb ? thumbnailUrl(url) : url
}

/** How wide a card's photo shows: two columns up to 1024 px, then three in a 72 rem column. */
export const CARD_PHOTO_SIZES = '(min-width: 1024px) 370px, 46vw'

const preloaded = new Set<string>()

/**
 * Starts fetching the photo that will be the page's largest paint as soon as its address is
 * known (when the list data arrives), instead of after the list has rendered. With `sizes`,
 * the same width the card's image will choose (the link carries its candidates).
 */
export function preloadPhoto(value: string | null | undefined, thumb = false, sizes?: string): void {
  if (!value || typeof document === 'undefined') return
  const href = photoUrl(value, thumb)
  if (href === PLACEHOLDER_IMAGE || preloaded.has(href)) return
  preloaded.add(href)
  const link = document.createElement('link')
  link.rel = 'preload'
  link.as = 'image'
  link.href = href
  const srcSet = thumb && sizes ? thumbSrcSet(value) : undefined
  if (srcSet && sizes) {
    link.imageSrcset = srcSet
    link.imageSizes = sizes
  }
  link.fetchPriority = 'high'
  document.head.append(link)
}

/**
 * The candidates of a thumbnail for the browser to choose by the width it shows it at: the small 360x270 version (a phone's card at twice its pixels) and the 400 px square
 * thumbnail; with Save-Data, the small one only.
 */
export function thumbSrcSet(value: string | null | undefined, saveData = savesData()): string | undefined {
  const small = smallPhotoUrl(resolveImageUrl(value, API_BASE))
  if (!small) return undefined
  return saveData ? `${small} 360w` : `${small} 360w, ${photoUrl(value, true)} 400w`
}

/**
 * An animal photo that falls back to the sample dog picture when it cannot load. Thumbnails
 * come in two widths (`sizes` says how wide they show) and fall back to the thumbnail alone,
 * then the full photo (an old upload may have neither smaller version).
 */
/**
 * Whether the element is within `margin` of the screen (once it is, it stays so). Chromium's
 * own lazy loading fetches photos 1,250 px or more below the screen: a whole first page of
 * cards on a phone, paid for by people who may never scroll.
 */
function useNearScreen(wait: boolean, margin = '300px 0px') {
  const ref = useRef<HTMLImageElement>(null)
  const [near, setNear] = useState(!wait)
  useEffect(() => {
    if (near || !ref.current) return
    if (typeof IntersectionObserver === 'undefined') return setNear(true)
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) setNear(true)
      },
      { rootMargin: margin },
    )
    observer.observe(ref.current)
    return () => observer.disconnect()
  }, [near, margin])
  return [ref, near] as const
}

export function PetImage({
  src,
  thumb = false,
  alt,
  sizes,
  whenNear = false,
  ...img
}: {
  src: string | null | undefined
  thumb?: boolean
  alt: string
  /** Fetched only once it comes within 300 px of the screen (below the first screenful). */
  whenNear?: boolean
} & Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'alt' | 'srcSet'>) {
  const [ref, near] = useNearScreen(whenNear)
  const chain = [photoUrl(src, thumb), photoUrl(src), PLACEHOLDER_IMAGE].filter((u, i, all) => all.indexOf(u) === i)
  const [step, setStep] = useState(0)
  const [key, setKey] = useState(src)
  if (key !== src) {
    setKey(src)
    setStep(0)
  }
  // The widths only on the first try: after an error the chain's single addresses take over.
  const srcSet = near && thumb && sizes && step === 0 ? thumbSrcSet(src) : undefined
  return (
    <img
      ref={ref}
      src={near ? chain[Math.min(step, chain.length - 1)] : undefined}
      srcSet={srcSet}
      sizes={srcSet ? sizes : undefined}
      alt={alt}
      decoding="async"
      onError={() => setStep((s) => (s < chain.length - 1 ? s + 1 : s))}
      {...img}
    />
  )
}

/** The photos of an animal in display order, whatever field the listing used. */
export function animalPhotos(animal: {
  images?: string[] | null
  photos?: string[] | null
  image?: string | null
}): string[] {
  if (animal.images && animal.images.length > 0) return animal.images
  if (animal.photos && animal.photos.length > 0) return animal.photos
  return animal.image ? [animal.image] : []
}
