// "Lost & found": open posts as a list and on a map (approximate places only), filtered by kind
// and species, with the two ways in: "I lost an animal" and "I found an animal" (a found post
// can be made signed out, docs/rules.md#lost-and-found).
import { enumLabel, SPECIES } from '@paws/contracts'
import { useQuery } from '@tanstack/react-query'
import { Link, useNavigate } from '@tanstack/react-router'
import { List, MapIcon, Search } from 'lucide-react'
import { lazy, Suspense, useState } from 'react'
import { type LostFoundFilters, lostFoundListQuery } from '../../api/lost-found.ts'
import { describeError } from '../../http/errors.ts'
import { Alert } from '../../components/ui/Alert.tsx'
import { SelectField } from '../../components/ui/fields.tsx'
import { LoadingScreen } from '../../components/ui/LoadingScreen.tsx'
import { t } from '../../i18n/index.ts'
import { useSession } from '../../session/SessionProvider.tsx'
import { PostCard } from './PostCard.tsx'

const PostsMap = lazy(() => import('./PostsMap.tsx'))

export interface ListSearch {
  kind?: 'lost' | 'found'
  species?: (typeof SPECIES)[number]
  view?: 'map'
}

export function LostFoundPage({ search }: { search: ListSearch }) {
  const navigate = useNavigate()
  const filters: LostFoundFilters = {
    ...(search.kind ? { kind: search.kind } : {}),
    ...(search.species ? { species: search.species } : {}),
  }
  const list = useQuery(lostFoundListQuery(filters))
  const [view, setView] = useState<'list' | 'map'>(search.view === 'map' ? 'map' : 'list')
  const set = (next: Partial<ListSearch>) =>
    void navigate({ to: '/lost-found', search: { ...search, ...next }, replace: true })
  // Sightings show on their lost post's page, not in the list.
  const posts = (list.data?.posts ?? []).filter((p) => p.kind !== 'sighting')

  return (
    <div className="mx-auto grid max-w-4xl gap-5 px-4 py-6 sm:py-10">
      <header className="grid gap-2">
        <h1 className="text-3xl font-bold">{t('lf.title')}</h1>
        <p className="text-lg text-slate-700">{t('lf.intro')}</p>
      </header>
      <div className="grid gap-3 sm:grid-cols-2">
        <Link to="/lost-found/new" search={{ kind: 'lost' }} className="btn-danger">
          {t('lf.iLostOne')}
        </Link>
        <Link to="/lost-found/new" search={{ kind: 'found' }} className="btn-primary">
          {t('lf.iFoundOne')}
        </Link>
      </div>
      <MyPosts />
      <section aria-labelledby="lf-posts" className="grid gap-4">
        <h2 id="lf-posts" className="flex items-center gap-2 text-xl font-bold">
          <Search className="h-5 w-5" aria-hidden="true" /> {t('lf.openPosts')}
        </h2>
        <div className="grid grid-cols-2 gap-3">
          <SelectField
            label={t('lf.filterKind')}
            value={search.kind ?? ''}
            onChange={(e) => set({ kind: (e.target.value || undefined) as ListSearch['kind'] })}
          >
            <option value="">{t('lf.allKinds')}</option>
            <option value="lost">{t('lf.kindLost')}</option>
            <option value="found">{t('lf.kindFound')}</option>
          </SelectField>
          <SelectField
            label={t('lf.filterSpecies')}
            value={search.species ?? ''}
            onChange={(e) => set({ species: (e.target.value || undefined) as ListSearch['species'] })}
          >
            <option value="">{t('lf.allSpecies')}</option>
            {SPECIES.map((s) => (
              <option key={s} value={s}>
                {enumLabel(t, 'species', s)}
              </option>
            ))}
          </SelectField>
        </div>
        <fieldset className="flex gap-2">
          <legend className="sr-only">{t('lf.view')}</legend>
          <button
            type="button"
            className={view === 'list' ? 'btn-primary' : 'btn-secondary'}
            aria-pressed={view === 'list'}
            onClick={() => setView('list')}
          >
            <List className="h-4 w-4" aria-hidden="true" /> {t('lf.viewList')}
          </button>
          <button
            type="button"
            className={view === 'map' ? 'btn-primary' : 'btn-secondary'}
            aria-pressed={view === 'map'}
            onClick={() => setView('map')}
          >
            <MapIcon className="h-4 w-4" aria-hidden="true" /> {t('lf.viewMap')}
          </button>
        </fieldset>
        {list.isPending ? (
          <LoadingScreen full={false} text={t('lf.loading')} />
        ) : list.isError ? (
          <Alert>{describeError(list.error, t('lf.loadFailed'))}</Alert>
        ) : posts.length === 0 ? (
          <p className="text-slate-700">{t('lf.none')}</p>
        ) : view === 'map' ? (
          <>
            <Suspense fallback={<p>{t('bystander.mapLoading')}</p>}>
              <PostsMap
                posts={posts}
                onPick={(id) => void navigate({ to: '/lost-found/$id', params: { id: String(id) } })}
              />
            </Suspense>
            <p className="text-sm text-slate-600">{t('lf.approximateNote')}</p>
          </>
        ) : (
          <ul className="grid gap-3">
            {posts.map((post) => (
              <li key={post.id}>
                <PostCard post={post} />
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  )
}

/** The signed-in person's own posts, open and closed: the way back to their matches and messages. */
function MyPosts() {
  const { user } = useSession()
  const mine = useQuery({ ...lostFoundListQuery({ mine: true }), enabled: user !== null })
  const posts = (mine.data?.posts ?? []).filter((p) => p.kind !== 'sighting')
  if (!user || posts.length === 0) return null
  return (
    <section aria-labelledby="lf-mine" className="grid gap-3">
      <h2 id="lf-mine" className="text-xl font-bold">
        {t('lf.myPosts')}
      </h2>
      <ul className="grid gap-3">
        {posts.map((post) => (
          <li key={post.id}>
            <PostCard post={post} />
          </li>
        ))}
      </ul>
    </section>
  )
}
