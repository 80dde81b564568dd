import { adoptionButton, MESSAGES } from '@paws/contracts'
import type { Animal } from '@paws/contracts/schemas/animals'
import { useQueryClient } from '@tanstack/react-query'
import { Link, useNavigate, useRouter } from '@tanstack/react-router'
import { ArrowLeft, Heart, Pencil, RefreshCw, Settings, Share2, Trash2 } from 'lucide-react'
import { lazy, Suspense, useEffect, useState } from 'react'
import { animalKeys, useDeleteAnimal } from '../../../api/animals.ts'
import { canShareNatively, nativeShare, shareText, type ShareContent } from '../../../lib/share.ts'
import { notify } from '../../../lib/toast.ts'
import { HeartButton } from '../../../components/animals/HeartButton.tsx'
import { Modal } from '../../../components/ui/Modal.tsx'
import { afterPageKept } from '../../../lib/page-settled.ts'
import { savesData } from '../../../lib/save-data.ts'
import { useSession } from '../../../session/SessionProvider.tsx'
import { t } from '../../../i18n/index.ts'

// The page's first paint needs none of its dialogs: the apply sheet (its form, questions and
// checks), the share and the owner's dialogs load when opened (docs/rules.md#first-load); a
// the share dialog (and a signed-in visitor's apply sheet, an owner's dialogs) are fetched ahead
// once the page has settled, so they open with no signal after that.
const loadApplySheet = () => import('../../../components/adoption/apply/ApplySheet.tsx')
const ApplySheet = lazy(() => loadApplySheet().then((m) => ({ default: m.ApplySheet })))
const loadShareDialog = () => import('./ShareDialog.tsx')
const ShareDialog = lazy(() => loadShareDialog().then((m) => ({ default: m.ShareDialog })))
const ownerDialogs = () => import('./OwnerDialogs.tsx')
const StatusDialog = lazy(() => ownerDialogs().then((m) => ({ default: m.StatusDialog })))
const DeleteDialog = lazy(() => ownerDialogs().then((m) => ({ default: m.DeleteDialog })))

type Open = 'adopt' | 'share' | 'status' | 'delete' | null

export function Actions({ animal }: { animal: Animal }) {
  const { user } = useSession()
  const router = useRouter()
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const remove = useDeleteAnimal(animal.id)
  const [open, setOpen] = useState<Open>(null)
  const isOwner = Boolean(user && user.id === animal.shelterId)
  const isAdmin = user?.role === 'admin'
  const adopt = adoptionButton(t, animal.status)
  const mayApply = Boolean(user) && !isOwner && !isAdmin && adopt.enabled
  useEffect(() => {
    if (savesData()) return
    afterPageKept(() => {
      const ahead = [loadShareDialog(), ...(mayApply ? [loadApplySheet()] : []), ...(isOwner ? [ownerDialogs()] : [])]
      for (const chunk of ahead) chunk.catch(() => undefined)
    })
  }, [mayApply, isOwner])
  const share: ShareContent = {
    title: t('share.title', { name: animal.name }),
    text: shareText(animal.name, animal.description),
    url: typeof window === 'undefined' ? '' : window.location.href,
  }

  function onAdopt() {
    if (!user) {
      void navigate({ to: '/login', search: { redirect: `/animals/${animal.id}` } })
      return
    }
    if (isOwner) {
      notify(t(MESSAGES.ownAnimal), 'error')
      return
    }
    setOpen('adopt')
  }

  async function onShare() {
    if (canShareNatively() && (await nativeShare(share))) return
    setOpen('share')
  }

  function onDelete() {
    remove.mutate(undefined, {
      onSuccess: async () => {
        setOpen(null)
        notify(t('text.deleted'), 'success')
        await navigate({ to: '/dashboard' })
        queryClient.removeQueries({ queryKey: animalKeys.detail(animal.id) })
      },
    })
  }

  function back() {
    if (router.history.canGoBack()) router.history.back()
    else void navigate({ to: '/animals' })
  }

  return (
    <div className="card grid gap-3 p-5">
      {isOwner ? (
        <>
          <h2 className="text-lg font-bold">{t('animal.manageYourListing')}</h2>
          <Link to="/animals/$id/edit" params={{ id: String(animal.id) }} className="btn-primary">
            <Pencil className="h-5 w-5" aria-hidden="true" /> {t('animal.editAnimal')}
          </Link>
          <button type="button" className="btn-secondary" onClick={() => setOpen('status')}>
            <RefreshCw className="h-5 w-5" aria-hidden="true" /> {t('animal.changeStatus')}
          </button>
          <button
            type="button"
            className="btn border border-red-300 bg-white text-red-800 hover:bg-red-50"
            onClick={() => setOpen('delete')}
          >
            <Trash2 className="h-5 w-5" aria-hidden="true" /> {t('animal.deleteListing')}
          </button>
        </>
      ) : isAdmin ? (
        <Link to="/admin/animals" className="btn-primary">
          <Settings className="h-5 w-5" aria-hidden="true" /> {t('animal.manageAnimals')}
        </Link>
      ) : (
        <div className="flex items-center gap-2">
          <button type="button" className="btn-primary flex-1 text-lg" disabled={!adopt.enabled} onClick={onAdopt}>
            {adopt.enabled && <Heart className="h-5 w-5" aria-hidden="true" />}
            {adopt.label}
          </button>
          <HeartButton animalId={animal.id} name={animal.name} />
        </div>
      )}
      <button type="button" className="btn-secondary" onClick={() => void onShare()}>
        <Share2 className="h-5 w-5" aria-hidden="true" /> {t('animal.shareWithFriends')}
      </button>
      <button type="button" className="btn-ghost" onClick={back}>
        <ArrowLeft className="h-5 w-5" aria-hidden="true" /> {t('animal.backToListings')}
      </button>

      <Suspense fallback={<DialogLoading onClose={() => setOpen(null)} />}>
        {open === 'adopt' && (
          <ApplySheet animalId={animal.id} animalName={animal.name} isOpen onClose={() => setOpen(null)} />
        )}
        {open === 'share' && <ShareDialog name={animal.name} content={share} isOpen onClose={() => setOpen(null)} />}
        {isOwner && open === 'status' && (
          <StatusDialog animalId={animal.id} current={animal.status} isOpen onClose={() => setOpen(null)} />
        )}
        {isOwner && open === 'delete' && (
          <DeleteDialog
            name={animal.name}
            isOpen
            busy={remove.isPending}
            failed={remove.isError}
            onConfirm={onDelete}
            onClose={() => {
              remove.reset()
              setOpen(null)
            }}
          />
        )}
      </Suspense>
    </div>
  )
}

/** Shown in the dialog's place while its code arrives. */
function DialogLoading({ onClose }: { onClose: () => void }) {
  return (
    <Modal isOpen onClose={onClose} title={t('ui.loading')}>
      <p className="text-slate-700">{t('ui.loading')}</p>
    </Modal>
  )
}
