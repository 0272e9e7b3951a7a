import type { Config } from 'tailwindcss'

/**
 * Theme tokens. Colours are CSS variables defined per theme in `src/styles/theme.css`, so one
 * utility (`bg-surface`, `text-fg`) serves light and dark. Breakpoints are the spec's.
 */
export default {
  content: ['./index.html', './src/**/*.{ts,tsx}'],
  theme: {
    screens: {
      xxs: '350px',
      xs: '480px',
      search: '500px',
      sm: '550px',
      md: '767px',
      // 880 px at the default text size; in em so that larger text (a browser's text size setting,
      // text-only zoom) brings the menu button before the desktop menu runs out of room.
      nav: '55em',
      modal: '900px',
      lg: '990px',
      xl: '1140px',
    },
    extend: {
      colors: {
        bg: 'var(--color-bg)',
        fg: 'var(--color-fg)',
        muted: 'var(--color-muted)',
        surface: 'var(--color-surface)',
        'surface-raised': 'var(--color-surface-raised)',
        border: 'var(--color-border)',
        primary: 'var(--color-primary)',
        'primary-fg': 'var(--color-primary-fg)',
        accent: 'var(--color-accent)',
        'accent-fg': 'var(--color-accent-fg)',
        link: 'var(--color-link)',
        focus: 'var(--color-focus)',
        danger: 'var(--color-danger)',
        brand: '#1d1a60',
      },
      fontFamily: {
        sans: [
          'system-ui',
          '-apple-system',
          '"Segoe UI"',
          'Roboto',
          '"Helvetica Neue"',
          'Arial',
          'sans-serif',
        ],
      },
      maxWidth: {
        page: '1140px',
      },
      height: {
        'mobile-menu-header': '80px',
      },
    },
  },
} satisfies Config
