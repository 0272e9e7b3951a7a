import { useEffect, useRef, useState } from 'react'
import { Button } from './button'
import type { WidgetExamples } from './examples'

function LoadingDemo() {
  const [loading, setLoading] = useState(false)
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined)
  useEffect(() => () => clearTimeout(timer.current), [])
  return (
    <Button
      variant="primary"
      loading={loading}
      onClick={() => {
        setLoading(true)
        timer.current = setTimeout(() => setLoading(false), 3000)
      }}
    >
      Send message
    </Button>
  )
}

export default {
  widget: 'Button',
  examples: [
    {
      name: 'Default',
      description: 'No colour (the spec default). Press it to see the ripple.',
      render: () => <Button>Read more</Button>,
    },
    {
      name: 'Primary',
      render: () => <Button variant="primary">Contact us</Button>,
    },
    {
      name: 'Secondary',
      render: () => <Button variant="secondary">Download the PCI DSS certificate</Button>,
    },
    {
      name: 'Elevation levels 1 to 5',
      render: () => (
        <div className="flex flex-wrap gap-4">
          {([1, 2, 3, 4, 5] as const).map((level) => (
            <Button key={level} variant="primary" elevation={level}>
              {`Elevation ${level}`}
            </Button>
          ))}
        </div>
      ),
    },
    {
      name: 'Sizes',
      description: 'Small (at least 32 px), default (at least 44 px) and large.',
      render: () => (
        <div className="flex flex-wrap items-center gap-4">
          <Button size="sm" variant="primary">
            Filter
          </Button>
          <Button variant="primary">Search branches</Button>
          <Button size="lg" variant="primary">
            Join our team
          </Button>
        </div>
      ),
    },
    {
      name: 'Loading',
      description:
        'The label keeps the width and stays the accessible name; aria-busy is set and clicks are ignored. The button stays focusable.',
      render: () => (
        <Button variant="primary" loading>
          Send message
        </Button>
      ),
    },
    {
      name: 'Loading on click',
      description: 'Press it: it loads for three seconds.',
      render: () => <LoadingDemo />,
    },
    {
      name: 'Disabled',
      render: () => (
        <Button variant="primary" disabled>
          Submit application
        </Button>
      ),
    },
    {
      name: 'Link styled as a button',
      description: 'Still a link to assistive technology, with the button look and ripple.',
      render: () => (
        <Button asChild variant="secondary">
          <a href="/contact-us">Get in touch</a>
        </Button>
      ),
    },
  ],
} satisfies WidgetExamples
