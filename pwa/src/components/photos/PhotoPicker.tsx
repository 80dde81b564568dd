// The photo picker both the rescue forms and the animal forms use: the preview grid (photos the
// server already has, then the new ones), the file input, the compression progress and the
// 5-photo limit message. What a kept photo is (a File, or bytes stored for the outbox) and how
// chosen files become one is up to the caller.
import { IMAGE_TYPES, MAX_IMAGES, MESSAGES } from '@paws/contracts'
import { ImagePlus, Trash2, X } from 'lucide-react'
import { type ReactNode, useEffect, useId, useMemo, useRef, useState } from 'react'
import { PetImage } from '../animals/PetImage.tsx'
import { t } from '../../i18n/index.ts'

export interface ExistingPhotos {
  urls: string[]
  onDelete: (index: number) => void
  deleting: number | null
}

export function PhotoPicker<T>({
  photos,
  onChange,
  existing,
  disabled,
  intro,
  blobOf,
  keyOf,
  nameOf,
  locked,
  check,
  prepare,
  progressLabel,
  blockWhenFull,
  listLabel,
}: {
  photos: T[]
  onChange: (photos: T[]) => void
  existing?: ExistingPhotos
  disabled?: boolean
  /** The line above the grid; `total` counts existing and new photos. */
  intro: (total: number) => ReactNode
  /** What to preview for a new photo. */
  blobOf: (photo: T) => Blob
  keyOf?: (photo: T) => string
  /** Accessible name of the new photo at `index`; its remove button reads "Remove <name>". */
  nameOf: (index: number) => string
  /** Photos that can no longer be removed (already sent): shown with a badge instead. */
  locked?: (photo: T) => boolean
  /** Checked before any work starts: an error message, or nothing. */
  check: (files: File[]) => string | null | undefined
  /** Turns the chosen files into photos to keep (compressing them), or says why it can't. */
  prepare: (files: File[], onProgress: (fraction: number) => void) => Promise<T[] | string>
  progressLabel: string
  /** Disable the input once the limit is reached (otherwise choosing more shows the limit message). */
  blockWhenFull?: boolean
  listLabel?: string
}) {
  const id = useId()
  const input = useRef<HTMLInputElement>(null)
  const [error, setError] = useState<string | null>(null)
  const [progress, setProgress] = useState<number | null>(null)
  const existingCount = existing?.urls.length ?? 0
  const total = existingCount + photos.length
  const full = total >= MAX_IMAGES
  const blocked = disabled || (blockWhenFull && full)
  const previews = useMemo(() => photos.map((p) => URL.createObjectURL(blobOf(p))), [photos, blobOf])
  useEffect(
    () => () => {
      for (const url of previews) URL.revokeObjectURL(url)
    },
    [previews],
  )

  async function onFiles(list: FileList | null) {
    const files = Array.from(list ?? [])
    if (input.current) input.current.value = ''
    if (files.length === 0) return
    setError(null)
    if (total + files.length > MAX_IMAGES) {
      setError(existing ? MESSAGES.maxImagesEdit(t, existingCount, photos.length) : MESSAGES.maxImages(t, total))
      return
    }
    const invalid = check(files)
    if (invalid) return setError(invalid)
    setProgress(0)
    try {
      const prepared = await prepare(files, setProgress)
      if (typeof prepared === 'string') return setError(prepared)
      onChange([...photos, ...prepared])
    } catch {
      setError(t('text.imageProcessingFailed'))
    } finally {
      setProgress(null)
    }
  }

  return (
    <>
      {intro(total)}
      {total > 0 && (
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3" aria-label={listLabel}>
          {existing?.urls.map((url, i) => (
            <li key={`existing-${url}`} className="relative aspect-[4/3] overflow-hidden rounded-xl bg-slate-200">
              <PetImage
                src={url}
                thumb
                sizes="(min-width: 640px) 30vw, 46vw"
                alt={t('photos.currentPhoto', { n: i + 1 })}
                className="h-full w-full object-cover"
                loading="lazy"
              />
              <button
                type="button"
                onClick={() => existing.onDelete(i)}
                disabled={disabled || existing.deleting !== null}
                aria-label={t('photos.deleteCurrentPhoto', { n: i + 1 })}
                className="absolute right-2 top-2 grid h-11 w-11 place-items-center rounded-full bg-white/95 text-red-800 shadow hover:bg-white disabled:opacity-60"
              >
                {existing.deleting === i ? '…' : <Trash2 className="h-5 w-5" aria-hidden="true" />}
              </button>
            </li>
          ))}
          {photos.map((photo, i) => {
            const name = nameOf(i)
            return (
              <li
                key={keyOf?.(photo) ?? `new-${previews[i]}`}
                className="relative aspect-[4/3] overflow-hidden rounded-xl bg-slate-200"
              >
                <img src={previews[i]} alt={name} className="h-full w-full object-cover" />
                {locked?.(photo) ? (
                  <span className="absolute bottom-2 left-2 rounded-full bg-white/95 px-2 py-0.5 text-sm font-medium">
                    {t('photos.alreadySent')}
                  </span>
                ) : (
                  <button
                    type="button"
                    onClick={() => onChange(photos.filter((_, k) => k !== i))}
                    disabled={disabled}
                    aria-label={t('photos.remove', { name: `${name.charAt(0).toLowerCase()}${name.slice(1)}` })}
                    className="absolute right-2 top-2 grid h-11 w-11 place-items-center rounded-full bg-white/95 text-slate-900 shadow hover:bg-white"
                  >
                    <X className="h-5 w-5" aria-hidden="true" />
                  </button>
                )}
              </li>
            )
          })}
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
          disabled={blocked || progress !== null}
          onChange={(e) => void onFiles(e.target.files)}
          aria-describedby={error ? `${id}-error` : undefined}
        />
        <label
          htmlFor={id}
          className={`btn-secondary w-full cursor-pointer border-dashed py-4 peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-600 ${blocked ? 'pointer-events-none opacity-60' : ''}`}
        >
          <ImagePlus className="h-6 w-6" aria-hidden="true" />
          {full ? t('photos.photoLimitReached') : t('photos.addPhotos')}
        </label>
      </div>
      {progress !== null && (
        <div role="status" aria-live="polite">
          <p className="text-slate-700">
            {progressLabel} {Math.round(progress * 100)}%
          </p>
          <div className="mt-1 h-2 overflow-hidden rounded-full bg-slate-200">
            <div
              className="h-full bg-brand-700 transition-[width]"
              style={{ width: `${Math.round(progress * 100)}%` }}
            />
          </div>
        </div>
      )}
      {error && (
        <p id={`${id}-error`} role="alert" className="text-red-700">
          {error}
        </p>
      )}
    </>
  )
}
