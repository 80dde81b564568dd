import { animalCardStatus, animalCardTags, displayCity, meetLabel } from '@paws/contracts'
import type { Animal } from '@paws/contracts/schemas/animals'
import { Link } from '@tanstack/react-router'
import { MapPin } from 'lucide-react'
import { HeartButton } from './HeartButton.tsx'
import { animalPhotos, PetImage } from './PetImage.tsx'

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
  const status = animalCardStatus(animal.status)
  const tags = animalCardTags(animal)
  const [photo] = animalPhotos(animal)
  return (
    <article className={`card flex flex-col overflow-hidden ${eager || priority ? '' : 'offscreen-lazy'}`}>
      <div className="relative aspect-[4/3] bg-slate-200">
        <PetImage
          src={photo}
          thumb
          alt={`Photo of ${animal.name}`}
          loading={eager || priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : undefined}
          width={400}
          height={300}
          className="h-full w-full object-cover"
        />
        {status.badge && (
          <span className="absolute left-3 top-3 rounded-full bg-slate-900/85 px-3 py-1 text-sm font-semibold text-white">
            {status.badge}
          </span>
        )}
        <HeartButton animalId={animal.id} name={animal.name} className="absolute right-3 top-3" />
      </div>
      <div className="flex flex-1 flex-col gap-3 p-4">
        <div>
          <h3 className="text-xl font-bold text-slate-900">{animal.name}</h3>
          <p className="mt-1 flex items-center gap-1 text-slate-700">
            <MapPin className="h-4 w-4 shrink-0" aria-hidden="true" />
            {displayCity(animal)}
          </p>
        </div>
        {tags.length > 0 && (
          <ul className="flex flex-wrap gap-2" aria-label="Tags">
            {tags.map((tag) => (
              <li key={tag} className="rounded-full bg-brand-50 px-3 py-1 text-sm font-medium text-brand-900">
                {tag}
              </li>
            ))}
          </ul>
        )}
        <div className="mt-auto pt-1">
          {status.canMeet ? (
            <Link to="/animals/$id" params={{ id: String(animal.id) }} className="btn-primary w-full">
              {meetLabel(animal.name)}
            </Link>
          ) : (
            <Link
              to="/animals/$id"
              params={{ id: String(animal.id) }}
              className="btn w-full border border-slate-300 bg-slate-100 text-slate-700 hover:bg-slate-200"
            >
              {status.text}
            </Link>
          )}
        </div>
      </div>
    </article>
  )
}
