export { asCheck, byField, withoutField } from './form-state.ts'
export type { FieldErrors } from './form-state.ts'
export { useForm } from './use-form.ts'
export type { FormApi } from './use-form.ts'
