import { clsx, type ClassValue } from 'clsx'
import { twMerge } from 'tailwind-merge'

export function cn(...inputs: ClassValue[]): string {
  return twMerge(clsx(inputs))
}

/**
 * Builds tailwind-merge's class map, as its first call does: ~70 ms of a phone's main thread
 * (Lighthouse's 4× slowed CPU). `main.tsx` calls it in a task of its own before hydrating a
 * prerendered page, so that the cost never lengthens a task that is long already.
 */
export function prepareClassMerge(): void {
  twMerge('')
}
