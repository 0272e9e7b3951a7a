import { createRootRouteWithContext } from '@tanstack/react-router'
import type { RouterContext } from '../features/page-data/route-loader'
import { AppShell } from '../shell/app-shell'

export const Route = createRootRouteWithContext<RouterContext>()({
  staticData: {
    title: 'Mzansi Clearing',
    unlisted: true,
  },
  component: AppShell,
})
