import { useState } from 'react'
import type { WidgetExamples } from './examples'
import { Pager } from './pager'

function PagerDemo({
  initialPage = 0,
  pageCount,
  label,
  hrefFor,
}: {
  initialPage?: number
  pageCount: number
  label: string
  hrefFor?: (page: number) => string
}) {
  const [page, setPage] = useState(initialPage)
  return (
    <div className="flex flex-col gap-2">
      <Pager
        page={page}
        pageCount={pageCount}
        onPageChange={setPage}
        label={label}
        hrefFor={hrefFor}
      />
      <p className="text-muted text-sm">
        Showing page {page + 1} of {pageCount} (demo)
      </p>
    </div>
  )
}

export default {
  widget: 'Pager',
  examples: [
    {
      name: 'Few pages, all shown',
      description: 'Up to 5 pages are shown in full; previous is disabled on the first page.',
      render: () => <PagerDemo pageCount={4} label="Blog articles pages" />,
    },
    {
      name: 'Many pages, in the middle',
      description:
        'Gaps stand for skipped pages; first and last stay. At 350 px or less fewer links show.',
      render: () => <PagerDemo pageCount={24} initialPage={11} label="Bank branches pages" />,
    },
    {
      name: 'Many pages, on the last',
      description: 'Next is disabled on the last page.',
      render: () => <PagerDemo pageCount={12} initialPage={11} label="Documents pages" />,
    },
    {
      name: 'Pages as links',
      description:
        'With hrefFor each page is a link (it works without JavaScript); a click still changes page in place.',
      render: () => (
        <PagerDemo
          pageCount={8}
          initialPage={2}
          label="Linked pages"
          hrefFor={(page) => `?page=${page + 1}`}
        />
      ),
    },
  ],
} satisfies WidgetExamples
