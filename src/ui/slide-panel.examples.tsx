import { useState } from 'react'
import { Button } from './button'
import type { WidgetExamples } from './examples'
import { SlidePanel } from './slide-panel'

function SlidePanelDemo() {
  const [open, setOpen] = useState(false)
  return (
    <>
      <Button variant="primary" onClick={() => setOpen(true)}>
        Read the EFT processing rules
      </Button>
      <SlidePanel
        title="EFT processing rules"
        path="?panel=eft-rules"
        open={open}
        onOpenChange={setOpen}
      >
        <div className="flex max-w-[70ch] flex-col gap-3">
          <p>
            Electronic funds transfers are cleared in batches through the day. Files submitted
            before each cut-off are settled in that cycle; later files move to the next one.
          </p>
          <p>
            Same-day value payments must reach us before the final cut-off of the business day.
            Payments dated for a weekend or public holiday settle on the next business day.
          </p>
        </div>
      </SlidePanel>
    </>
  )
}

export default {
  widget: 'Slide panel',
  examples: [
    {
      name: 'Default',
      description:
        'Slides in from the right and adds ?panel=eft-rules to the address; Back, Escape or the close button close it and restore the address.',
      render: () => <SlidePanelDemo />,
    },
  ],
} satisfies WidgetExamples
