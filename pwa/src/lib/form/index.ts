export { asCheck, byField, hasErrors, serverFailure, toCheck, withoutField } from './form-state.ts'
export type { Check, Failure, FieldErrors, Validation } from './form-state.ts'
export { focusFirstInvalid, useForm } from './use-form.ts'
export type { FormApi, FormOptions } from './use-form.ts'
