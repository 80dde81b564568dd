import { createFileRoute } from '@tanstack/react-router'
import { PrivacyPage } from '../features/static/PrivacyPage.tsx'

export const Route = createFileRoute('/privacy-policy')({ component: PrivacyPage })
