// /lost-found/{id}: a post as anyone sees it (photos, details, sightings, "I saw this one"),
// and for its owner the matches with their reasons, the messages, the search party, the tag and
// closing it (docs/rules.md#lost-and-found; a tag is for a lost post). Anyone else signed in writes
// to its poster.
import type { LostFoundPost } from '@paws/contracts/schemas/lost-found'
import { Link } from '@tanstack/react-router'
import { Alert } from '../../../components/ui/Alert.tsx'
import { MessagePage } from '../../../components/ui/MessagePage.tsx'
import { t } from '../../../i18n/index.ts'
import { Matches } from './Matches.tsx'
import { Messages } from './Messages.tsx'
import { ClosePost, TagPanel } from './OwnerTools.tsx'
import { PostFacts, PostHeader, PostPhotos } from './PostInfo.tsx'
import { SearchParty } from './SearchParty.tsx'
import { Sightings } from './Sightings.tsx'

/** The post id in the address, or null when it is not one. */
export function postId(raw: string): number | null {
  const id = Number(raw)
  return Number.isInteger(id) && id > 0 ? id : null
}

export function PostNotFound() {
  return (
    <MessagePage title={t('lf.notFound')} text={t('lf.notFoundText')}>
      <Link to="/lost-found" className="btn-primary">
        {t('lf.backToList')}
      </Link>
    </MessagePage>
  )
}

export function PostPage({ post, posted }: { post: LostFoundPost; posted: boolean }) {
  return (
    <div className="mx-auto grid max-w-3xl gap-5 px-4 py-6 sm:py-10">
      <PostHeader post={post} />
      {posted && <Alert tone="success">{t('lf.postedNow')}</Alert>}
      <PostPhotos post={post} />
      <PostFacts post={post} />
      {post.mine && post.kind !== 'sighting' && <Matches post={post} />}
      {post.kind !== 'sighting' && <Messages post={post} />}
      {post.kind === 'lost' && <Sightings post={post} />}
      <SearchParty post={post} />
      {post.mine && post.kind === 'lost' && post.status === 'open' && <TagPanel post={post} />}
      {post.mine && post.kind !== 'sighting' && <ClosePost post={post} />}
      <Link to="/lost-found" className="btn-ghost justify-self-start">
        {t('lf.backToList')}
      </Link>
    </div>
  )
}
