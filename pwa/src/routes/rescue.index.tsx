import { createFileRoute } from '@tanstack/react-router'
import { RescueLanding } from '../features/rescue/RescueLanding.tsx'

// Public (spec part 2 section 2): the page lives in features/rescue/RescueLanding.tsx.
export const Route = createFileRoute('/rescue/')({ component: RescueLanding })
