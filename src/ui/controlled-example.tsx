import { useState } from 'react'
import { Button } from './button'
import type { WidgetExample } from './examples'

export interface ControlledExampleOptions<T> {
  /** The widget's name in lower case, as in a sentence: "dropdown select". */
  widget: string
  /** The value the page starts with; `null` for nothing chosen. */
  initial: T | null
  /** The value as the "Value:" line shows it; '' reads "(none)". Defaults to `String`. */
  format?: (value: T) => string
  /** The widget, controlled by the page: its value, and the setter for its `onValueChange`. */
  render: (value: T | null, setValue: (value: T | null) => void) => React.ReactNode
}

/** The line under a controlled example: what the page holds, "(none)" when nothing. */
export function valueText<T>(value: T | null, format: (value: T) => string = String): string {
  const text = value === null ? '' : format(value)
  return text === '' ? '(none)' : text
}

function ControlledExample<T>({ initial, format, render }: ControlledExampleOptions<T>) {
  const [value, setValue] = useState<T | null>(initial)
  return (
    <div data-slot="controlled-example" className="flex flex-col gap-4">
      {render(value, setValue)}
      <div className="flex flex-wrap items-center gap-3">
        <Button size="sm" onClick={() => setValue(null)}>
          Clear
        </Button>
        {/* A polite status: a screen reader hears the value change. */}
        <p role="status" data-slot="controlled-example-value">
          {`Value: ${valueText(value, format)}`}
        </p>
      </div>
    </div>
  )
}

/**
 * The gallery's "Controlled <widget>" example: the widget's value lives in the page's state (the
 * library's controlled contract, src/ui/use-controlled-value.ts); "Clear" sets it to `null` and
 * the widget shows nothing chosen; the "Value:" line shows what the page holds.
 */
export function controlledExample<T>(options: ControlledExampleOptions<T>): WidgetExample {
  return {
    name: `Controlled ${options.widget}`,
    description:
      'The page holds the value and passes it in; the widget reports each choice. Clear sets the value to null, and the widget shows nothing chosen.',
    section: true,
    render: () => <ControlledExample {...options} />,
  }
}
