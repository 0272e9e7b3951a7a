// @vitest-environment node
import { describe, expectTypeOf, it } from 'vitest'
import type { z } from 'zod'
import type * as Client from '../src/api/types.ts'
import type * as Blogs from './routes/blogs/schemas.ts'
import type * as Branches from './routes/branches/schemas.ts'
import type * as Certificates from './routes/certificates/schemas.ts'
import type * as Notifications from './routes/notifications/schemas.ts'
import type { seriesResponse } from './routes/indices/indices.ts'

/** The website's hand-written answer types must stay interchangeable with what the server's schemas produce. */
describe('the client types match the API schemas', () => {
  it('for notifications, blogs, documents, branches and indices', () => {
    expectTypeOf<Client.Notification>().toExtend<Notifications.NotificationAnswer>()
    expectTypeOf<Notifications.NotificationAnswer>().toExtend<Client.Notification>()
    expectTypeOf<Client.BlogLanding>().toExtend<z.infer<typeof Blogs.landingResponse>>()
    expectTypeOf<z.infer<typeof Blogs.landingResponse>>().toExtend<Client.BlogLanding>()
    expectTypeOf<Client.Article>().toExtend<z.infer<typeof Blogs.postResponse>>()
    expectTypeOf<z.infer<typeof Blogs.postResponse>>().toExtend<Client.Article>()
    expectTypeOf<Client.BlogSearchHit[]>().toExtend<z.infer<typeof Blogs.searchResponse>>()
    expectTypeOf<z.infer<typeof Blogs.searchResponse>>().toExtend<Client.BlogSearchHit[]>()
    expectTypeOf<Client.BlogCategorySummary[]>().toExtend<
      z.infer<typeof Blogs.categoriesResponse>
    >()
    expectTypeOf<z.infer<typeof Blogs.categoriesResponse>>().toExtend<
      Client.BlogCategorySummary[]
    >()
    expectTypeOf<Client.BlogTagSummary[]>().toExtend<z.infer<typeof Blogs.tagsResponse>>()
    expectTypeOf<z.infer<typeof Blogs.tagsResponse>>().toExtend<Client.BlogTagSummary[]>()
    expectTypeOf<Client.Certificate[]>().toEqualTypeOf<
      z.infer<typeof Certificates.certificatesResponse>
    >()
    expectTypeOf<Client.BranchesAnswer>().toExtend<z.infer<typeof Branches.branchesResponse>>()
    expectTypeOf<z.infer<typeof Branches.branchesResponse>>().toExtend<Client.BranchesAnswer>()
    expectTypeOf<Client.IndexSeries>().toExtend<z.infer<typeof seriesResponse>>()
    expectTypeOf<z.infer<typeof seriesResponse>>().toExtend<Client.IndexSeries>()
  })
})
