// "Save as alert" on the browse page: the current filters under a name the person
// may change; signed out, it asks to sign in first and comes back to the same search.
import { useLocation, useNavigate } from '@tanstack/react-router'
import { BellPlus } from 'lucide-react'
import { lazy, Suspense, useState } from 'react'
import type { AnimalSearch } from '../../lib/animal-search.ts'
import { notify } from '../../lib/toast.ts'
import { useSession } from '../../session/SessionProvider.tsx'
import { t } from '../../i18n/index.ts'
import { loadWholeCatalog } from '../../i18n/language.ts'

// The dialog's words are in the rest of the catalog (i18n/parts.ts): it loads with them.
const SaveAlertDialog = lazy(() =>
  Promise.all([import('./SaveAlertDialog.tsx'), loadWholeCatalog()]).then(([module]) => module),
)

export function SaveAlertButton({ search }: { search: AnimalSearch }) {
  const { user } = useSession()
  const navigate = useNavigate()
  const location = useLocation()
  const [open, setOpen] = useState(false)
  if (user?.role === 'admin') return null
  return (
    <>
      <button
        type="button"
        className="btn-secondary"
        onClick={() => {
          if (user) setOpen(true)
          else {
            notify(t('alerts.alertMeAboutNewSignIn'), 'info')
            void navigate({ to: '/login', search: { redirect: location.href } })
          }
        }}
      >
        <BellPlus className="h-5 w-5" aria-hidden="true" /> {t('alerts.alertMeAboutNew')}
      </button>
      {open && (
        <Suspense fallback={null}>
          <SaveAlertDialog search={search} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  )
}
