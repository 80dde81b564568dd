// /admin/animals (docs/screens.md): every listing, deleted ones included,
// filtered by status, searched by name or breed, sorted by name, age or date; view, edit and
// delete. A table on a desk, cards on a phone.
import { enumLabel, formatAge, formatDate } from '@paws/contracts'
import type { Animal } from '@paws/contracts/schemas/animals'
import { useQuery } from '@tanstack/react-query'
import { getRouteApi, Link } from '@tanstack/react-router'
import { type ReactNode, useState } from 'react'
import { useDeleteAnimal } from '../../api/animals.ts'
import { describeError } from '../../http/errors.ts'
import { animalPhotos, PetImage } from '../../components/animals/PetImage.tsx'
import { ConfirmDialog } from '../../components/rescue/ConfirmDialog.tsx'
import { t } from '../../i18n/index.ts'
import { ANIMAL_FILTERS, type AnimalSortField } from '../../lib/list-search.ts'
import { notify } from '../../lib/toast.ts'
import { animalsListOf } from './admin-loaders.ts'
import { animalFilterLabel, animalFilterQuery } from './admin-search.ts'
import { AnimalAdminCard, AnimalStatusTag } from './AnimalAdminCard.tsx'
import { placeOf } from './animal-admin-form.ts'
import { AnimalEditDialog } from './AnimalEditDialog.tsx'
import { CsvButton } from './CsvButton.tsx'
import { AdminListPage } from './AdminListPage.tsx'
import { type Column, rowButton } from './DataTable.tsx'

const route = getRouteApi('/_auth/admin/animals')

const columns = (): Column<Animal, AnimalSortField>[] => [
  {
    header: t('admin.name'),
    sort: 'name',
    cell: (a) => (
      <span className="flex items-center gap-3">
        <PetImage
          src={animalPhotos(a)[0]}
          thumb
          sizes="40px"
          alt=""
          className="h-10 w-10 shrink-0 rounded-md bg-slate-200 object-cover"
          loading="lazy"
        />
        <Link to="/animals/$id" params={{ id: String(a.id) }} className="font-semibold underline">
          {a.name}
        </Link>
      </span>
    ),
  },
  {
    header: t('admin.species'),
    cell: (a) => [enumLabel(t, 'species', a.species), a.breed].filter(Boolean).join(' · '),
  },
  { header: t('admin.status'), cell: (a) => <AnimalStatusTag status={a.status} /> },
  { header: t('admin.age'), sort: 'age', cell: (a) => formatAge(t, a.age, t('admin.unknown')) },
  { header: t('admin.location'), className: 'max-w-56', cell: (a) => placeOf(a) || t('admin.notGiven') },
  {
    header: t('admin.listedBy'),
    cell: (a) => `${a.shelter.firstName} ${a.shelter.lastName}`.trim() || t('admin.unknown'),
  },
  {
    header: t('admin.listedColumn'),
    sort: 'createdAt',
    className: 'whitespace-nowrap',
    cell: (a) => formatDate(a.createdAt),
  },
]

export function AdminAnimalsPage() {
  const search = route.useSearch()
  const { filter } = search
  const navigate = route.useNavigate()
  const animals = useQuery(animalsListOf(search))
  const [editing, setEditing] = useState<Animal | null>(null)
  const [deleting, setDeleting] = useState<Animal | null>(null)

  const actions = (animal: Animal, small: boolean): ReactNode => {
    const button = small ? rowButton() : 'btn-secondary'
    return (
      <>
        {!small && (
          <Link to="/animals/$id" params={{ id: String(animal.id) }} className={button}>
            {t('admin.view')}
          </Link>
        )}
        <button type="button" className={button} onClick={() => setEditing(animal)}>
          {t('admin.edit')}
        </button>
        {animal.status !== 'deleted' && (
          <button type="button" className={`${button} text-red-800`} onClick={() => setDeleting(animal)}>
            {t('admin.delete')}
          </button>
        )}
      </>
    )
  }

  return (
    <AdminListPage
      title={t('admin.manageAnimals')}
      description={t('admin.everyListingDeletedOnesIncluded')}
      count={(d) => t('admin.animalCount', { n: d.meta.total })}
      search={search}
      go={(change) => void navigate({ search: change })}
      filter={{
        key: 'filter',
        label: t('admin.filterAnimalsByStatus'),
        options: ANIMAL_FILTERS,
        labelOf: animalFilterLabel,
        value: filter,
      }}
      searchBox={{ label: t('admin.searchAnimals'), placeholder: t('admin.searchAnimalsHint') }}
      tools={<CsvButton list="animals" filters={animalFilterQuery(filter, 1, search)} />}
      query={animals}
      rows={(d) => d.animals}
      totalPages={(d) => d.meta.totalPages}
      status={{
        loading: t('admin.loadingAnimals'),
        failed: t('adminAnimal.loadFailed'),
        empty: t('admin.noAnimalsMatch'),
      }}
      table={{
        columns: columns(),
        rowLabel: (a) => a.name,
        defaultSort: 'createdAt',
        actions: (a) => actions(a, true),
      }}
      card={(animal) => <AnimalAdminCard animal={animal}>{actions(animal, false)}</AnimalAdminCard>}
      cardGrid="grid gap-4 sm:grid-cols-2"
    >
      {editing && <AnimalEditDialog key={editing.id} animal={editing} onClose={() => setEditing(null)} />}
      {deleting && <DeleteAnimalDialog key={deleting.id} animal={deleting} onClose={() => setDeleting(null)} />}
    </AdminListPage>
  )
}

function DeleteAnimalDialog({ animal, onClose }: { animal: Animal; onClose: () => void }) {
  const remove = useDeleteAnimal(animal.id)
  return (
    <ConfirmDialog
      isOpen
      title={t('admin.deleteName', { name: animal.name })}
      text={t('admin.theListingDisappearsForEveryone')}
      confirm={t('admin.deleteAnimal')}
      cancel={t('admin.cancel')}
      busy={remove.isPending}
      onConfirm={() =>
        remove.mutate(undefined, {
          onSuccess: () => {
            notify(t('text.deleted'), 'success')
            onClose()
          },
          onError: (err) => {
            notify(describeError(err, t('text.deleteFailed')), 'error')
            onClose()
          },
        })
      }
      onClose={onClose}
    />
  )
}
