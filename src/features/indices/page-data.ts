import { indexPages } from '../../content/insights'
import type { PageDataLoader } from '../page-data/loaders'
import { indexSeriesQuery } from './queries'

/**
 * An index page's series, by the page's key in `indexPages` (the route names its page, not the
 * series: the page's copy stays out of the route tree, which is in every first load).
 */
export const indexSeriesData =
  (page: keyof typeof indexPages): PageDataLoader =>
  (data) =>
    data.get(indexSeriesQuery(indexPages[page].seriesId))
