import { randomUUID } from 'node:crypto'
import type { Page } from '@playwright/test'
import { E2E_ADMIN_TOKEN } from './admin-token.ts'

export type NewNotification = {
  title: string
  body: string
  forcedTakeOver?: boolean
  showDateTimeStamp?: boolean
  actionText?: string
  actionLink?: string
  closeButtonText?: string
}

/**
 * Publishes a notification through the admin route as a preview for one new browser id, and
 * gives this page that id before its scripts run, so only this test's browser sees it.
 */
export async function previewNotification(page: Page, notification: NewNotification) {
  const browserId = randomUUID()
  const response = await page.request.post('/api/public/v2/admin/notifications', {
    headers: { Authorization: `Bearer ${E2E_ADMIN_TOKEN}` },
    data: { ...notification, audience: [browserId] },
  })
  if (response.status() !== 201) {
    throw new Error(
      `Publishing the notification answered ${response.status()}: ${await response.text()}`,
    )
  }
  await page.addInitScript((id) => window.localStorage.setItem('notificationId', id), browserId)
  return { browserId, id: ((await response.json()) as { id: string }).id }
}

export const FORCED_SAMPLE: NewNotification = {
  title: 'Scheduled maintenance on Sunday',
  body: 'Member Services will be unavailable from 02:00 to 06:00 on Sunday.\nPayments clear as usual.',
  forcedTakeOver: true,
  showDateTimeStamp: true,
  actionText: 'Go to Member Services',
  actionLink: '/login',
  closeButtonText: 'Continue to the site',
}

export const TOAST_SAMPLE: NewNotification = {
  title: 'New: the Net Salary Index',
  body: 'See how take-home pay has moved, month by month.',
  actionText: 'See the index',
  actionLink: '/data-insights/indices/net-salary-index',
}
