export {
  asCheck,
  byField,
  fieldText,
  requiredMessage,
  serverByField,
  serverSaid,
  withoutField,
} from './form-state.ts'
export type { FieldErrors, FieldMessage, FieldProblem } from './form-state.ts'
export { useForm } from './use-form.ts'
export type { FormApi } from './use-form.ts'
