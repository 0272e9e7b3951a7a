import { useState } from 'react'
import type { WidgetExamples } from './examples'
import { LoadError } from './load-error'

function RetryDemo() {
  const [retrying, setRetrying] = useState(false)
  return (
    <LoadError
      title="We could not load the bank branches"
      message="We could not reach our servers. Check your connection and try again."
      headingLevel={4}
      retrying={retrying}
      onRetry={() => {
        setRetrying(true)
        setTimeout(() => setRetrying(false), 1500)
      }}
    />
  )
}

export default {
  widget: 'Load error',
  examples: [
    {
      name: 'With a retry button',
      description: 'What a part of a page shows when the API does not answer.',
      render: () => <RetryDemo />,
    },
    {
      name: 'Retrying',
      render: () => (
        <LoadError
          title="We could not load the economic indices"
          message="Our servers had a problem answering. Try again in a moment."
          retrying
          onRetry={() => undefined}
          headingLevel={4}
        />
      ),
    },
    {
      name: 'Without a retry',
      description: 'For a request that trying again cannot fix.',
      render: () => (
        <LoadError
          title="This article is no longer available"
          message="We could not find what you asked for."
          headingLevel={4}
        />
      ),
    },
  ],
} satisfies WidgetExamples
