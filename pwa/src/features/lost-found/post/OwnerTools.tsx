// The owner's tools on their post: close it (reunited, and how; or rehomed: a lost post left
// open closes itself as still lost after LOST_POST_OPEN_DAYS), and print a QR tag for the
// animal (a PNG with the QR code, the short code and the product's address; scanning it opens
// the animal's public page, docs/rules.md#lost-and-found).
import { enumLabel, LOST_POST_OPEN_DAYS, REUNITED_HOW, type ReunitedHow } from '@paws/contracts'
import type { LostFoundPost, TagCreated } from '@paws/contracts/schemas/lost-found'
import { Printer, QrCode } from 'lucide-react'
import { useState } from 'react'
import { describeError } from '../../../http/errors.ts'
import { useClosePost, useMakeTag } from '../../../api/lost-found.ts'
import { Alert } from '../../../components/ui/Alert.tsx'
import { DialogFooter } from '../../../components/ui/DialogFooter.tsx'
import { Modal } from '../../../components/ui/Modal.tsx'
import { Section } from '../../../components/ui/Section.tsx'
import { t } from '../../../i18n/index.ts'
import { notify } from '../../../lib/toast.ts'
import { RadioChoices } from '../form/Choices.tsx'

export function ClosePost({ post }: { post: LostFoundPost }) {
  const [open, setOpen] = useState(false)
  if (post.status !== 'open') return null
  return (
    <Section title={t('lf.closeTitle')}>
      <p className="text-slate-700">
        {post.kind === 'lost' ? t('lf.closeIntroLost', { days: LOST_POST_OPEN_DAYS }) : t('lf.closeIntroFound')}
      </p>
      <button type="button" className="btn-secondary justify-self-start" onClick={() => setOpen(true)}>
        {t('lf.closePost')}
      </button>
      {open && <CloseDialog post={post} onClose={() => setOpen(false)} />}
    </Section>
  )
}

function CloseDialog({ post, onClose }: { post: LostFoundPost; onClose: () => void }) {
  const close = useClosePost(post.id)
  const [outcome, setOutcome] = useState<'reunited' | 'rehomed' | ''>('')
  const [how, setHow] = useState<ReunitedHow | ''>('')
  const ready = outcome === 'rehomed' || (outcome === 'reunited' && how !== '')
  return (
    <Modal isOpen onClose={onClose} title={t('lf.closePost')}>
      <div className="grid gap-4">
        <RadioChoices
          legend={t('lf.howDidItEnd')}
          name="outcome"
          options={[
            { value: 'reunited', label: enumLabel(t, 'lostFoundOutcome', 'reunited') },
            { value: 'rehomed', label: enumLabel(t, 'lostFoundOutcome', 'rehomed') },
          ]}
          value={outcome}
          onChange={setOutcome}
        />
        {outcome === 'reunited' && (
          <RadioChoices
            legend={t('lf.reunitedHow')}
            name="how"
            options={REUNITED_HOW.map((value) => ({ value, label: enumLabel(t, 'reunitedHow', value) }))}
            value={how}
            onChange={setHow}
          />
        )}
        <DialogFooter
          onCancel={onClose}
          disabled={!ready}
          busy={close.isPending}
          error={close.isError ? describeError(close.error, t('lf.closeFailed')) : null}
          submit={t('lf.closePost')}
          submitting={t('lf.closing')}
          onConfirm={() =>
            outcome &&
            close.mutate(
              { outcome, how: outcome === 'reunited' && how ? how : null },
              {
                onSuccess: () => {
                  notify(t('lf.closed'), 'success')
                  onClose()
                },
              },
            )
          }
        />
      </div>
    </Modal>
  )
}

export function TagPanel({ post }: { post: LostFoundPost }) {
  const make = useMakeTag()
  const [tag, setTag] = useState<TagCreated | null>(null)
  return (
    <Section title={t('lf.tagTitle')}>
      <p className="text-slate-700">{t('lf.tagIntro')}</p>
      {tag ? (
        <div className="grid justify-items-center gap-3 text-center" data-testid="tag">
          <img src={tag.imageUrl} alt={t('lf.tagImage', { code: tag.code })} className="w-64 max-w-full bg-white" />
          <p className="text-2xl font-bold tracking-widest" data-testid="tag-code">
            {tag.code}
          </p>
          <p className="text-sm text-slate-600 break-all">{tag.url}</p>
          <div className="flex flex-wrap justify-center gap-2">
            <a href={tag.imageUrl} download={`tag-${tag.code}.png`} className="btn-primary">
              {t('lf.downloadTag')}
            </a>
            <button type="button" className="btn-secondary" onClick={() => window.print()}>
              <Printer className="h-4 w-4" aria-hidden="true" /> {t('lf.printTag')}
            </button>
          </div>
        </div>
      ) : (
        <button
          type="button"
          className="btn-secondary justify-self-start"
          disabled={make.isPending}
          onClick={() => make.mutate(post.id, { onSuccess: setTag })}
        >
          <QrCode className="h-4 w-4" aria-hidden="true" /> {make.isPending ? t('lf.making') : t('lf.makeTag')}
        </button>
      )}
      {make.isError && <Alert>{describeError(make.error, t('lf.tagFailed'))}</Alert>}
    </Section>
  )
}
