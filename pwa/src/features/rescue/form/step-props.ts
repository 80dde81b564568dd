import type { FieldErrors } from '../../../lib/form/index.ts'
import type { RescueFormValues } from './form-values.ts'

export type SetValue = <K extends keyof RescueFormValues>(key: K, value: RescueFormValues[K]) => void

export interface StepProps {
  values: RescueFormValues
  set: SetValue
  errors: FieldErrors
}
