// How a lost-and-found post reads on every screen: its title ("Lost dog: Bruno"), its look
// (colours, size, collar, marks) and its approximate place (locality and pincode; nobody's exact
// place is ever shown, docs/rules.md#the-streets-half).
import { enumLabel, formatDateTime } from '@paws/contracts'
import type { LostFoundPost } from '@paws/contracts/schemas/lost-found'
import { t } from '../../i18n/index.ts'

type PostLook = Pick<
  LostFoundPost,
  'kind' | 'species' | 'name' | 'colours' | 'size' | 'collar' | 'collarColour' | 'marks' | 'sex'
>

export function postTitle(post: Pick<LostFoundPost, 'kind' | 'species' | 'name'>): string {
  const values = { species: enumLabel(t, 'species', post.species) }
  const title =
    post.kind === 'lost'
      ? t('lf.titleLost', values)
      : post.kind === 'found'
        ? t('lf.titleFound', values)
        : t('lf.titleSighting', values)
  return post.name ? `${title}: ${post.name}` : title
}

/** "brown, white · medium · red collar · ear notch": what can be told at a glance. */
export function postLook(post: PostLook): string {
  const parts = [
    post.colours.map((c) => enumLabel(t, 'colour', c)).join(', '),
    post.sex !== 'unknown' ? enumLabel(t, 'gender', post.sex) : '',
    post.size ? enumLabel(t, 'size', post.size) : '',
    post.collar === 'yes'
      ? post.collarColour
        ? t('lf.collarColour', { colour: enumLabel(t, 'collarColour', post.collarColour) })
        : t('lf.hasCollar')
      : post.collar === 'no'
        ? t('lf.noCollar')
        : '',
    post.marks.map((m) => enumLabel(t, 'mark', m)).join(', '),
  ]
  return parts.filter(Boolean).join(' · ')
}

export function postPlace(post: Pick<LostFoundPost, 'place'>): string {
  const { locality, pincode } = post.place
  return [locality, pincode].filter(Boolean).join(', ') || t('lf.placeOnMap')
}

export function postWhen(post: Pick<LostFoundPost, 'kind' | 'seenAt'>): string {
  const at = formatDateTime(post.seenAt)
  return post.kind === 'lost'
    ? t('lf.lastSeenAt', { at })
    : post.kind === 'found'
      ? t('lf.foundAt', { at })
      : t('lf.seenAt', { at })
}
