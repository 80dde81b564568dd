// A lost post's sightings, and "I saw this one": a place (GPS, a locality or a pin), a time and
// an optional photo, sent at once (the page is open; a sighting is no use a day late). Anyone
// signed in may add one; a visitor is asked to sign in first.
import type { LostFoundPost } from '@paws/contracts/schemas/lost-found'
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { Eye } from 'lucide-react'
import { useState } from 'react'
import { sightingsQuery, useAddSighting } from '../../../api/lost-found.ts'
import { MapPicker } from '../../../components/location/MapPicker.tsx'
import { type LatLng, PositionField } from '../../../components/location/PositionField.tsx'
import { RescuePhotoPicker } from '../../../components/rescue/RescuePhotoPicker.tsx'
import { DialogFooter } from '../../../components/ui/DialogFooter.tsx'
import { TextArea, TextField } from '../../../components/ui/fields.tsx'
import { Modal } from '../../../components/ui/Modal.tsx'
import { Section } from '../../../components/ui/Section.tsx'
import { t } from '../../../i18n/index.ts'
import { useForm } from '../../../lib/form/index.ts'
import { notify } from '../../../lib/toast.ts'
import type { StoredPhoto } from '../../../offline/index.ts'
import { useSession } from '../../../session/SessionProvider.tsx'
import { localDateTime, seenAtError } from '../form/post-values.ts'
import { postPlace, postWhen } from '../post-text.ts'

export function Sightings({ post }: { post: LostFoundPost }) {
  const { user } = useSession()
  const [open, setOpen] = useState(false)
  const sightings = useQuery({ ...sightingsQuery(post.id), enabled: post.sightings > 0 })
  return (
    <Section title={t('lf.sightings')}>
      {post.sightings === 0 ? (
        <p className="text-slate-700">{t('lf.noSightings')}</p>
      ) : (
        <ul className="grid gap-2">
          {(sightings.data ?? []).map((s) => (
            <li key={s.id} className="rounded-lg bg-slate-100 p-3">
              <p className="font-semibold">{postWhen(s)}</p>
              <p className="text-slate-700">{postPlace(s)}</p>
              {s.description && <p className="wrap-anywhere">{s.description}</p>}
            </li>
          ))}
        </ul>
      )}
      {post.status === 'open' &&
        !post.mine &&
        (user ? (
          <button type="button" className="btn-primary justify-self-start" onClick={() => setOpen(true)}>
            <Eye className="h-5 w-5" aria-hidden="true" /> {t('lf.iSawThisOne')}
          </button>
        ) : (
          <Link
            to="/login"
            search={{ redirect: `/lost-found/${post.id}` }}
            className="btn-secondary justify-self-start"
          >
            {t('lf.signInToTell')}
          </Link>
        ))}
      {open && <SightingDialog post={post} onClose={() => setOpen(false)} />}
    </Section>
  )
}

interface SightingValues {
  point: LatLng | null
  seenAt: string
  text: string
  photos: StoredPhoto[]
}

function SightingDialog({ post, onClose }: { post: LostFoundPost; onClose: () => void }) {
  const add = useAddSighting(post.id)
  const form = useForm<SightingValues, { point: LatLng; seenAt: string }>({
    initial: () => ({ point: null, seenAt: localDateTime(new Date()), text: '', photos: [] }),
    // The post form's rules for where and when (form/post-values.ts), shown above the buttons.
    validate: ({ point, seenAt }) => {
      const problem = point ? seenAtError(seenAt) : 'lf.error.place'
      if (problem || !point) return { ok: false, errors: {}, message: { id: problem ?? 'lf.error.place' } }
      return { ok: true, value: { point, seenAt } }
    },
    submit: async ({ point, seenAt }, { text, photos }) => {
      await add.mutateAsync({
        body: {
          kind: 'sighting',
          species: post.species,
          lat: point.lat,
          lng: point.lng,
          seenAt: new Date(seenAt).toISOString(),
          description: text.trim() || null,
        },
        photo: photos[0] ?? null,
      })
      notify(t('lf.sightingSent'), 'success')
      onClose()
    },
    fallback: 'lf.sightingFailed',
  })
  const { point, seenAt, text, photos } = form.values

  return (
    <Modal isOpen onClose={onClose} title={t('lf.iSawThisOne')} size="lg">
      <form className="grid gap-4" onSubmit={form.onSubmit} noValidate>
        <PositionField
          value={point}
          onChange={(next) => form.set('point', next)}
          label={t('lf.whereSeen')}
          hint={t('lf.placeHint')}
        >
          <MapPicker
            value={point}
            onChange={(next) => form.set('point', next)}
            hint={t('lf.mapHint')}
            label={t('lf.mapPinLabel')}
          />
        </PositionField>
        <TextField
          label={t('lf.whenSeen')}
          type="datetime-local"
          value={seenAt}
          onChange={(e) => form.set('seenAt', e.target.value)}
          required
        />
        <TextArea label={t('lf.whatYouSaw')} rows={3} value={text} onChange={(e) => form.set('text', e.target.value)} />
        <RescuePhotoPicker photos={photos.slice(0, 1)} onChange={(next) => form.set('photos', next.slice(0, 1))} />
        <DialogFooter
          onCancel={onClose}
          busy={form.submitting}
          error={form.error}
          submit={t('lf.sendSighting')}
          submitting={t('lf.sending')}
        />
      </form>
    </Modal>
  )
}
