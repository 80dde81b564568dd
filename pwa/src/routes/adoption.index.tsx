import { createFileRoute } from '@tanstack/react-router'
import { ComingSoon } from '../components/ui/ComingSoon.tsx'

export const Route = createFileRoute('/adoption/')({ component: () => <ComingSoon title="Find loving homes" /> })
