// A dialog's frame through react-aria-components: focus is trapped inside, returns to the
// trigger on close, and Escape closes (unless the dialog is busy). Loaded by Modal.tsx.
import { Dialog, Heading, Modal as AriaModal, ModalOverlay } from 'react-aria-components'
import type { ReactNode } from 'react'

export interface ModalProps {
  isOpen: boolean
  onClose: () => void
  title: ReactNode
  children: ReactNode
  dismissable?: boolean
  role?: 'dialog' | 'alertdialog'
  size?: 'md' | 'lg'
}

export default function DialogFrame({
  isOpen,
  onClose,
  title,
  children,
  dismissable = true,
  role = 'dialog',
  size = 'md',
}: ModalProps) {
  return (
    <ModalOverlay
      isOpen={isOpen}
      onOpenChange={(open) => !open && onClose()}
      isDismissable={dismissable}
      isKeyboardDismissDisabled={!dismissable}
      className="fixed inset-0 z-50 flex items-end justify-center bg-slate-900/60 p-3 sm:items-center sm:p-6"
    >
      <AriaModal
        className={`max-h-[90dvh] w-full overflow-y-auto rounded-2xl bg-white shadow-2xl ${size === 'lg' ? 'max-w-2xl' : 'max-w-md'}`}
      >
        <Dialog role={role} className="p-5 outline-none sm:p-6">
          <Heading slot="title" className="text-xl font-bold text-slate-900">
            {title}
          </Heading>
          <div className="mt-3">{children}</div>
        </Dialog>
      </AriaModal>
    </ModalOverlay>
  )
}
