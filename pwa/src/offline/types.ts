// The report as POST /rescues takes it: every field the wizard collects (contracts schema).
import type { RescueCreateBody } from '@paws/contracts/schemas/rescues'

export type RescueReport = RescueCreateBody
