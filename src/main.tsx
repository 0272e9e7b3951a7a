import { RouterProvider } from '@tanstack/react-router'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { createAppRouter } from './router'
import './styles/index.css'

const router = createAppRouter()
const container = document.getElementById('root')
if (!container) throw new Error('The page has no #root element to render into.')

if (import.meta.env.PROD) {
  // Production only; its own chunk, so it costs the first paint nothing.
  void import('./features/offline/register-service-worker')
    .then(({ registerWhenStable }) => registerWhenStable())
    .catch((error: unknown) => console.warn('The service worker could not be loaded', error))
}

createRoot(container).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
)
