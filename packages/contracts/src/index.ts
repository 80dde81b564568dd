export * from './enums.ts'
export * from './validation.ts'
export * from './machines.ts'
export * from './format.ts'
