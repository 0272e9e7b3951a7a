/**
 * npm run icons — renders the app icons of the web manifest from the logo mark in Debian's
 * Chromium: public/icons/icon-192.png and icon-512.png (the mark with rounded corners) and
 * maskable-512.png (the mark inside the safe zone on a full-bleed square). Run it after changing
 * public/favicon.svg and commit the PNGs.
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { chromium } from '@playwright/test'
import { chromiumArgs, chromiumPath } from './chromium-path.ts'

const root = fileURLToPath(new URL('..', import.meta.url))
const mark = readFileSync(join(root, 'public', 'favicon.svg'), 'utf8')
const markUri = `data:image/svg+xml;base64,${Buffer.from(mark).toString('base64')}`

const icons = [
  { file: 'icon-192.png', size: 192, inset: 0, background: 'transparent' },
  { file: 'icon-512.png', size: 512, inset: 0, background: 'transparent' },
  // Maskable icons keep what matters within the middle 80% (the safe zone).
  { file: 'maskable-512.png', size: 512, inset: 0.12, background: '#1d1a60' },
]

const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs })
try {
  for (const icon of icons) {
    const page = await browser.newPage({ viewport: { width: icon.size, height: icon.size } })
    const pad = Math.round(icon.size * icon.inset)
    await page.setContent(
      `<html><body style="margin:0;background:${icon.background}"><img src="${markUri}" style="display:block;margin:${pad}px;width:${icon.size - 2 * pad}px;height:${icon.size - 2 * pad}px"></body></html>`,
    )
    await page.screenshot({
      path: join(root, 'public', 'icons', icon.file),
      omitBackground: icon.background === 'transparent',
    })
    await page.close()
  }
} finally {
  await browser.close()
}
console.log(`Wrote ${icons.map((icon) => icon.file).join(', ')} to public/icons/`)
