// Step 4: whether the reporter can stay or transport, and anything else the team should know.
import { TextArea } from '../../../components/ui/fields.tsx'
import type { StepProps } from './step-props.ts'
import { t } from '../../../i18n/index.ts'

function Check({ label, checked, onChange }: { label: string; checked: boolean; onChange: (v: boolean) => void }) {
  return (
    <label className="flex min-h-12 cursor-pointer items-center gap-3 rounded-xl border border-slate-300 bg-white px-3 py-2">
      <input
        type="checkbox"
        checked={checked}
        onChange={(e) => onChange(e.target.checked)}
        className="h-5 w-5 accent-brand-700"
      />
      <span>{label}</span>
    </label>
  )
}

export function StepContact({ values, set }: StepProps) {
  return (
    <div className="grid gap-4">
      <Check label={t('wizard.iCanStayWith')} checked={values.canStay} onChange={(v) => set('canStay', v)} />
      <Check
        label={t('wizard.iCanTransportThe')}
        checked={values.canTransport}
        onChange={(v) => set('canTransport', v)}
      />
      <TextArea
        label={t('wizard.additionalInformation')}
        value={values.additionalInfo}
        onChange={(e) => set('additionalInfo', e.target.value)}
        hint={t('wizard.anythingElseTheRescue')}
      />
    </div>
  )
}
