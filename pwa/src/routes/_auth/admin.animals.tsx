import type { Animal } from '@paws/contracts/schemas/animals'
import { useQuery } from '@tanstack/react-query'
import { createFileRoute, Link } from '@tanstack/react-router'
import { useState } from 'react'
import { adminAnimalListQuery, useDeleteAnimal } from '../../api/animals.ts'
import { describeError } from '../../api/errors.ts'
import { ConfirmDialog } from '../../components/rescue/ConfirmDialog.tsx'
import { notify } from '../../lib/toast.ts'
import { TEXT } from '../../lib/texts.ts'
import { requireRoleOrRedirect } from '../../session/guards.tsx'
import { AnimalAdminCard } from '../../features/admin/AnimalAdminCard.tsx'
import { ANIMAL_ADMIN_TEXT, AnimalEditDialog } from '../../features/admin/AnimalEditDialog.tsx'
import { CsvButton } from '../../features/admin/CsvButton.tsx'
import { animalFilterLabel, animalFilterQuery } from '../../features/admin/admin-search.ts'
import { ANIMAL_FILTERS, filterSearch, pageSearch, parseListSearch } from '../../lib/list-search.ts'
import { AdminFilterBar } from '../../features/admin/AdminFilterBar.tsx'
import { AdminListStatus } from '../../features/admin/AdminListStatus.tsx'
import { AdminPageHeading, countOf } from '../../features/admin/AdminPageHeading.tsx'
import { AdminPagination } from '../../features/admin/AdminPagination.tsx'
import { t } from '../../i18n/index.ts'

export const Route = createFileRoute('/_auth/admin/animals')({
  beforeLoad: ({ context }) => requireRoleOrRedirect(context.session, ['admin']),
  validateSearch: (search: Record<string, unknown>) => parseListSearch('filter', ANIMAL_FILTERS, search),
  component: AdminAnimalsPage,
})

function AdminAnimalsPage() {
  const { filter, page = 1 } = Route.useSearch()
  const navigate = Route.useNavigate()
  const animals = useQuery(adminAnimalListQuery(animalFilterQuery(filter, page)))
  const [editing, setEditing] = useState<Animal | null>(null)
  const [deleting, setDeleting] = useState<Animal | null>(null)

  return (
    <div className="page grid gap-5">
      <AdminPageHeading
        title={t('admin.manageAnimals')}
        description={t('admin.everyListingDeletedOnesIncluded')}
        count={countOf(animals.data?.meta.total, 'animal', 'animals')}
      />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <AdminFilterBar
          label={t('admin.filterAnimalsByStatus')}
          options={ANIMAL_FILTERS}
          labelOf={animalFilterLabel}
          value={filter ?? 'all'}
          onSelect={(f) => void navigate({ search: filterSearch('filter', f) })}
        />
        <CsvButton list="animals" filters={animalFilterQuery(filter)} />
      </div>
      <AdminListStatus
        query={animals}
        loading="Loading animals..."
        failed={ANIMAL_ADMIN_TEXT.loadFailed}
        empty="No animals match this filter."
        isEmpty={(d) => d.animals.length === 0}
      >
        {(data) => (
          <>
            <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
              {data.animals.map((animal) => (
                <li key={animal.id}>
                  <AnimalAdminCard animal={animal}>
                    <Link to="/animals/$id" params={{ id: String(animal.id) }} className="btn-secondary">
                      {t('admin.view')}
                    </Link>
                    <button type="button" className="btn-secondary" onClick={() => setEditing(animal)}>
                      {t('admin.edit')}
                    </button>
                    {animal.status !== 'deleted' && (
                      <button type="button" className="btn-secondary text-red-800" onClick={() => setDeleting(animal)}>
                        {t('admin.delete')}
                      </button>
                    )}
                  </AnimalAdminCard>
                </li>
              ))}
            </ul>
            <AdminPagination
              page={page}
              totalPages={data.meta.totalPages}
              onPage={(p) => void navigate({ search: pageSearch(p) })}
            />
          </>
        )}
      </AdminListStatus>

      {editing && <AnimalEditDialog key={editing.id} animal={editing} onClose={() => setEditing(null)} />}
      {deleting && <DeleteAnimalDialog key={deleting.id} animal={deleting} onClose={() => setDeleting(null)} />}
    </div>
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
            notify(TEXT.deleted, 'success')
            onClose()
          },
          onError: (err) => {
            notify(describeError(err, TEXT.deleteFailed), 'error')
            onClose()
          },
        })
      }
      onClose={onClose}
    />
  )
}
