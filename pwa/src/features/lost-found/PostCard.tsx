// One post in the list: its first photo, title, look, approximate place and when.
import { resolveImageUrl, thumbnailUrl } from '@paws/contracts'
import type { LostFoundPost } from '@paws/contracts/schemas/lost-found'
import { Link } from '@tanstack/react-router'
import { PawPrint } from 'lucide-react'
import { t } from '../../i18n/index.ts'
import { postLook, postPlace, postTitle, postWhen } from './post-text.ts'

export function KindBadge({ post }: { post: Pick<LostFoundPost, 'kind' | 'status'> }) {
  const tone =
    post.status === 'closed'
      ? 'bg-slate-200 text-slate-800'
      : post.kind === 'lost'
        ? 'bg-red-100 text-red-900'
        : post.kind === 'found'
          ? 'bg-green-100 text-green-900'
          : 'bg-amber-100 text-amber-900'
  const label =
    post.status === 'closed'
      ? t('lf.closed')
      : post.kind === 'lost'
        ? t('lf.kindLost')
        : post.kind === 'found'
          ? t('lf.kindFound')
          : t('lf.kindSighting')
  return <span className={`rounded-full px-2.5 py-0.5 text-sm font-semibold ${tone}`}>{label}</span>
}

export function PostCard({ post }: { post: LostFoundPost }) {
  const photo = post.photos[0]
  return (
    <Link
      to="/lost-found/$id"
      params={{ id: String(post.id) }}
      className="card flex min-w-0 gap-3 p-3 hover:border-brand-600"
      data-testid="post-card"
    >
      {photo ? (
        <img
          src={resolveImageUrl(thumbnailUrl(photo.url))}
          alt=""
          className="h-20 w-20 shrink-0 rounded-lg object-cover"
          loading="lazy"
        />
      ) : (
        <span className="grid h-20 w-20 shrink-0 place-items-center rounded-lg bg-slate-100 text-slate-500">
          <PawPrint className="h-8 w-8" aria-hidden="true" />
        </span>
      )}
      <span className="grid min-w-0 content-start gap-1">
        <span className="flex flex-wrap items-center gap-2">
          <KindBadge post={post} />
          <span className="font-bold text-slate-900 wrap-anywhere">{postTitle(post)}</span>
        </span>
        <span className="text-slate-700 wrap-anywhere">{postLook(post)}</span>
        <span className="text-sm text-slate-600">
          {postPlace(post)} · {postWhen(post)}
        </span>
      </span>
    </Link>
  )
}
