// A post as anyone sees it: photos, what the animal looks like, the approximate place (never the
// poster's exact one, docs/rules.md#the-streets-half), when, and how it ended.
import { enumLabel, formatDate } from '@paws/contracts'
import type { LostFoundPost } from '@paws/contracts/schemas/lost-found'
import { lazy, type ReactNode, Suspense } from 'react'
import { PetImage, photoUrl } from '../../../components/animals/PetImage.tsx'
import { Section } from '../../../components/ui/Section.tsx'
import { t } from '../../../i18n/index.ts'
import { KindBadge } from '../PostCard.tsx'
import { postLook, postPlace, postTitle, postWhen } from '../post-text.ts'

const PostsMap = lazy(() => import('../PostsMap.tsx'))
const stay = () => undefined

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-0.5 sm:grid-cols-[12rem_1fr]">
      <dt className="font-semibold text-slate-700">{label}</dt>
      <dd className="text-slate-900 wrap-anywhere">{children}</dd>
    </div>
  )
}

export function PostHeader({ post }: { post: LostFoundPost }) {
  return (
    <header className="grid gap-2">
      <h1 className="text-3xl font-bold wrap-anywhere">{postTitle(post)}</h1>
      <div className="flex flex-wrap items-center gap-2">
        <KindBadge post={post} />
        <span className="text-slate-700">{postWhen(post)}</span>
      </div>
      {post.closure && (
        <p className="text-lg font-semibold" data-testid="post-closure">
          {enumLabel(t, 'lostFoundOutcome', post.closure.outcome)}
          {post.closure.how && ` (${enumLabel(t, 'reunitedHow', post.closure.how)})`} · {formatDate(post.closure.at)}
        </p>
      )}
    </header>
  )
}

export function PostPhotos({ post }: { post: LostFoundPost }) {
  if (post.photos.length === 0) return null
  return (
    <Section title={t('lf.photos')}>
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        {post.photos.map((photo, i) => (
          <li key={photo.clientId}>
            <a href={photoUrl(photo.url)} target="_blank" rel="noreferrer" className="block overflow-hidden rounded-xl">
              <PetImage
                src={photo.url}
                thumb
                alt={t('lf.photoN', { n: i + 1 })}
                className="aspect-[4/3] w-full object-cover"
                loading="lazy"
              />
            </a>
          </li>
        ))}
      </ul>
    </Section>
  )
}

export function PostFacts({ post }: { post: LostFoundPost }) {
  const look = postLook(post)
  return (
    <Section title={t('lf.details')}>
      <dl className="grid gap-2">
        <Row label={t('lf.species')}>{enumLabel(t, 'species', post.species)}</Row>
        {look && <Row label={t('lf.looks')}>{look}</Row>}
        <Row label={post.kind === 'lost' ? t('lf.whereLastSeen') : t('lf.where')}>
          {postPlace(post)} <span className="text-sm text-slate-600">({t('lf.approximate')})</span>
        </Row>
        {post.foundWhere && <Row label={t('lf.whereNow')}>{enumLabel(t, 'foundWhere', post.foundWhere)}</Row>}
        {post.description && <Row label={t('lf.description')}>{post.description}</Row>}
        {post.kind === 'lost' && <Row label={t('lf.sightings')}>{post.sightings}</Row>}
      </dl>
      <Suspense fallback={<p>{t('bystander.mapLoading')}</p>}>
        <PostsMap posts={[post]} onPick={stay} />
      </Suspense>
    </Section>
  )
}
