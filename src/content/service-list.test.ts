// @vitest-environment node
import { readdirSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { appRoutePaths } from '../test-utils/route-paths'
import { SERVICE_GROUPS } from './service-groups'
import { serviceList, servicesByKey } from './service-list'

const modules = readdirSync(fileURLToPath(new URL('./services', import.meta.url))).filter(
  (name) => name.endsWith('.ts') && name !== 'types.ts',
)

describe('the services, gathered from their modules', () => {
  it('has a listing from every module in src/content/services/, each key once', () => {
    expect(serviceList).toHaveLength(modules.length)
    expect(servicesByKey.size).toBe(modules.length)
  })

  it('links each listing to a service page the route tree holds, and every service page to one', () => {
    const routes = appRoutePaths().filter((path) => /^\/services\/[^/]+$/.test(path))
    expect(serviceList.map((service) => service.path).sort()).toEqual(routes.sort())
  })

  it('lists them by the menu’s group order, then by heading', () => {
    const order = serviceList.map((service) => SERVICE_GROUPS.indexOf(service.group))
    expect(order).toEqual([...order].sort((a, b) => a - b))
    expect(serviceList.slice(0, 4).map((service) => service.heading)).toEqual([
      'Electronic Funds Transfer (EFT)',
      '3D Secure',
      'ATM Switching',
      'POS Switching & Settlement',
    ])
  })
})

describe('each service page’s related services', () => {
  it('names two to four other services that exist', async () => {
    const details = await Promise.all(
      modules.map(async (name) => {
        const module = (await import(`./services/${name.replace(/\.ts$/, '')}.ts`)) as {
          detail: import('./services/types').ServiceDetail
        }
        return module.detail
      }),
    )
    for (const detail of details) {
      const key = detail.service.key
      expect(detail.related.length, key).toBeGreaterThanOrEqual(2)
      expect(detail.related.length, key).toBeLessThanOrEqual(4)
      expect(detail.related, key).not.toContain(key)
      expect(
        detail.related.filter((related) => !servicesByKey.has(related)),
        key,
      ).toEqual([])
    }
  })
})
