import type { Ngo } from '@paws/contracts/schemas/ngos'
import { useUpdateNgo } from '../../api/ngos.ts'
import { TextArea, TextField } from '../../components/ui/fields.tsx'
import { Modal } from '../../components/ui/Modal.tsx'
import { notify } from '../../lib/toast.ts'
import { CheckField } from '../../components/ui/CheckField.tsx'
import { ServicesField } from '../../components/ui/ServicesField.tsx'
import { DialogFooter } from '../../components/ui/DialogFooter.tsx'
import { JSON_INPUT } from './json-field.ts'
import { NGO_LOCATION_EXAMPLE, NGO_LOCATION_KEYS, ngoUpdateBody, valuesFromNgo } from './ngo-form.ts'
import { asCheck, useForm } from '../../lib/form/index.ts'
import { t } from '../../i18n/index.ts'

/** Every field of an NGO, checked before anything is sent. */
export function NgoEditDialog({ ngo, onClose }: { ngo: Ngo; onClose: () => void }) {
  const update = useUpdateNgo()
  const { values, set, field, errors, error, onSubmit } = useForm({
    initial: () => valuesFromNgo(ngo),
    validate: (v) => asCheck(ngoUpdateBody(v)),
    submit: async ({ body }) => {
      await update.mutateAsync({ id: ngo.id, body })
      notify(t('adminNgo.updated'), 'success')
      onClose()
    },
    fallback: 'adminNgo.updateFailed',
    clearErrorOnChange: false,
  })

  return (
    <Modal
      isOpen
      onClose={onClose}
      dismissable={!update.isPending}
      title={t('admin.editName', { name: ngo.name })}
      size="lg"
    >
      <form onSubmit={onSubmit} noValidate className="grid gap-4">
        <TextField label={t('admin.name')} required {...field('name')} />
        <TextArea label={t('admin.description')} {...field('description')} />
        <TextField label={t('admin.registrationNumber')} {...field('registrationNumber')} />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label={t('admin.contactEmail')} type="email" {...field('email')} />
          <TextField label={t('admin.phone')} type="tel" inputMode="numeric" {...field('phone')} />
        </div>
        <TextField label={t('admin.website')} type="url" placeholder={t('admin.https')} {...field('website')} />
        <TextArea
          label={t('admin.locationJson')}
          rows={5}
          {...JSON_INPUT}
          hint={t('admin.ngoLocationHint', { keys: NGO_LOCATION_KEYS.join(', '), example: NGO_LOCATION_EXAMPLE })}
          {...field('location')}
        />
        <ServicesField value={values.services} onChange={(s) => set('services', s)} error={errors.services} />
        <div className="grid gap-2 sm:grid-cols-2">
          <CheckField label={t('admin.verified')} checked={values.isVerified} onChange={(v) => set('isVerified', v)} />
          <CheckField label={t('admin.active2')} checked={values.isActive} onChange={(v) => set('isActive', v)} />
        </div>
        <DialogFooter error={error} busy={update.isPending} onCancel={onClose} />
      </form>
    </Modal>
  )
}
