import { createRootRoute } from '@tanstack/react-router'
import { AppShell } from '../shell/app-shell'

export const Route = createRootRoute({
  staticData: {
    title: 'Mzansi Clearing',
    unlisted: true,
  },
  component: AppShell,
})
