import { createFileRoute } from '@tanstack/react-router'
import { ContactPage } from '../features/static/ContactPage.tsx'

export const Route = createFileRoute('/contact')({ component: ContactPage })
