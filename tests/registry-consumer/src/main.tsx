/**
 * A small app of another team: it has none of the site's code but what the shadcn CLI installed
 * from the site's registry (src/ui/, src/lib/ and the theme in src/index.css, which the test
 * adds to a fresh copy of this folder). It uses three of the widgets as any page would.
 */
import { StrictMode, useState } from 'react'
import { createRoot } from 'react-dom/client'
import { BottomSheet, BottomSheetContent, BottomSheetTrigger } from './ui/bottom-sheet'
import { DatePicker } from './ui/date-picker'
import { DropdownSelect } from './ui/dropdown-select'
import './index.css'

const PROVINCES = [
  { value: 'gauteng', label: 'Gauteng' },
  { value: 'kwazulu-natal', label: 'KwaZulu-Natal' },
  { value: 'western-cape', label: 'Western Cape' },
]

function App() {
  const [province, setProvince] = useState<string | null>(null)
  return (
    <main className="bg-bg text-fg mx-auto flex min-h-screen max-w-xl flex-col gap-6 p-6">
      <h1 className="text-2xl font-bold">Branch visit</h1>
      <DropdownSelect
        label="Province"
        placeholder="Choose a province"
        options={PROVINCES}
        value={province}
        onValueChange={setProvince}
      />
      <p data-testid="chosen">{`Province: ${province ?? 'none'}`}</p>
      <DatePicker label="Visit date" />
      <BottomSheet>
        <BottomSheetTrigger className="border-border min-h-11 rounded-md border px-4">
          Show opening hours
        </BottomSheetTrigger>
        <BottomSheetContent title="Opening hours" description="Weekdays 08:30 to 16:30.">
          <p>Saturdays 09:00 to 12:00.</p>
        </BottomSheetContent>
      </BottomSheet>
    </main>
  )
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
)
