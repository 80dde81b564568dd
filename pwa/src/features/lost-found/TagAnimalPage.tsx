// /tag/{code}: the public page a QR tag opens (docs/rules.md#lost-and-found), signed out too:
// the animal's photo and look, and "I found this animal", which tells its owner or feeder at
// once, with the finder's place only if they share it and a few words (rate-limited).
import { LOST_FOUND_LIMITS } from '@paws/contracts'
import type { TagPage } from '@paws/contracts/schemas/lost-found'
import { CircleCheck, LocateFixed } from 'lucide-react'
import { useTagFound } from '../../api/lost-found.ts'
import { PetImage } from '../../components/animals/PetImage.tsx'
import { Alert } from '../../components/ui/Alert.tsx'
import { TextArea } from '../../components/ui/fields.tsx'
import { t } from '../../i18n/index.ts'
import { useForm } from '../../lib/form/index.ts'
import { useGeolocation } from '../../lib/use-geolocation.ts'
import { postLook, postTitle } from './post-text.ts'

export function TagAnimalPage({ page }: { page: TagPage }) {
  const { post } = page
  const found = useTagFound(page.code)
  const gps = useGeolocation()
  const form = useForm<{ place: { lat: number; lng: number } | null; text: string }>({
    initial: { place: null, text: '' },
    submit: ({ place, text }) =>
      found.mutateAsync({ lat: place?.lat ?? null, lng: place?.lng ?? null, text: text.trim() || null }),
    fallback: 'lf.tagFoundFailed',
  })
  const { place } = form.values
  const photo = post.photos[0]
  return (
    <div className="mx-auto grid max-w-xl gap-5 px-4 py-6 sm:py-10">
      <h1 className="text-3xl font-bold wrap-anywhere">{postTitle(post)}</h1>
      {photo && (
        <PetImage
          src={photo.url}
          alt={t('lf.photoN', { n: 1 })}
          className="aspect-[4/3] w-full rounded-xl object-cover"
        />
      )}
      <p className="text-lg text-slate-800 wrap-anywhere">{postLook(post)}</p>
      {post.description && <p className="wrap-anywhere">{post.description}</p>}
      <p className="text-sm text-slate-600">{t('lf.tagCode', { code: page.code })}</p>
      {found.isSuccess ? (
        <Alert tone="success" title={t('lf.ownerTold')}>
          {t('lf.ownerToldText')}
        </Alert>
      ) : (
        <form aria-labelledby="tag-found" className="card grid gap-4 p-5" onSubmit={form.onSubmit}>
          <h2 id="tag-found" className="text-xl font-bold">
            {t('lf.iFoundThisAnimal')}
          </h2>
          <p className="text-slate-700">{t('lf.tagFoundIntro')}</p>
          {place ? (
            <p className="flex items-center gap-2 text-green-900">
              <CircleCheck className="h-5 w-5" aria-hidden="true" /> {t('lf.placeShared')}
            </p>
          ) : (
            <button
              type="button"
              className="btn-secondary justify-self-start"
              disabled={gps.finding}
              onClick={() => void gps.locate().then((fix) => fix && form.set('place', { lat: fix.lat, lng: fix.lng }))}
            >
              <LocateFixed className="h-5 w-5" aria-hidden="true" />{' '}
              {gps.finding ? t('gps.finding') : t('lf.sharePlace')}
            </button>
          )}
          {gps.error && <p className="text-red-700">{gps.error}</p>}
          <TextArea
            label={t('lf.tagFoundText')}
            rows={3}
            maxLength={LOST_FOUND_LIMITS.tagFoundText}
            {...form.field('text')}
          />
          {form.error && <Alert>{form.error}</Alert>}
          <button type="submit" className="btn-primary" disabled={form.submitting}>
            {form.submitting ? t('lf.sending') : t('lf.tellOwner')}
          </button>
        </form>
      )}
    </div>
  )
}
