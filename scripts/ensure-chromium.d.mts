export declare const DEBIAN_CHROMIUM: string
export declare function findChromium(env?: Record<string, string | undefined>): string | undefined
export declare function ensureChromium(): string
