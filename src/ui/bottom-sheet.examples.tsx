import type { WidgetExamples } from './examples'
import { BottomSheet, BottomSheetContent, BottomSheetTrigger } from './bottom-sheet'

const triggerClass =
  'border-border text-fg hover:bg-surface inline-flex min-h-11 items-center rounded-md border px-5 font-semibold'

export default {
  widget: 'Bottom sheet',
  examples: [
    {
      name: 'Branch details',
      description:
        'Slides up; close it with Close, Escape, the backdrop, or a drag down of more than 100 px.',
      render: () => (
        <BottomSheet>
          <BottomSheetTrigger className={triggerClass}>Show branch details</BottomSheetTrigger>
          <BottomSheetContent
            title="Sandton City branch"
            description="Open weekdays 08:30 to 16:30, Saturdays 09:00 to 12:00."
          >
            <p>Shop L42, Sandton City, Rivonia Road, Sandhurst, Johannesburg, 2196.</p>
            <p className="mt-2">Universal branch code: 250655.</p>
          </BottomSheetContent>
        </BottomSheet>
      ),
    },
    {
      name: 'Short sheet',
      description: 'Under 150 px tall, a drag of half its height closes it.',
      render: () => (
        <BottomSheet>
          <BottomSheetTrigger className={triggerClass}>Show cut-off time</BottomSheetTrigger>
          <BottomSheetContent title="Same-day EFT cut-off">
            <p>15:30 on business days.</p>
          </BottomSheetContent>
        </BottomSheet>
      ),
    },
  ],
} satisfies WidgetExamples
