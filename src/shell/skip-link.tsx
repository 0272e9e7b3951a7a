export function SkipLink() {
  return (
    <a
      href="#main"
      className="bg-bg text-fg sr-only z-[100] rounded px-4 py-2 font-semibold shadow focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
    >
      Skip to main content
    </a>
  )
}
