// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { parts, renderIndex, slug } from './screenshots.ts'

describe('screenshots', () => {
  it('names a file after the path', () => {
    expect(slug('/')).toBe('home')
    expect(slug('/services/eft')).toBe('services-eft')
    expect(slug('/data-insights/indices/economic-index')).toBe(
      'data-insights-indices-economic-index',
    )
    expect(slug('/blog/post/debicheck-explained?x=1')).toBe('blog-post-debicheck-explained')
  })

  it('cuts a page into parts of the given height, the last one shorter', () => {
    expect(parts(3000, 1624)).toEqual([
      { y: 0, height: 1624 },
      { y: 1624, height: 1376 },
    ])
    expect(parts(1624, 1624)).toEqual([{ y: 0, height: 1624 }])
  })

  it('shows each page in each view, in the order of the views, with its parts in order', () => {
    const html = renderIndex(
      [
        {
          path: '/',
          view: '375-light',
          files: ['home--375-light-01.png', 'home--375-light-02.png'],
        },
        { path: '/', view: '1280-dark', files: ['home--1280-dark-01.png'] },
      ],
      ['1280-dark', '375-light'],
    )
    expect(html).toContain('<h2>/</h2>')
    expect(html.indexOf('<figcaption>1280-dark')).toBeLessThan(
      html.indexOf('<figcaption>375-light'),
    )
    expect(html.indexOf('home--375-light-01.png')).toBeLessThan(
      html.indexOf('home--375-light-02.png'),
    )
  })

  it('escapes a path in the index', () => {
    const html = renderIndex([{ path: '/<b>', view: '375-light', files: [] }], ['375-light'])
    expect(html).toContain('<h2>/&lt;b&gt;</h2>')
  })
})
