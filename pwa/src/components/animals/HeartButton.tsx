// The heart on an animal's card and page: signed in, it hearts and un-hearts the
// animal (the heart turns at once, and back if the server refuses); signed out, it asks to
// sign in and returns to the page.
import { useQuery } from '@tanstack/react-query'
import { useLocation, useNavigate } from '@tanstack/react-router'
import { Heart } from 'lucide-react'
import { favouriteIdsQuery, useToggleFavourite } from '../../api/favourites.ts'
import { notify } from '../../lib/toast.ts'
import { useSession } from '../../session/SessionProvider.tsx'
import { t } from '../../i18n/index.ts'

export function HeartButton({
  animalId,
  name,
  className = '',
}: {
  animalId: number
  name: string
  className?: string
}) {
  const { user } = useSession()
  if (!user) return <SignedOutHeart name={name} className={className} />
  if (user.role === 'admin') return null
  return <SignedInHeart userId={user.id} animalId={animalId} name={name} className={className} />
}

const look = (on: boolean) =>
  `inline-flex h-11 w-11 items-center justify-center rounded-full border bg-white/95 shadow-sm transition ${
    on ? 'border-rose-300 text-rose-600' : 'border-slate-300 text-slate-700 hover:text-rose-600'
  }`

function SignedOutHeart({ name, className }: { name: string; className: string }) {
  const navigate = useNavigate()
  const location = useLocation()
  return (
    <button
      type="button"
      className={`${look(false)} ${className}`}
      aria-label={t('card.saveToFavourites', { name })}
      onClick={() => {
        notify(t('card.signInToSave'), 'info')
        void navigate({ to: '/login', search: { redirect: location.href } })
      }}
    >
      <Heart className="h-5 w-5" aria-hidden="true" />
    </button>
  )
}

function SignedInHeart({
  userId,
  animalId,
  name,
  className,
}: {
  userId: number
  animalId: number
  name: string
  className: string
}) {
  const ids = useQuery(favouriteIdsQuery(userId))
  const toggle = useToggleFavourite(userId)
  const on = ids.data?.animalIds.includes(animalId) ?? false
  return (
    <button
      type="button"
      className={`${look(on)} ${className}`}
      aria-label={t('card.saveToFavourites', { name })}
      aria-pressed={on}
      disabled={ids.isPending}
      onClick={() =>
        toggle.mutate(
          { animalId, favourite: !on },
          {
            onSuccess: () =>
              notify(on ? t('card.removedFromFavourites', { name }) : t('card.savedToFavourites', { name }), 'success'),
            onError: () => notify(t('card.favouritesFailed'), 'error'),
          },
        )
      }
    >
      <Heart className={`h-5 w-5 ${on ? 'fill-current' : ''}`} aria-hidden="true" />
    </button>
  )
}
