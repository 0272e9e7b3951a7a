/* global window, document, localStorage */
// Applied before first paint so the page never flashes the wrong theme. A file rather than an
// inline script so the Content-Security-Policy can stay script-src 'self'.
;(function () {
  var theme
  try {
    theme = localStorage.getItem('theme')
  } catch {
    // Storage blocked: fall back to the system preference.
  }
  if (theme !== 'light' && theme !== 'dark') {
    theme = window.matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light'
  }
  document.documentElement.classList.toggle('dark', theme === 'dark')
  // The theme is now JavaScript's: the stylesheet's no-script fallback to the system scheme stops.
  document.documentElement.setAttribute('data-theme', theme)
  document
    .querySelector('meta[name="theme-color"]')
    .setAttribute('content', theme === 'dark' ? '#1d1a60' : '#ffffff')
})()
