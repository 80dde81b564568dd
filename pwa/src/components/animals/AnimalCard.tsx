import { animalCardStatus, animalCardTags, displayCity, meetLabel } from '@paws/contracts'
import type { Animal } from '@paws/contracts/schemas/animals'
import { Link } from '@tanstack/react-router'
import { MapPin } from 'lucide-react'
import { HeartButton } from './HeartButton.tsx'
import { animalPhotos, CARD_PHOTO_SIZES, PetImage } from './PetImage.tsx'
import { t } from '../../i18n/index.ts'

/** `eager`: in the first screenful; `priority`: the likely largest paint, fetched first. */
export function AnimalCard({
  animal,
  eager = false,
  priority = false,
}: {
  animal: Animal
  eager?: boolean
  priority?: boolean
}) {
  const status = animalCardStatus(t, animal.status)
  const tags = animalCardTags(t, animal)
  const [photo] = animalPhotos(animal)
  return (
    <article className={`card flex flex-col overflow-hidden ${eager || priority ? '' : 'offscreen-lazy'}`}>
      <div className="relative aspect-[4/3] bg-slate-200">
        <PetImage
          src={photo}
          thumb
          sizes={CARD_PHOTO_SIZES}
          alt={t('card.photoOf', { name: animal.name })}
          loading={eager || priority ? 'eager' : 'lazy'}
          whenNear={!(eager || priority)}
          fetchPriority={priority ? 'high' : undefined}
          width={400}
          height={300}
          className="h-full w-full object-cover"
        />
        {status.badge && (
          <span className="absolute left-2 top-2 rounded-full bg-slate-900/85 px-2 py-0.5 text-xs font-semibold text-white sm:left-3 sm:top-3 sm:px-3 sm:py-1 sm:text-sm">
            {status.badge}
          </span>
        )}
        <HeartButton animalId={animal.id} name={animal.name} className="absolute right-1 top-1 sm:right-3 sm:top-3" />
      </div>
      <div className="flex flex-1 flex-col gap-2 p-3 sm:gap-3 sm:p-4">
        <div className="min-w-0">
          <h3 className="break-words text-lg font-bold text-slate-900 sm:text-xl">{animal.name}</h3>
          <p className="mt-1 flex items-center gap-1 text-sm text-slate-700 sm:text-base">
            <MapPin className="h-4 w-4 shrink-0" aria-hidden="true" />
            {displayCity(animal)}
          </p>
        </div>
        {tags.length > 0 && (
          <ul className="flex flex-wrap gap-2" aria-label={t('card.tags')}>
            {tags.map((tag) => (
              <li
                key={tag}
                className="rounded-full bg-brand-50 px-2 py-0.5 text-xs font-medium text-brand-900 sm:px-3 sm:py-1 sm:text-sm"
              >
                {tag}
              </li>
            ))}
          </ul>
        )}
        <div className="mt-auto pt-1">
          {status.canMeet ? (
            <Link
              to="/animals/$id"
              params={{ id: String(animal.id) }}
              className="btn-primary w-full px-2 text-sm sm:px-4 sm:text-base"
            >
              {meetLabel(t, animal.name)}
            </Link>
          ) : (
            <Link
              to="/animals/$id"
              params={{ id: String(animal.id) }}
              className="btn w-full border border-slate-300 bg-slate-100 px-2 text-sm text-slate-700 hover:bg-slate-200 sm:px-4 sm:text-base"
            >
              {status.text}
            </Link>
          )}
        </div>
      </div>
    </article>
  )
}
