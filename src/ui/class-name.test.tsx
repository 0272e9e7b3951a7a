import { render } from '@testing-library/react'
import { beforeAll, describe, expect, it } from 'vitest'
import { Accordion } from './accordion'
import { AfricaMap } from './africa-map'
import { Checkbox, CheckboxGroup } from './checkbox'
import { DatePicker } from './date-picker'
import { DropdownSelect } from './dropdown-select'
import { FormField } from './form-field'
import { Input } from './input'
import { LineChart } from './line-chart'
import { OptionPicker } from './option-picker'
import { Pager } from './pager'
import { RadioGroup, RadioGroupItem } from './radio-group'
import { SouthAfricaMap } from './south-africa-map'
import { Spinner } from './spinner'
import { Switch } from './switch'
import { Textarea } from './textarea'
import { ToggleSwitch } from './toggle-switch'

beforeAll(() => {
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
})

const ROOT = 'consumer-root-class'
const options = [
  { value: 'eft', label: 'EFT' },
  { value: 'card', label: 'Card' },
]

/**
 * The library's one rule for `className` (DESIGN.md, widget conventions): it lands on the widget's
 * outermost element, so a consumer can place and size the whole widget, label and hint included.
 */
const widgets: [string, React.ReactElement][] = [
  ['Input', <Input key="input" aria-label="Name" className={ROOT} />],
  ['Input, password', <Input key="pw" type="password" aria-label="Password" className={ROOT} />],
  ['Input, price', <Input key="price" type="price" aria-label="Amount" className={ROOT} />],
  ['Textarea', <Textarea key="ta" aria-label="Message" className={ROOT} />],
  [
    'Textarea with a counter',
    <Textarea key="tac" aria-label="Message" maxChars={100} className={ROOT} />,
  ],
  ['Switch', <Switch key="sw" label="Email me" className={ROOT} />],
  ['Checkbox', <Checkbox key="cb" title="I agree" className={ROOT} />],
  [
    'CheckboxGroup',
    <CheckboxGroup key="cbg" name="services" label="Services" className={ROOT}>
      <Checkbox title="EFT" value="eft" />
    </CheckboxGroup>,
  ],
  [
    'RadioGroup',
    <RadioGroup key="rg" label="Service" className={ROOT}>
      <RadioGroupItem value="eft" label="EFT" />
    </RadioGroup>,
  ],
  ['OptionPicker', <OptionPicker key="op" label="Range" options={options} className={ROOT} />],
  ['ToggleSwitch', <ToggleSwitch key="ts" label="View" options={options} className={ROOT} />],
  ['DatePicker', <DatePicker key="dp" label="Event date" className={ROOT} />],
  [
    'DropdownSelect',
    <DropdownSelect key="ds" label="Service" options={options} className={ROOT} />,
  ],
  [
    'FormField',
    <FormField key="ff" label="Name" className={ROOT}>
      <Input />
    </FormField>,
  ],
  ['Pager', <Pager key="pg" page={0} pageCount={5} onPageChange={() => {}} className={ROOT} />],
  [
    'Accordion',
    <Accordion key="ac" steps={[{ stepTitle: 'Apply', value: 'apply' }]} className={ROOT} />,
  ],
  [
    'LineChart',
    <LineChart
      key="lc"
      title="Index"
      labels={['Jan', 'Feb']}
      series={[{ name: 'Index', values: [1, 2] }]}
      className={ROOT}
    />,
  ],
  ['AfricaMap', <AfricaMap key="am" className={ROOT} />],
  ['SouthAfricaMap', <SouthAfricaMap key="sam" className={ROOT} />],
  ['Spinner', <Spinner key="sp" label="Loading" className={ROOT} />],
]

describe('className lands on the widget’s root', () => {
  it.each(widgets)('%s', (_name, element) => {
    const { container } = render(element)
    expect(container.querySelectorAll(`.${ROOT}`)).toHaveLength(1)
    expect(container.firstElementChild).toHaveClass(ROOT)
  })
})
