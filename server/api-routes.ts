import type { RouteConfig } from '@hono/zod-openapi'
import { adminRoutes } from './routes/admin/admin.ts'
import { blogRoutes } from './routes/blogs/blogs.ts'
import { branchRoutes } from './routes/branches/branches.ts'
import { certificateRoutes } from './routes/certificates/certificates.ts'
import { contactRoutes } from './routes/contact/contact.ts'
import { fileRoutes } from './routes/files/files.ts'
import { indexRoutes } from './routes/indices/indices.ts'
import { notificationRoutes } from './routes/notifications/notifications.ts'
import { pciBadgeRoutes } from './routes/pci-badge/pci-badge.ts'

/**
 * Every operation of the content API, as its router registers it: the OpenAPI document is made
 * from these (the app answers it without a database, when no router is mounted), and a test
 * checks that they are exactly the routes the app answers.
 */
export const API_ROUTES: readonly RouteConfig[] = [
  adminRoutes,
  blogRoutes,
  branchRoutes,
  certificateRoutes,
  contactRoutes,
  fileRoutes,
  indexRoutes,
  notificationRoutes,
  pciBadgeRoutes,
].flatMap((routes) => Object.values(routes))
