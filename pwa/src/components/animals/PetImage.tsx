import { PLACEHOLDER_IMAGE, resolveImageUrl, thumbnailUrl } from '@paws/contracts'
import { useState, type ImgHTMLAttributes } from 'react'
import { API_BASE } from '../../api/client.ts'

/** The URL an animal photo is shown from (the thumbnail on cards). */
export function photoUrl(value: string | null | undefined, thumb = false): string {
  const url = resolveImageUrl(value, API_BASE)
  return thumb ? thumbnailUrl(url) : url
}

const preloaded = new Set<string>()

/**
 * Starts fetching the photo that will be the page's largest paint as soon as its address is
 * known (when the list data arrives), instead of after the list has rendered.
 */
export function preloadPhoto(value: string | null | undefined, thumb = false): void {
  if (!value || typeof document === 'undefined') return
  const href = photoUrl(value, thumb)
  if (href === PLACEHOLDER_IMAGE || preloaded.has(href)) return
  preloaded.add(href)
  const link = document.createElement('link')
  link.rel = 'preload'
  link.as = 'image'
  link.href = href
  link.fetchPriority = 'high'
  document.head.append(link)
}

/**
 * An animal photo that falls back to the sample dog picture when it cannot load. Thumbnails
 * fall back to the full photo first (an old upload may have no thumbnail).
 */
export function PetImage({
  src,
  thumb = false,
  alt,
  ...img
}: { src: string | null | undefined; thumb?: boolean; alt: string } & Omit<
  ImgHTMLAttributes<HTMLImageElement>,
  'src' | 'alt'
>) {
  const chain = [photoUrl(src, thumb), photoUrl(src), PLACEHOLDER_IMAGE].filter((u, i, all) => all.indexOf(u) === i)
  const [step, setStep] = useState(0)
  const [key, setKey] = useState(src)
  if (key !== src) {
    setKey(src)
    setStep(0)
  }
  return (
    <img
      src={chain[Math.min(step, chain.length - 1)]}
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
