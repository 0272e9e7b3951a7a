// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { API_ROUTES } from './api-routes.ts'
import { createApp } from './app.ts'

describe('GET /api/public/v2/openapi.json', () => {
  it('documents every route from the zod schemas, with the client headers', async () => {
    // Routers register their schemas when imported, so the document needs no database.
    const app = createApp()
    const response = await app.request('/api/public/v2/openapi.json')
    expect(response.status).toBe(200)
    const doc = (await response.json()) as {
      openapi: string
      paths: Record<string, Record<string, { parameters: { name: string; in: string }[] }>>
    }
    expect(doc.openapi).toBe('3.1.0')
    // Which operations the app really answers is checked against this document in
    // contract.test.ts (with a database, so that the routers are mounted).
    expect(Object.keys(doc.paths).sort()).toEqual(
      [...new Set(API_ROUTES.map((route) => `/api/public/v2${route.path}`))].sort(),
    )
    const landing = doc.paths['/api/public/v2/PublicBlogs/landing']!.get!
    expect(landing.parameters.map((p) => `${p.in}:${p.name}`)).toEqual([
      'query:tag',
      'query:category',
      'query:pageNumber',
      'query:pageSize',
      'header:bsa-token',
      'header:bsa-app-name',
      'header:cmsArea',
      'header:authorization',
    ])
    const file = doc.paths['/api/public/v2/filehandler/{documentGuid}']!.get!
    expect(file.parameters.some((p) => p.in === 'header')).toBe(false)
    expect(JSON.stringify(doc)).toContain('"maximum":50')
  })
})
