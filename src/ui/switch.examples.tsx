import type { WidgetExamples } from './examples'
import { Switch } from './switch'
import { controlledExample } from './controlled-example'

export default {
  widget: 'Switch',
  examples: [
    {
      name: 'Off',
      description: 'Click it or its label, or focus it and press Space or Enter.',
      render: () => <Switch label="Email me about scheduled maintenance" />,
    },
    {
      name: 'On',
      render: () => <Switch label="Show amounts in rand" defaultChecked />,
    },
    {
      name: 'With a hint',
      render: () => (
        <Switch
          label="Outage alerts"
          description="We email you when a payment stream is down or delayed."
        />
      ),
    },
    {
      name: 'Disabled',
      render: () => (
        <div className="flex flex-col gap-3">
          <Switch label="Fax remittance advice (no longer offered)" disabled />
          <Switch label="Essential service notices (always on)" disabled defaultChecked />
        </div>
      ),
    },
    controlledExample<boolean>({
      widget: 'switch',
      initial: true,
      format: (on) => (on ? 'on' : 'off'),
      render: (value, setValue) => (
        <Switch label="Show amounts in rand" checked={value} onCheckedChange={setValue} />
      ),
    }),
  ],
} satisfies WidgetExamples
