/** A share card's size in pixels: what link previews ask for (`og:image`, 1.91:1). */
export const SHARE_CARD = { width: 1200, height: 630 } as const
