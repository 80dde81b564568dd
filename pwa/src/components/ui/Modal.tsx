// Dialogs. Their frame (react-aria's modal: focus trap, scroll lock, dismissal; some 25 kB) is
// fetched at the first touch or key press, or once the page has what it needs and the service
// worker keeps the frame (afterPageKept), never with the page itself; with Save-Data, only when
// a dialog opens.
import { lazy, Suspense } from 'react'
import { afterPageKept } from '../../lib/page-settled.ts'
import { savesData } from '../../lib/save-data.ts'
import type { ModalProps } from './DialogFrame.tsx'

const loadFrame = () => import('./DialogFrame.tsx')
const DialogFrame = lazy(loadFrame)

if (typeof window !== 'undefined' && !savesData()) {
  const warm = () => void loadFrame().catch(() => undefined)
  afterPageKept(warm)
  for (const type of ['pointerdown', 'keydown']) window.addEventListener(type, warm, { once: true, capture: true })
}

export function Modal(props: ModalProps) {
  if (!props.isOpen) return null
  return (
    <Suspense fallback={null}>
      <DialogFrame {...props} />
    </Suspense>
  )
}
