// Photos of a rescue report: at most 5 counting ones the case already has, each compressed on
// the device (in a Web Worker, rescue preset) BEFORE it is kept, and kept as bytes so a draft
// or an outbox entry survives a closed app. The compressor loads on demand.
import { IMAGE_TYPES, imageFileError, MAX_IMAGES, MESSAGES, RESCUE_PHOTO_COMPRESSION } from '@paws/contracts'
import { ImagePlus, Trash2, X } from 'lucide-react'
import { useEffect, useId, useMemo, useRef, useState } from 'react'
import type { StoredPhoto } from '../../offline/db.ts'
import { toStoredPhotos } from '../../offline/outbox.ts'
import { RESCUE_TEXT } from '../../lib/rescue-texts.ts'
import { PetImage } from '../animals/PetImage.tsx'

interface Existing {
  urls: string[]
  onDelete: (index: number) => void
  deleting: number | null
}

export function RescuePhotoPicker({
  photos,
  onChange,
  existing,
  locked,
  disabled,
}: {
  photos: StoredPhoto[]
  onChange: (photos: StoredPhoto[]) => void
  existing?: Existing
  /** Photos the server already has (an outbox entry being fixed): shown, not removable. */
  locked?: (photo: StoredPhoto) => boolean
  disabled?: boolean
}) {
  const id = useId()
  const input = useRef<HTMLInputElement>(null)
  const [error, setError] = useState<string | null>(null)
  const [progress, setProgress] = useState<number | null>(null)
  const existingCount = existing?.urls.length ?? 0
  const total = existingCount + photos.length
  const previews = useMemo(() => photos.map((p) => URL.createObjectURL(new Blob([p.data], { type: p.type }))), [photos])
  useEffect(() => () => previews.forEach((u) => URL.revokeObjectURL(u)), [previews])

  async function onFiles(list: FileList | null) {
    const files = Array.from(list ?? [])
    if (input.current) input.current.value = ''
    if (files.length === 0) return
    setError(null)
    if (total + files.length > MAX_IMAGES) {
      setError(existing ? MESSAGES.maxImagesEdit(existingCount, photos.length) : MESSAGES.maxImages(total))
      return
    }
    const wrongType = files.map((f) => imageFileError({ type: f.type, size: 0 })).find(Boolean)
    if (wrongType) return setError(wrongType)
    setProgress(0)
    try {
      const { compressImages } = await import('../../lib/compress-images.ts')
      const compressed = await compressImages(files, () => RESCUE_PHOTO_COMPRESSION, setProgress)
      const tooBig = compressed.map(imageFileError).find(Boolean)
      if (tooBig) return setError(tooBig)
      onChange([...photos, ...(await toStoredPhotos(compressed))])
    } catch {
      setError(RESCUE_TEXT.imagesFailed)
    } finally {
      setProgress(null)
    }
  }

  const full = total >= MAX_IMAGES
  return (
    <div className="grid gap-3">
      <p className="text-slate-700">
        Photos help the rescue team ({total} of {MAX_IMAGES} added). They are made smaller on this phone before they are sent.
      </p>
      {total > 0 && (
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3" aria-label="Photos">
          {existing?.urls.map((url, i) => (
            <li key={`existing-${url}`} className="relative aspect-[4/3] overflow-hidden rounded-xl bg-slate-200">
              <PetImage src={url} thumb alt={`Current photo ${i + 1}`} className="h-full w-full object-cover" loading="lazy" />
              <button
                type="button"
                onClick={() => existing.onDelete(i)}
                disabled={disabled || existing.deleting !== null}
                aria-label={`Delete current photo ${i + 1}`}
                className="absolute right-2 top-2 grid h-11 w-11 place-items-center rounded-full bg-white/95 text-red-800 shadow hover:bg-white disabled:opacity-60"
              >
                {existing.deleting === i ? '…' : <Trash2 className="h-5 w-5" aria-hidden="true" />}
              </button>
            </li>
          ))}
          {photos.map((photo, i) => (
            <li key={photo.id} className="relative aspect-[4/3] overflow-hidden rounded-xl bg-slate-200">
              <img src={previews[i]} alt={`Photo ${existingCount + i + 1}`} className="h-full w-full object-cover" />
              {locked?.(photo) ? (
                <span className="absolute bottom-2 left-2 rounded-full bg-white/95 px-2 py-0.5 text-sm font-medium">Already sent</span>
              ) : (
                <button
                  type="button"
                  onClick={() => onChange(photos.filter((p) => p.id !== photo.id))}
                  disabled={disabled}
                  aria-label={`Remove photo ${existingCount + i + 1}`}
                  className="absolute right-2 top-2 grid h-11 w-11 place-items-center rounded-full bg-white/95 text-slate-900 shadow hover:bg-white"
                >
                  <X className="h-5 w-5" aria-hidden="true" />
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
      <div>
        <input
          ref={input}
          id={id}
          type="file"
          accept={IMAGE_TYPES.join(',')}
          multiple
          className="peer sr-only"
          disabled={disabled || progress !== null}
          onChange={(e) => void onFiles(e.target.files)}
          aria-describedby={error ? `${id}-error` : undefined}
        />
        <label
          htmlFor={id}
          className={`btn-secondary w-full cursor-pointer border-dashed py-4 peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-600 ${disabled ? 'pointer-events-none opacity-60' : ''}`}
        >
          <ImagePlus className="h-6 w-6" aria-hidden="true" />
          {full ? 'Photo limit reached' : 'Add photos'}
        </label>
      </div>
      {progress !== null && (
        <div role="status" aria-live="polite">
          <p className="text-slate-700">Compressing photos... {Math.round(progress * 100)}%</p>
          <div className="mt-1 h-2 overflow-hidden rounded-full bg-slate-200">
            <div className="h-full bg-brand-700 transition-[width]" style={{ width: `${Math.round(progress * 100)}%` }} />
          </div>
        </div>
      )}
      {error && (
        <p id={`${id}-error`} role="alert" className="text-red-700">
          {error}
        </p>
      )}
    </div>
  )
}
