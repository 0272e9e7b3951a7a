import type { PageDataLoader } from '../../api/route-data'
import { indexSeriesQuery } from './queries'

/** An index page's series. */
export const indexSeriesData =
  (seriesId: string): PageDataLoader =>
  (data) =>
    data.get(indexSeriesQuery(seriesId))
