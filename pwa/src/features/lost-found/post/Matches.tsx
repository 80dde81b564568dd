// The owner's possible matches from the other side, best first, each with why in the reader's
// language ("1.2 km, 2 days, brown and white, red collar": contracts matchReasonsText) and a way
// to write to its poster through the relay (docs/rules.md#lost-and-found).
import { formatDistance, matchReasonsText } from '@paws/contracts'
import type { LostFoundPost } from '@paws/contracts/schemas/lost-found'
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { MessageCircle } from 'lucide-react'
import { describeError } from '../../../http/errors.ts'
import { matchesQuery } from '../../../api/lost-found.ts'
import { Alert } from '../../../components/ui/Alert.tsx'
import { LoadingScreen } from '../../../components/ui/LoadingScreen.tsx'
import { Section } from '../../../components/ui/Section.tsx'
import { t } from '../../../i18n/index.ts'
import { PostCard } from '../PostCard.tsx'

export function Matches({ post }: { post: LostFoundPost }) {
  const matches = useQuery(matchesQuery(post.id))
  return (
    <Section title={t('lf.matches')}>
      <p className="text-slate-700">{post.kind === 'lost' ? t('lf.matchesLostIntro') : t('lf.matchesFoundIntro')}</p>
      {matches.isPending ? (
        <LoadingScreen full={false} text={t('lf.loadingMatches')} />
      ) : matches.isError ? (
        <Alert>{describeError(matches.error, t('lf.loadFailed'))}</Alert>
      ) : matches.data.matches.length === 0 ? (
        <p className="text-slate-700">
          {t('lf.noMatches', { distance: formatDistance(t, matches.data.radiusKm * 1000) })}
        </p>
      ) : (
        <ol className="grid gap-3">
          {matches.data.matches.map((match) => (
            <li key={match.post.id} className="grid gap-2" data-testid="match">
              <PostCard post={match.post} />
              <p className="text-slate-800">
                <span className="font-semibold">{t('lf.why')}</span> {matchReasonsText(t, match.reasons)}
              </p>
              <Link
                to="/lost-found/$id"
                params={{ id: String(match.post.id) }}
                hash="messages"
                className="btn-secondary justify-self-start"
              >
                <MessageCircle className="h-4 w-4" aria-hidden="true" />{' '}
                {match.post.kind === 'found' ? t('lf.writeToFinder') : t('lf.writeToOwner')}
              </Link>
            </li>
          ))}
        </ol>
      )}
    </Section>
  )
}
