import { Outlet } from '@tanstack/react-router'

export function AppShell() {
  return (
    <main id="main" tabIndex={-1}>
      <Outlet />
    </main>
  )
}
