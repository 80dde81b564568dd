import { createFileRoute } from '@tanstack/react-router'
import { TermsPage } from '../features/static/TermsPage.tsx'

export const Route = createFileRoute('/terms-and-conditions')({ component: TermsPage })
