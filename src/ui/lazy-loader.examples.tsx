import { useEffect, useRef, useState } from 'react'
import type { WidgetExamples } from './examples'
import { LazyLoader } from './lazy-loader'

type DemoBranch = { name: string; city: string; province: string }

const demoBranches: DemoBranch[] = [
  { name: 'Sandton City', city: 'Johannesburg', province: 'Gauteng' },
  { name: 'Menlyn Maine', city: 'Pretoria', province: 'Gauteng' },
  { name: 'Canal Walk', city: 'Cape Town', province: 'Western Cape' },
  { name: 'Gateway', city: 'Umhlanga', province: 'KwaZulu-Natal' },
  { name: 'Mall of the North', city: 'Polokwane', province: 'Limpopo' },
  { name: 'Riverside Mall', city: 'Mbombela', province: 'Mpumalanga' },
  { name: 'Hemingways', city: 'East London', province: 'Eastern Cape' },
  { name: 'Mimosa Mall', city: 'Bloemfontein', province: 'Free State' },
  { name: 'Mahikeng Mall', city: 'Mahikeng', province: 'North West' },
  { name: 'Diamond Pavilion', city: 'Kimberley', province: 'Northern Cape' },
  { name: 'Greenacres', city: 'Gqeberha', province: 'Eastern Cape' },
  { name: 'Liberty Midlands', city: 'Pietermaritzburg', province: 'KwaZulu-Natal' },
]

const PAGE_SIZE = 4
const DEMO_DELAY_MS = 900

function BranchRows({ branches }: { branches: readonly DemoBranch[] }) {
  return (
    <ul className="divide-border border-border m-0 list-none divide-y rounded-md border p-0">
      {branches.map((branch) => (
        <li key={branch.name} className="flex flex-col px-4 py-2">
          <span className="font-semibold">{branch.name}</span>
          <span className="text-muted text-sm">
            {branch.city}, {branch.province}
          </span>
        </li>
      ))}
    </ul>
  )
}

function DemoBranchList() {
  const [count, setCount] = useState(PAGE_SIZE)
  const [loading, setLoading] = useState(false)
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined)
  useEffect(() => () => clearTimeout(timer.current), [])

  function loadMore() {
    setLoading(true)
    timer.current = setTimeout(() => {
      setCount((current) => Math.min(current + PAGE_SIZE, demoBranches.length))
      setLoading(false)
    }, DEMO_DELAY_MS)
  }

  return (
    <div className="flex flex-col gap-2">
      <p className="text-muted m-0 text-sm">Illustrative branches, not a real directory.</p>
      <LazyLoader
        itemCount={count}
        itemsName="branches"
        loading={loading}
        complete={count >= demoBranches.length}
        endMessage="That is every branch in this demo."
        onLoadMore={loadMore}
      >
        <BranchRows branches={demoBranches.slice(0, count)} />
      </LazyLoader>
    </div>
  )
}

export default {
  widget: 'Lazy loader',
  examples: [
    {
      name: 'Loads on scroll or with the button',
      description:
        'More branches load when the bottom comes within 100 px of the screen, or with "Load more"; new ones are announced.',
      render: () => <DemoBranchList />,
    },
    {
      name: 'Loading',
      render: () => (
        <LazyLoader itemsName="branches" loading onLoadMore={() => {}}>
          <BranchRows branches={demoBranches.slice(0, 2)} />
        </LazyLoader>
      ),
    },
    {
      name: 'All loaded',
      render: () => (
        <LazyLoader itemsName="branches" complete onLoadMore={() => {}}>
          <BranchRows branches={demoBranches.slice(0, 3)} />
        </LazyLoader>
      ),
    },
  ],
} satisfies WidgetExamples
