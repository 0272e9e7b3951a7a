import { Spinner } from '../../ui/spinner'

/** What the latest articles show while they load (and, on the home page, before they are near). */
export function LatestArticlesLoading() {
  return (
    <div className="flex min-h-80 items-center justify-center">
      <Spinner label="Loading the latest articles" showLabel />
    </div>
  )
}
