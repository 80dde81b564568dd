import { animalPhotoCompression, imageFileError, IMAGE_TYPES, MAX_IMAGES, MESSAGES } from '@paws/contracts'
import { ImagePlus, Trash2, X } from 'lucide-react'
import { useEffect, useId, useMemo, useRef, useState } from 'react'
import { PetImage } from '../../../components/animals/PetImage.tsx'
import { TEXT } from '../../../lib/texts.ts'
import { FormSection } from './AnimalFields.tsx'

interface Existing {
  urls: string[]
  onDelete: (index: number) => void
  deleting: number | null
}

/**
 * Photo selection with the 5-photo limit (existing photos count too). New photos are
 * compressed on the device right away, with progress; the compressor is loaded on demand.
 */
export function PhotoPicker({
  title,
  photos,
  onChange,
  existing,
  disabled,
}: {
  title: string
  photos: File[]
  onChange: (files: File[]) => void
  existing?: Existing
  disabled?: boolean
}) {
  const id = useId()
  const input = useRef<HTMLInputElement>(null)
  const [error, setError] = useState<string | null>(null)
  const [progress, setProgress] = useState<number | null>(null)
  const existingCount = existing?.urls.length ?? 0
  const total = existingCount + photos.length
  const previews = useMemo(() => photos.map((f) => URL.createObjectURL(f)), [photos])
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
    const invalid = files.map(imageFileError).find(Boolean)
    if (invalid) {
      setError(invalid)
      return
    }
    setProgress(0)
    try {
      const { compressImages } = await import('../../../lib/compress-images.ts')
      const compressed = await compressImages(files, animalPhotoCompression, setProgress)
      onChange([...photos, ...compressed])
    } catch {
      setError(TEXT.imageProcessingFailed)
    } finally {
      setProgress(null)
    }
  }

  return (
    <FormSection title={title}>
      <p className="text-slate-700">
        Add up to {MAX_IMAGES} photos ({total} of {MAX_IMAGES} used). Clear, bright photos help animals find homes faster.
      </p>
      {(existingCount > 0 || photos.length > 0) && (
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3">
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
          {photos.map((file, i) => (
            <li key={`new-${previews[i]}`} className="relative aspect-[4/3] overflow-hidden rounded-xl bg-slate-200">
              <img src={previews[i]} alt={`New photo ${i + 1}`} className="h-full w-full object-cover" />
              <button
                type="button"
                onClick={() => onChange(photos.filter((_, k) => k !== i))}
                disabled={disabled}
                aria-label={`Remove new photo ${i + 1}`}
                className="absolute right-2 top-2 grid h-11 w-11 place-items-center rounded-full bg-white/95 text-slate-900 shadow hover:bg-white"
              >
                <X className="h-5 w-5" aria-hidden="true" />
              </button>
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
          disabled={disabled || progress !== null || total >= MAX_IMAGES}
          onChange={(e) => void onFiles(e.target.files)}
          aria-describedby={error ? `${id}-error` : undefined}
        />
        <label
          htmlFor={id}
          className={`btn-secondary w-full cursor-pointer border-dashed py-4 peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-600 ${disabled || total >= MAX_IMAGES ? 'pointer-events-none opacity-60' : ''}`}
        >
          <ImagePlus className="h-6 w-6" aria-hidden="true" />
          {total >= MAX_IMAGES ? 'Photo limit reached' : 'Add photos'}
        </label>
      </div>
      {progress !== null && (
        <div role="status" aria-live="polite">
          <p className="text-slate-700">Preparing photos... {Math.round(progress * 100)}%</p>
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
    </FormSection>
  )
}
