import { useState } from 'react'
import { Checkbox, CheckboxGroup } from './checkbox'
import type { WidgetExamples } from './examples'
import { controlledExample } from './controlled-example'

function SharedSelectionDemo() {
  const [services, setServices] = useState<string[]>(['eft'])
  return (
    <div className="flex flex-col gap-3">
      <CheckboxGroup
        name="services"
        label="Services you are interested in"
        value={services}
        onValueChange={setServices}
      >
        <Checkbox value="eft" title="EFT credits and debits" />
        <Checkbox value="debicheck" title="DebiCheck mandates" />
        <Checkbox value="card" title="Card switching" />
        <Checkbox value="real-time" title="Real-time clearing" />
      </CheckboxGroup>
      <p className="text-muted text-sm" aria-live="polite">
        Selected: {services.length > 0 ? services.join(', ') : 'none'}
      </p>
    </div>
  )
}

export default {
  widget: 'Checkbox',
  examples: [
    {
      name: 'Default',
      description: 'Click it, or focus it and press Space or Enter.',
      render: () => <Checkbox title="Send me the monthly payments newsletter" />,
    },
    {
      name: 'Checked',
      render: () => <Checkbox title="I accept the terms of use" defaultChecked />,
    },
    {
      name: 'Disabled',
      render: () => (
        <div className="flex flex-col gap-2">
          <Checkbox title="Card switching (not available in your region)" disabled />
          <Checkbox title="EFT credits (always included)" disabled defaultChecked />
        </div>
      ),
    },
    {
      name: 'Group sharing one selection',
      description: 'Checkboxes with the same name share one list of selected values.',
      render: () => <SharedSelectionDemo />,
    },
    {
      name: 'Group with a disabled option',
      render: () => (
        <CheckboxGroup name="reports" label="Reports to receive" defaultValue={['monthly-volumes']}>
          <Checkbox value="monthly-volumes" title="Monthly transaction volumes" />
          <Checkbox value="economic-indices" title="Economic transaction indices" />
          <Checkbox value="annual-report" title="Annual business report" disabled />
        </CheckboxGroup>
      ),
    },
    {
      name: 'Disabled group',
      render: () => (
        <CheckboxGroup
          name="regions"
          label="Regions (locked for this account)"
          defaultValue={['gauteng']}
          disabled
        >
          <Checkbox value="gauteng" title="Gauteng" />
          <Checkbox value="western-cape" title="Western Cape" />
        </CheckboxGroup>
      ),
    },
    controlledExample<string[]>({
      widget: 'checkbox group',
      initial: ['eft', 'debicheck'],
      format: (values) => values.join(', '),
      render: (value, setValue) => (
        <CheckboxGroup
          name="controlled-services"
          label="Services to report on"
          value={value}
          onValueChange={setValue}
        >
          <Checkbox value="eft" title="EFT credits and debits" />
          <Checkbox value="debicheck" title="DebiCheck mandates" />
          <Checkbox value="card" title="Card switching" />
        </CheckboxGroup>
      ),
    }),
  ],
} satisfies WidgetExamples
