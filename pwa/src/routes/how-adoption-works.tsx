import { createFileRoute } from '@tanstack/react-router'
import { HowAdoptionWorksPage } from '../features/static/HowAdoptionWorksPage.tsx'

export const Route = createFileRoute('/how-adoption-works')({ component: HowAdoptionWorksPage })
