/** The e2e server's ADMIN_TOKEN (playwright.config.ts), so tests can publish and expire notifications. */
export const E2E_ADMIN_TOKEN = process.env.E2E_ADMIN_TOKEN ?? 'e2e-admin-token-0123456789abcdef'
