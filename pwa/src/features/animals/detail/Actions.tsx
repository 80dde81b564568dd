import { adoptionButton, MESSAGES } from '@paws/contracts'
import type { Animal } from '@paws/contracts/schemas/animals'
import { useQueryClient } from '@tanstack/react-query'
import { Link, useNavigate, useRouter } from '@tanstack/react-router'
import { ArrowLeft, Heart, Pencil, RefreshCw, Settings, Share2, Trash2 } from 'lucide-react'
import { lazy, Suspense, useEffect, useState } from 'react'
import { animalKeys, useDeleteAnimal } from '../../../api/animals.ts'
import { canShareNatively, nativeShare, shareText, type ShareContent } from '../../../lib/share.ts'
import { afterPageSettled } from '../../../lib/page-settled.ts'
import { savesData } from '../../../lib/save-data.ts'
import { notify } from '../../../lib/toast.ts'
import { TEXT } from '../../../lib/texts.ts'
import { ShareDialog } from './ShareDialog.tsx'
import { HeartButton } from '../../../components/animals/HeartButton.tsx'
import { useSession } from '../../../session/SessionProvider.tsx'
import { t } from '../../../i18n/index.ts'

type Open = 'adopt' | 'share' | 'status' | 'delete' | null

// The adoption form and the owner's dialogs are code only some people can open: they load
// once the page has what it needs, for those people only (a visitor never downloads them;
// docs/rules.md#first-load), so they open with no signal after that.
const loadApply = () => import('../../adoption/apply/ApplySheet.tsx')
const loadOwner = () => import('./OwnerDialogs.tsx')
const ApplySheet = lazy(() => loadApply().then((module) => ({ default: module.ApplySheet })))
const StatusDialog = lazy(() => loadOwner().then((module) => ({ default: module.StatusDialog })))
const DeleteDialog = lazy(() => loadOwner().then((module) => ({ default: module.DeleteDialog })))

export function Actions({ animal }: { animal: Animal }) {
  const { user } = useSession()
  const router = useRouter()
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const remove = useDeleteAnimal(animal.id)
  const [open, setOpenState] = useState<Open>(null)
  // A lazy dialog is drawn from its first opening on (it keeps what was typed when closed).
  const [drawn, setDrawn] = useState<ReadonlySet<Open>>(new Set())
  const setOpen = (which: Open) => {
    if (which && !drawn.has(which)) setDrawn(new Set(drawn).add(which))
    setOpenState(which)
  }
  const isOwner = Boolean(user && user.id === animal.shelterId)
  const isAdmin = user?.role === 'admin'
  const mayApply = user !== null && !isOwner && !isAdmin
  useEffect(() => {
    const load = isOwner ? loadOwner : mayApply ? loadApply : null
    if (load && !savesData()) afterPageSettled(() => void load().catch(() => undefined))
  }, [isOwner, mayApply])
  const adopt = adoptionButton(animal.status)
  const share: ShareContent = {
    title: `Meet ${animal.name}`,
    text: shareText(animal.name, animal.description),
    url: typeof window === 'undefined' ? '' : window.location.href,
  }

  function onAdopt() {
    if (!user) {
      void navigate({ to: '/login', search: { redirect: `/animals/${animal.id}` } })
      return
    }
    if (isOwner) {
      notify(MESSAGES.ownAnimal, 'error')
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
        notify(TEXT.deleted, 'success')
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

      <ShareDialog content={share} isOpen={open === 'share'} onClose={() => setOpen(null)} />
      <Suspense fallback={null}>
        {drawn.has('adopt') && (
          <ApplySheet
            animalId={animal.id}
            animalName={animal.name}
            isOpen={open === 'adopt'}
            onClose={() => setOpen(null)}
          />
        )}
        {isOwner && drawn.has('status') && (
          <StatusDialog
            animalId={animal.id}
            current={animal.status}
            isOpen={open === 'status'}
            onClose={() => setOpen(null)}
          />
        )}
        {isOwner && drawn.has('delete') && (
          <DeleteDialog
            name={animal.name}
            isOpen={open === 'delete'}
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
