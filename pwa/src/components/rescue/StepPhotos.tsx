// The proof photos of one timeline step: thumbnails that open the photo full size in a dialog
// (focus trapped, Escape closes, focus back on the thumbnail), with previous/next when the step
// has several.
import type { HistoryEntry } from '@paws/contracts/schemas/common'
import { useState } from 'react'
import { PetImage } from '../animals/PetImage.tsx'
import { Modal } from '../ui/Modal.tsx'
import { t } from '../../i18n/index.ts'

type Photo = NonNullable<HistoryEntry['photos']>[number]

export function StepPhotos({ photos, step }: { photos: Photo[]; step: string }) {
  const [open, setOpen] = useState<number | null>(null)
  if (photos.length === 0) return null
  const shown = open !== null ? photos[open] : undefined
  const alt = (n: number) => t('case.proofPhoto', { n, step })
  return (
    <>
      <ul className="mt-2 flex flex-wrap gap-2" aria-label={t('case.proofPhotosOf', { step })}>
        {photos.map((p, i) => (
          <li key={p.clientId}>
            <button
              type="button"
              className="block h-20 w-20 overflow-hidden rounded-lg bg-slate-200 focus-visible:ring-4 focus-visible:ring-brand-700"
              onClick={() => setOpen(i)}
              aria-label={t('case.enlargeProofPhoto', { n: i + 1, step })}
            >
              <PetImage src={p.url} thumb alt={alt(i + 1)} className="h-full w-full object-cover" loading="lazy" />
            </button>
          </li>
        ))}
      </ul>
      <Modal isOpen={shown !== undefined} onClose={() => setOpen(null)} title={step} size="lg">
        {shown && open !== null && (
          <div className="grid gap-3">
            <PetImage src={shown.url} alt={alt(open + 1)} className="max-h-[65dvh] w-full rounded-xl object-contain" />
            <div className="flex flex-wrap justify-between gap-2">
              {photos.length > 1 ? (
                <span className="flex gap-2">
                  <button
                    type="button"
                    className="btn-secondary"
                    disabled={open === 0}
                    onClick={() => setOpen(open - 1)}
                  >
                    {t('case.previousPhoto')}
                  </button>
                  <button
                    type="button"
                    className="btn-secondary"
                    disabled={open === photos.length - 1}
                    onClick={() => setOpen(open + 1)}
                  >
                    {t('case.nextPhoto')}
                  </button>
                </span>
              ) : (
                <span />
              )}
              <button type="button" className="btn-primary" onClick={() => setOpen(null)}>
                {t('case.closePhoto')}
              </button>
            </div>
          </div>
        )}
      </Modal>
    </>
  )
}
