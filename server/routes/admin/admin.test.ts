// @vitest-environment node
import { randomUUID } from 'node:crypto'
import { rmSync } from 'node:fs'
import { afterAll, beforeAll, expect, it, vi } from 'vitest'
import { describeWithDatabase } from '../../db/test-database.ts'
import { withClientHeaders } from '../../middleware/test-helpers.ts'
import { API, makeContentDir, NOTIFICATION_IDS, seed, testApp } from '../test-fixtures.ts'

const ADMIN_TOKEN = 'admin-token-for-tests-0123456789'

describeWithDatabase('admin', (database) => {
  let app: ReturnType<typeof testApp>
  let contentDir: string
  const admin = (path: string, body?: unknown, token = ADMIN_TOKEN) =>
    app.request(`${API}/admin${path}`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    })
  const lookup = async (browser: string) => {
    const response = await app.request(
      `${API}/Notifications/GetUserNotificationsCH?cookie=${browser}`,
      withClientHeaders(),
    )
    return response.status === 204
      ? null
      : ((await response.json()) as { id: string; name: string })
  }

  beforeAll(async () => {
    await seed(database().db)
    contentDir = makeContentDir()
    app = testApp(database().db, contentDir, { adminToken: ADMIN_TOKEN })
  })
  afterAll(() => rmSync(contentDir, { recursive: true, force: true }))

  it('is absent without ADMIN_TOKEN', async () => {
    const off = testApp(database().db, contentDir, { adminToken: '' })
    const response = await off.request(
      `${API}/admin/notifications/${NOTIFICATION_IDS.forced}/expire`,
      {
        method: 'POST',
        headers: { Authorization: `Bearer ${ADMIN_TOKEN}` },
      },
    )
    expect(response.status).toBe(404)
  })

  it('refuses a wrong token, and the public client token', async () => {
    expect(
      (
        await admin(
          `/notifications/${NOTIFICATION_IDS.forced}/expire`,
          undefined,
          'wrong-token-123',
        )
      ).status,
    ).toBe(401)
    const asSite = await app.request(
      `${API}/admin/notifications/${NOTIFICATION_IDS.forced}/expire`,
      withClientHeaders({ method: 'POST' }),
    )
    expect(asSite.status).toBe(401)
  })

  it('expires and publishes a notification, and lookups see it at once', async () => {
    const browser = randomUUID()
    expect((await lookup(browser))?.id).toBe(NOTIFICATION_IDS.forced)
    const expired = await admin(`/notifications/${NOTIFICATION_IDS.forced}/expire`)
    expect(expired.status).toBe(200)
    expect(await expired.json()).toMatchObject({
      id: NOTIFICATION_IDS.forced,
      activeUntil: expect.any(String),
    })
    expect((await lookup(browser))?.id).toBe(NOTIFICATION_IDS.ordinary)

    const published = await admin(`/notifications/${NOTIFICATION_IDS.inactive}/publish`)
    expect(published.status).toBe(200)
    expect((await lookup(browser))?.id).toBe(NOTIFICATION_IDS.inactive)
    await admin(`/notifications/${NOTIFICATION_IDS.inactive}/expire`)
  })

  it('drops only the notifications from the caches: every other read stays cached', async () => {
    const read = (path: string) => app.request(`${API}${path}`, withClientHeaders())
    const others = [
      '/PublicBlogs/landing',
      '/PublicBlogs/post/debicheck-mandates',
      '/PublicBlogs/categories',
      '/Certificates',
      '/Branches?q=sandton',
      '/Indices/net-salary-index',
      '/PciBadge',
    ]
    // The forced notice shown (an earlier test ended it), and every read cached.
    expect((await admin(`/notifications/${NOTIFICATION_IDS.forced}/publish`)).status).toBe(200)
    for (const path of others) expect((await read(path)).status, path).toBe(200)
    const browser = randomUUID()
    expect((await lookup(browser))?.id).toBe(NOTIFICATION_IDS.forced)

    const { db } = database()
    const selects = vi.spyOn(db, 'select')
    const expired = await admin(`/notifications/${NOTIFICATION_IDS.forced}/expire`)
    expect(expired.status).toBe(200)
    const byAdmin = selects.mock.calls.length
    for (const path of others) expect((await read(path)).status, path).toBe(200)
    // Nothing but the admin route itself asked the database.
    expect(selects.mock.calls.length).toBe(byAdmin)
    // The notifications were read again: the expired one is gone at once.
    expect((await lookup(browser))?.id).toBe(NOTIFICATION_IDS.ordinary)
    expect(selects.mock.calls.length).toBeGreaterThan(byAdmin)
  })

  it('creates a notification that is shown at once', async () => {
    const response = await admin('/notifications', {
      title: 'Public holiday processing',
      body: 'Payments submitted on the holiday clear on the next business day.\nPlan ahead.',
      actionText: 'See the calendar',
      actionLink: '/about-us',
    })
    expect(response.status).toBe(201)
    const created = (await response.json()) as { id: string }
    expect(await lookup(randomUUID())).toMatchObject({
      id: created.id,
      name: 'Public holiday processing',
    })
    expect((await admin('/notifications', { id: created.id, title: 'x', body: 'y' })).status).toBe(
      409,
    )
    await admin(`/notifications/${created.id}/expire`)
  })

  it('creates a preview that only the listed browsers see', async () => {
    const editor = randomUUID()
    const response = await admin('/notifications', {
      title: 'Preview: maintenance window',
      body: 'Member Services is unavailable on Sunday morning.',
      forcedTakeOver: true,
      audience: [editor],
    })
    expect(response.status).toBe(201)
    const created = (await response.json()) as { id: string }
    expect(await lookup(editor)).toMatchObject({ id: created.id, forcedTakeOver: true })
    const someoneElse = await lookup(randomUUID())
    expect(someoneElse?.id).not.toBe(created.id)
    await admin(`/notifications/${created.id}/expire`)
    expect((await lookup(editor))?.id).not.toBe(created.id)
  })

  it.each([
    [{ title: 'x', body: 'y', audience: [] }],
    [{ title: 'x', body: 'y', audience: ['not-a-uuid'] }],
    [{ title: '', body: 'x' }],
    [{ title: 'x' }],
    [{ title: 'x', body: 'y', actionLink: 'javascript:alert(1)' }],
    [{ title: 'x', body: 'y', actionLink: '//evil.example' }],
    // The content loader's rules: a backslash path leaves the site in browsers, and an action
    // needs both its text and its link.
    [{ title: 'x', body: 'y', actionText: 'Go', actionLink: '/\\evil.example' }],
    [{ title: 'x', body: 'y', actionLink: '/contact-us' }],
    [{ title: 'x', body: 'y', actionText: 'Go' }],
    [{ title: 'x', body: 'y', actionText: 'x'.repeat(61), actionLink: '/contact-us' }],
    [
      {
        title: 'x',
        body: 'y',
        activeFrom: '2025-07-01T00:00:00Z',
        activeUntil: '2025-06-01T00:00:00Z',
      },
    ],
  ])('answers 400 for %j', async (body) => {
    expect((await admin('/notifications', body)).status).toBe(400)
  })

  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    expect((await admin(`/notifications/${randomUUID()}/publish`)).status).toBe(404)
    expect((await admin('/notifications/not-a-uuid/publish')).status).toBe(400)
  })
})
