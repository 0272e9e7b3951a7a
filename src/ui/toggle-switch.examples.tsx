import type { WidgetExamples } from './examples'
import { ToggleSwitch, type ToggleOption } from './toggle-switch'
import { controlledExample } from './controlled-example'

const views: ToggleOption[] = [
  { value: 'volumes', label: 'Transaction volumes' },
  { value: 'values', label: 'Transaction values' },
]

const audiences: ToggleOption[] = [
  { value: 'banks', label: 'Banks' },
  { value: 'businesses', label: 'Businesses' },
  { value: 'consumers', label: 'Consumers' },
]

export default {
  widget: 'Toggle switch',
  examples: [
    {
      name: 'Light theme (default)',
      description:
        'Items are 246 px wide and shrink on narrow screens. Arrow keys move focus; Space or Enter chooses.',
      render: () => <ToggleSwitch label="Chart measure" options={views} defaultValue="volumes" />,
    },
    {
      name: 'Dark theme',
      render: () => (
        <ToggleSwitch label="Chart measure" options={views} defaultValue="values" theme="dark" />
      ),
    },
    {
      name: 'Notch theme',
      description: 'Options may carry an id (spec: value, optional id); these do.',
      render: () => (
        <ToggleSwitch
          label="Solutions for"
          options={audiences.map((option) => ({ ...option, id: `solutions-${option.value}` }))}
          defaultValue="banks"
          theme="notch"
        />
      ),
    },
    {
      name: 'Bordered theme',
      render: () => (
        <ToggleSwitch
          label="Solutions for"
          options={audiences}
          defaultValue="businesses"
          theme="bordered"
        />
      ),
    },
    controlledExample<string>({
      widget: 'toggle switch',
      initial: 'volumes',
      render: (value, setValue) => (
        <ToggleSwitch
          label="Chart measure"
          options={views}
          value={value}
          onValueChange={setValue}
        />
      ),
    }),
    {
      name: 'Disabled option',
      render: () => (
        <ToggleSwitch
          label="Solutions for"
          options={audiences.map((option) => ({
            ...option,
            disabled: option.value === 'consumers',
          }))}
          defaultValue="banks"
        />
      ),
    },
    {
      name: 'Disabled',
      render: () => (
        <ToggleSwitch label="Chart measure" options={views} defaultValue="volumes" disabled />
      ),
    },
  ],
} satisfies WidgetExamples
