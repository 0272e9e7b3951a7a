import { RouterProvider } from '@tanstack/react-router'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { createAppRouter } from './router'
import './styles/index.css'

const router = createAppRouter()
const container = document.getElementById('root')
if (!container) throw new Error('The page has no #root element to render into.')

createRoot(container).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
)
