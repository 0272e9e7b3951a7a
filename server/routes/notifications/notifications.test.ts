// @vitest-environment node
import { randomUUID } from 'node:crypto'
import { rmSync } from 'node:fs'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { notificationReads } from '../../db/schema.ts'
import { describeWithDatabase } from '../../db/test-database.ts'
import { withClientHeaders } from '../../middleware/test-helpers.ts'
import { API, makeContentDir, NOTIFICATION_IDS, seed, testApp } from '../test-fixtures.ts'

describeWithDatabase('notifications', (database) => {
  let app: ReturnType<typeof testApp>
  let contentDir: string
  const lookup = (cookie: string) =>
    app.request(`${API}/Notifications/GetUserNotificationsCH?cookie=${cookie}`, withClientHeaders())
  const markAsRead = (cookie: string, body: unknown) =>
    app.request(
      `${API}/Notifications/markasread?cookie=${cookie}`,
      withClientHeaders({ method: 'POST', body: JSON.stringify(body) }),
    )

  beforeAll(async () => {
    await seed(database().db)
    contentDir = makeContentDir()
    app = testApp(database().db, contentDir)
  })
  afterAll(() => rmSync(contentDir, { recursive: true, force: true }))

  it('gives a new browser the newest active notification, in the spec’s fields', async () => {
    const response = await lookup(randomUUID())
    expect(response.status).toBe(200)
    expect(response.headers.get('Cache-Control')).toBe('no-store')
    expect(await response.json()).toEqual({
      id: NOTIFICATION_IDS.forced,
      name: 'Service notice',
      description: 'Service notice\nSecond line.',
      forcedTakeOver: true,
      showDateTimeStamp: true,
      dateCreated: '2025-06-10T08:00:00.000Z',
      actionText: null,
      actionLink: null,
      closeButtonText: 'Close',
    })
  })

  it('moves on to the next one once read, then answers 204', async () => {
    const browser = randomUUID()
    const first = (await (await lookup(browser)).json()) as { id: string }
    expect((await markAsRead(browser, first)).status).toBe(204)
    const second = await lookup(browser)
    expect(((await second.json()) as { id: string }).id).toBe(NOTIFICATION_IDS.ordinary)
    expect((await markAsRead(browser, { id: NOTIFICATION_IDS.ordinary })).status).toBe(204)
    const none = await lookup(browser)
    expect(none.status).toBe(204)
    expect(await none.text()).toBe('')
  })

  it('marks as read idempotently', async () => {
    const browser = randomUUID()
    for (let i = 0; i < 3; i++) {
      expect((await markAsRead(browser, { id: NOTIFICATION_IDS.forced, name: 'x' })).status).toBe(
        204,
      )
    }
    const rows = await database().db.select().from(notificationReads)
    expect(rows.filter((row) => row.browserId === browser)).toHaveLength(1)
  })

  it('answers 404 for an unknown notification and stores nothing', async () => {
    const browser = randomUUID()
    expect((await markAsRead(browser, { id: randomUUID() })).status).toBe(404)
    const rows = await database().db.select().from(notificationReads)
    expect(rows.some((row) => row.browserId === browser)).toBe(false)
  })

  it.each(['not-a-uuid', '11111111-1111-1111-8111-111111111111', "'%20or%201=1", ''])(
    'answers 400 for the cookie "%s"',
    async (cookie) => {
      const response = await lookup(cookie)
      expect(response.status).toBe(400)
      expect(await response.json()).toMatchObject({
        error: 'Invalid request',
        issues: [{ path: 'query.cookie', message: expect.any(String) }],
      })
    },
  )

  it('answers 400 without a cookie, and for a body without a UUID id', async () => {
    expect(
      (await app.request(`${API}/Notifications/GetUserNotificationsCH`, withClientHeaders()))
        .status,
    ).toBe(400)
    for (const body of [{}, { id: 5 }, { id: 'abc' }, [], 'text']) {
      expect((await markAsRead(randomUUID(), body)).status).toBe(400)
    }
    const malformed = await app.request(
      `${API}/Notifications/markasread?cookie=${randomUUID()}`,
      withClientHeaders({ method: 'POST', body: '{"id":' }),
    )
    expect(malformed.status).toBe(400)
    expect(await malformed.json()).toEqual({ error: expect.any(String) })
  })
})
