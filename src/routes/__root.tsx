import { createRootRoute } from '@tanstack/react-router'
import { site } from '../content/site'
import { AppShell } from '../shell/app-shell'

export const Route = createRootRoute({
  staticData: {
    title: 'Mzansi Clearing',
    description: site.description,
    keywords: [],
    unlisted: true,
  },
  component: AppShell,
})
