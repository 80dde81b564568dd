import type { Ngo } from '@paws/contracts/schemas/ngos'
import { useQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { useState } from 'react'
import { describeError } from '../../api/errors.ts'
import { adminNgoListQuery, useDeleteNgo, useVerifyNgo } from '../../api/ngos.ts'
import { ConfirmDialog } from '../../components/rescue/ConfirmDialog.tsx'
import { notify } from '../../lib/toast.ts'
import { requireRoleOrRedirect } from '../../session/guards.tsx'
import { NGO_FILTER_LABELS, NGO_FILTERS, ngoFilterQuery, parseListSearch, type NgoFilter } from '../-components/admin/filters.ts'
import { ListFilter } from '../-components/admin/ListFilter.tsx'
import { ListStatus } from '../-components/admin/ListStatus.tsx'
import { NgoCard } from '../-components/admin/NgoCard.tsx'
import { NGO_TEXT, NgoEditDialog } from '../-components/admin/NgoEditDialog.tsx'
import { NgoRejectDialog } from '../-components/admin/NgoRejectDialog.tsx'

export const Route = createFileRoute('/_auth/admin/ngos')({
  beforeLoad: ({ context }) => requireRoleOrRedirect(context.session, ['admin']),
  validateSearch: (search: Record<string, unknown>) => parseListSearch(NGO_FILTERS, search),
  component: AdminNgosPage,
})

function AdminNgosPage() {
  const { filter } = Route.useSearch()
  const navigate = Route.useNavigate()
  const ngos = useQuery(adminNgoListQuery(ngoFilterQuery(filter)))
  const verify = useVerifyNgo()
  const remove = useDeleteNgo()
  const [editing, setEditing] = useState<Ngo | null>(null)
  const [rejecting, setRejecting] = useState<Ngo | null>(null)
  const [deleting, setDeleting] = useState<Ngo | null>(null)

  const approve = (ngo: Ngo) =>
    verify.mutate(
      { id: ngo.id, body: { action: 'approve' } },
      {
        onSuccess: () => notify(`${ngo.name} is approved and can now list animals.`, 'success'),
        onError: (err) => notify(describeError(err, 'Failed to approve the NGO. Please try again.'), 'error'),
      },
    )

  const confirmDelete = (ngo: Ngo) =>
    remove.mutate(ngo.id, {
      onSuccess: () => {
        notify(`${ngo.name} has been deleted (deactivated).`, 'success')
        setDeleting(null)
      },
      onError: (err) => {
        notify(describeError(err, NGO_TEXT.deleteFailed), 'error')
        setDeleting(null)
      },
    })

  return (
    <div className="page">
      <h1 className="text-3xl font-bold text-slate-900">Manage NGOs</h1>
      <p className="mt-1 text-lg text-slate-700">Approve new NGOs, keep their details right, and switch them off when needed.</p>
      <ListFilter
        label="Filter NGOs"
        filters={NGO_FILTERS}
        labels={NGO_FILTER_LABELS}
        value={filter ?? 'all'}
        onChange={(f: NgoFilter) => void navigate({ search: f === 'all' ? {} : { filter: f } })}
      />
      <ListStatus query={ngos} loading="Loading NGOs..." failed={NGO_TEXT.loadFailed} empty="No NGOs match this filter." isEmpty={(d) => d.data.length === 0}>
        {(data) => (
          <>
            <p className="mt-4 text-slate-700" aria-live="polite">
              {data.pagination.total} {data.pagination.total === 1 ? 'NGO' : 'NGOs'}
            </p>
            <ul className="mt-3 grid gap-4 md:grid-cols-2">
              {data.data.map((ngo) => {
                const busy = verify.isPending && verify.variables?.id === ngo.id
                return (
                  <li key={ngo.id}>
                    <NgoCard ngo={ngo}>
                      {ngo.approvalStatus === 'pending' && (
                        <>
                          <button type="button" className="btn-primary" disabled={busy} onClick={() => approve(ngo)}>
                            {busy ? 'Approving...' : 'Approve'}
                          </button>
                          <button type="button" className="btn-secondary" disabled={busy} onClick={() => setRejecting(ngo)}>
                            Reject
                          </button>
                        </>
                      )}
                      <button type="button" className="btn-secondary" onClick={() => setEditing(ngo)}>
                        Edit
                      </button>
                      {ngo.isActive && (
                        <button type="button" className="btn-secondary text-red-800" onClick={() => setDeleting(ngo)}>
                          Delete
                        </button>
                      )}
                    </NgoCard>
                  </li>
                )
              })}
            </ul>
          </>
        )}
      </ListStatus>

      {editing && <NgoEditDialog key={editing.id} ngo={editing} onClose={() => setEditing(null)} />}
      {rejecting && <NgoRejectDialog key={rejecting.id} ngo={rejecting} onClose={() => setRejecting(null)} />}
      <ConfirmDialog
        isOpen={deleting !== null}
        title={`Delete ${deleting?.name ?? 'this NGO'}?`}
        text="The NGO is deactivated: it leaves the public list, gets no new rescue cases and its user can no longer list animals. Its cases and history are kept, and Edit → Active turns it back on."
        confirm="Delete NGO"
        cancel="Cancel"
        busy={remove.isPending}
        onConfirm={() => deleting && confirmDelete(deleting)}
        onClose={() => setDeleting(null)}
      />
    </div>
  )
}
