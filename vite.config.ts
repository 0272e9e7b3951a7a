import { tanstackRouter } from '@tanstack/router-plugin/vite'
import tailwindcss from '@tailwindcss/vite'
import react from '@vitejs/plugin-react'
import { defineConfig, loadEnv } from 'vite'
import { VitePWA } from 'vite-plugin-pwa'
import { appLoader } from './scripts/app-loader-plugin.ts'
import { faviconIco } from './scripts/favicon-ico-plugin.ts'
import { GALLERY_SHOTS_DIR, galleryShots } from './scripts/gallery-shots-plugin.ts'
import { legalDocuments } from './scripts/legal-documents-plugin.ts'
import { precompress } from './scripts/precompress-plugin.ts'
import { prerender } from './scripts/prerender-plugin.ts'
import { routeFacts } from './scripts/route-facts-plugin.ts'
import { routeManifest } from './scripts/route-manifest-plugin.ts'
import { ROUTER_OPTIONS } from './scripts/route-tree.mjs'
import { widgetProps } from './scripts/widget-props-plugin.ts'
import { exampleCode } from './scripts/example-code-plugin.ts'
import { registry } from './scripts/registry.ts'
import { widgetGuidance } from './src/content/widget-guidance.ts'
import { withThemeScript } from './server/theme-script.ts'
import { apiRoutePattern, pagesCachePlugin } from './scripts/service-worker-routes.ts'

/** The content API's base, from the same setting the site reads (src/content/site.ts). */
function apiBaseUrl(mode: string): string {
  return loadEnv(mode, process.cwd(), 'VITE_').VITE_API_BASE_URL?.trim() || '/api/public/v2'
}

export default defineConfig(({ mode }) => ({
  plugins: [
    // Keywords and descriptions out of the browser's route tree; the search's keywords module.
    routeFacts(),
    tanstackRouter(ROUTER_OPTIONS),
    react(),
    tailwindcss(),
    // The theme before first paint, inline: no request stands between the HTML and its paint.
    { name: 'theme-script', transformIndexHtml: { order: 'pre', handler: withThemeScript } },
    // The app's scripts start once the page has painted (src/app-loader.ts, bundled by Vite):
    // the entry is a build input of its own, listed in the page for the loader.
    appLoader(),
    routeManifest(),
    faviconIco(),
    galleryShots(GALLERY_SHOTS_DIR),
    widgetProps(),
    // Each gallery example's code, coloured at build time (no highlighter in the browser).
    exampleCode(),
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
        // visited; illustrations, the widget gallery's examples, their code, props tables and screen reader
        // transcripts, and documents are cached when used.
        globPatterns: ['**/*.{js,css,html,svg,png,ico,webmanifest}'],
        globIgnores: [
          '**/routes.json',
          'prerendered/**',
          'images/**',
          'assets/*.examples-*.js',
          'assets/*.transcript-*.js',
          'assets/*.code-*.js',
          'assets/_virtual_widget-props-*.js',
          'assets/gallery-*.png',
          // Share cards are for link previews, not for the visitor.
          'assets/share/**',
        ],
        maximumFileSizeToCacheInBytes: 1024 * 1024,
        cleanupOutdatedCaches: true,
        // No navigation fallback (the plugin's default is the shell for every page): a page
        // comes from the server with its real status (below).
        navigateFallback: null,
        runtimeCaching: [
          {
            // Pages: the server's HTML first (prerendered or rendered, 404 included); when the
            // network is gone or slower than 3 s, the page as last seen, else the app's shell.
            // Not the server's own documents (the API, the sitemap, robots.txt, the feed).
            urlPattern: ({ request, url }) =>
              request.mode === 'navigate' &&
              !/^\/(?:api\/|sitemap\.xml$|robots\.txt$|blog\/feed\.xml$)/.test(url.pathname),
            handler: 'NetworkFirst',
            options: {
              cacheName: 'pages',
              networkTimeoutSeconds: 3,
              cacheableResponse: { statuses: [200] },
              expiration: { maxEntries: 60, maxAgeSeconds: 30 * 24 * 60 * 60 },
              plugins: [pagesCachePlugin],
            },
          },
          {
            // Content API reads (at the site's API base): the network first, the last answer
            // when it is slow or gone.
            urlPattern: apiRoutePattern(apiBaseUrl(mode)),
            handler: 'NetworkFirst',
            options: {
              cacheName: 'api-reads',
              networkTimeoutSeconds: 3,
              cacheableResponse: { statuses: [200] },
              expiration: { maxEntries: 300, maxAgeSeconds: 7 * 24 * 60 * 60 },
            },
          },
          {
            // The site search's words of each page (written after this worker's list is made, so
            // not precached): the copy kept from the last search at once, a fresh one fetched
            // beside it, so the search finds them offline too.
            urlPattern: ({ url }) => url.pathname === '/search-text.json',
            handler: 'StaleWhileRevalidate',
            options: {
              cacheName: 'search',
              cacheableResponse: { statuses: [200] },
              expiration: { maxEntries: 1 },
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
            urlPattern: apiRoutePattern(apiBaseUrl(mode), 'filehandler/'),
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
    // The widget library as a shadcn registry in /r/ (scripts/registry.ts), before the copies.
    registry((name) => widgetGuidance[name]?.use[0]),
    // Last: compresses what the plugins above wrote (prerendered pages, the service worker).
    precompress(),
  ],
  resolve: {
    alias: [
      // TanStack Store asks for the shim of useSyncExternalStore, for React before 18; React 19 has
      // the hook, and the package's plain entry uses it. 0.25 KB gzip out of every first load.
      {
        find: /^use-sync-external-store\/shim\/with-selector(\.js)?$/,
        replacement: 'use-sync-external-store/with-selector.js',
      },
    ],
  },
  build: {
    target: 'es2022',
    sourcemap: false,
    modulePreload: {
      // Every browser the es2022 target reaches but Safari 16 knows <link rel="modulepreload">;
      // the polyfill (0.7 KB gzip in the first load) would only speed up chunk loading there.
      polyfill: false,
      // A lazy chunk's JS imports are not announced by adding a <link rel="modulepreload"> to the
      // head for each one as it is asked for: on a phone's CPU (4x slower) the ~25 links a route
      // chunk brings cost a long task while the page hydrates (TBT on /services/eft 313 -> 168 ms,
      // median of 5). The browser fetches them together once the chunk arrives, one round trip
      // later; links preload a page's code on hover or focus (the router's intent preloading),
      // which hides that trip. Its CSS is still added this way (nothing else loads it), and the
      // entry's own imports are still preloaded (the app loader).
      resolveDependencies: (_file, dependencies, { hostType }) =>
        hostType === 'js' ? dependencies.filter((file) => file.endsWith('.css')) : dependencies,
    },
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // React DOM's client (hydration, rendering) in a chunk of its own, first, so that it
            // evaluates in a task of its own (the app loader runs each first-load chunk in turn):
            // with the rest of the framework it made one long task on a phone's CPU.
            {
              name: 'react-dom',
              test: /node_modules[\\/](react-dom[\\/]cjs[\\/]react-dom-client\.|scheduler[\\/])/,
            },
            {
              name: 'framework',
              test: /node_modules[\\/](react|react-dom|scheduler|@tanstack[\\/](react-router|router-core|history|store|react-store)|tiny-invariant|tiny-warning|cookie-es|seroval|seroval-plugins)[\\/]/,
            },
            {
              // Class merging, which every widget uses and the entry does not: it loads with the
              // header and the page, not before the first paint's code.
              name: 'class-names',
              test: /node_modules[\\/](clsx|tailwind-merge|class-variance-authority)[\\/]/,
            },
          ],
        },
      },
    },
  },
}))
