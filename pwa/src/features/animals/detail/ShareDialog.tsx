import { Copy, Mail, MessageCircle, Share2 } from 'lucide-react'
import { useState } from 'react'
import { Modal } from '../../../components/ui/Modal.tsx'
import { copyText, displayAddress, shareLinks, type ShareContent } from '../../../lib/share.ts'
import { notify } from '../../../lib/toast.ts'
import { t } from '../../../i18n/index.ts'

/**
 * The share targets and the link. Its words are in the catalog's animals part, which an
 * animal's page loads (i18n/parts.ts): the e-mail button is `share.email`, not a form's label.
 */
export function ShareDialog({
  name,
  content,
  isOpen,
  onClose,
}: {
  name: string
  content: ShareContent
  isOpen: boolean
  onClose: () => void
}) {
  const [copied, setCopied] = useState<string | null>(null)
  const links = shareLinks(content)
  const targets = [
    {
      label: 'WhatsApp',
      href: links.whatsapp,
      Icon: MessageCircle,
      className: 'bg-green-700 hover:bg-green-800 text-white',
    },
    { label: 'Facebook', href: links.facebook, Icon: Share2, className: 'bg-blue-700 hover:bg-blue-800 text-white' },
    { label: 'Twitter', href: links.twitter, Icon: Share2, className: 'bg-slate-900 hover:bg-black text-white' },
    { label: t('share.email'), href: links.email, Icon: Mail, className: 'bg-slate-600 hover:bg-slate-700 text-white' },
  ]

  async function copy() {
    const ok = await copyText(content.url)
    const text = ok ? t('text.linkCopied') : t('animal.copyFailed')
    setCopied(text)
    notify(text, ok ? 'success' : 'error')
  }

  return (
    <Modal
      isOpen={isOpen}
      onClose={() => {
        setCopied(null)
        onClose()
      }}
      title={t('animal.shareWithFriends')}
    >
      <p className="text-slate-700">{t('share.helpFindHome', { name })}</p>
      <p
        className="mt-3 break-all rounded-lg bg-slate-100 px-3 py-2 font-mono text-sm text-slate-800"
        title={content.url}
      >
        {displayAddress(content.url)}
      </p>
      <div className="mt-4 grid grid-cols-2 gap-2">
        {targets.map(({ label, href, Icon, className }) => (
          <a key={label} href={href} target="_blank" rel="noopener noreferrer" className={`btn ${className}`}>
            <Icon className="h-5 w-5" aria-hidden="true" /> {label}
          </a>
        ))}
        <button type="button" className="btn-secondary col-span-2" onClick={() => void copy()}>
          <Copy className="h-5 w-5" aria-hidden="true" /> {t('animal.copyLink')}
        </button>
      </div>
      <p role="status" className="mt-2 min-h-6 text-center text-green-800">
        {copied}
      </p>
      <button type="button" className="btn-ghost mt-2 w-full" onClick={onClose}>
        {t('animal.cancel')}
      </button>
    </Modal>
  )
}
