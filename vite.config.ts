import { tanstackRouter } from '@tanstack/router-plugin/vite'
import tailwindcss from '@tailwindcss/vite'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'
import { VitePWA } from 'vite-plugin-pwa'
import { GALLERY_SHOTS_DIR, galleryShots } from './scripts/gallery-shots-plugin.ts'
import { legalDocuments } from './scripts/legal-documents-plugin.ts'
import { precompress } from './scripts/precompress-plugin.ts'
import { prerender } from './scripts/prerender-plugin.ts'
import { routeManifest } from './scripts/route-manifest-plugin.ts'
import { widgetProps } from './scripts/widget-props-plugin.ts'

export default defineConfig({
  plugins: [
    tanstackRouter({ target: 'react', autoCodeSplitting: true }),
    react(),
    tailwindcss(),
    routeManifest(),
    galleryShots(GALLERY_SHOTS_DIR),
    widgetProps(),
    legalDocuments(),
    prerender(),
    // The service worker: production builds only; src/features/offline registers it.
    VitePWA({
      strategies: 'generateSW',
      injectRegister: false,
      registerType: 'prompt',
      manifest: false,
      devOptions: { enabled: false },
      workbox: {
        // The shell and every route chunk, so any page opens offline once the site has been
        // visited; illustrations, the widget gallery's examples and props tables and documents are
        // cached when used.
        globPatterns: ['**/*.{js,css,html,svg,png,ico,webmanifest}'],
        globIgnores: [
          '**/routes.json',
          'prerendered/**',
          'images/**',
          'assets/*.examples-*.js',
          'assets/_virtual_widget-props-*.js',
          'assets/gallery-*.png',
          // Share cards are for link previews, not for the visitor.
          'assets/share/**',
        ],
        maximumFileSizeToCacheInBytes: 1024 * 1024,
        navigateFallback: '/index.html',
        // The server's own documents, never the app: the API, the sitemap, robots.txt, the feed.
        // Workbox tests the path with its query string, hence `(?:\?|$)`.
        navigateFallbackDenylist: [
          /^\/api\//,
          /^\/sitemap\.xml(?:\?|$)/,
          /^\/robots\.txt(?:\?|$)/,
          /^\/blog\/feed\.xml(?:\?|$)/,
        ],
        cleanupOutdatedCaches: true,
        runtimeCaching: [
          {
            // Content API reads: the network first, the last answer when it is slow or gone.
            urlPattern: ({ url, request }) =>
              request.method === 'GET' &&
              url.pathname.startsWith('/api/public/v2/') &&
              !url.pathname.startsWith('/api/public/v2/filehandler/') &&
              !url.pathname.includes('/Notifications/'),
            handler: 'NetworkFirst',
            options: {
              cacheName: 'api-reads',
              networkTimeoutSeconds: 3,
              cacheableResponse: { statuses: [200] },
              expiration: { maxEntries: 300, maxAgeSeconds: 7 * 24 * 60 * 60 },
            },
          },
          {
            urlPattern: ({ url }) => url.pathname.startsWith('/images/'),
            handler: 'CacheFirst',
            options: {
              cacheName: 'images',
              cacheableResponse: { statuses: [200] },
              expiration: { maxEntries: 100, maxAgeSeconds: 30 * 24 * 60 * 60 },
            },
          },
          {
            urlPattern: ({ url }) => url.pathname.startsWith('/api/public/v2/filehandler/'),
            handler: 'NetworkFirst',
            options: {
              cacheName: 'documents',
              networkTimeoutSeconds: 3,
              cacheableResponse: { statuses: [200] },
              expiration: { maxEntries: 20, maxAgeSeconds: 30 * 24 * 60 * 60 },
            },
          },
        ],
      },
    }),
    // Last: compresses what the plugins above wrote (prerendered pages, the service worker).
    precompress(),
  ],
  build: {
    target: 'es2022',
    sourcemap: false,
    // Every browser the es2022 target reaches but Safari 16 knows <link rel="modulepreload">; the
    // polyfill (0.7 KB gzip in the first load) would only speed up chunk loading there.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            {
              name: 'framework',
              test: /node_modules[\\/](react|react-dom|scheduler|@tanstack[\\/](react-router|router-core|history|store|react-store)|tiny-invariant|tiny-warning|cookie-es|seroval|seroval-plugins|clsx|tailwind-merge|class-variance-authority)[\\/]/,
            },
          ],
        },
      },
    },
  },
})
