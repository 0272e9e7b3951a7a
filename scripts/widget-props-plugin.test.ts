// @vitest-environment node
import { join } from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import {
  WIDGET_DIR,
  WIDGET_PROPS_MODULE,
  widgetProps,
  type WidgetComponent,
  type WidgetProps,
} from './widget-props-plugin.ts'
import { SLOW_TEST_LIMIT_MS } from '../tests/limits.ts'

/** Loads the virtual module as Vite would, with the files it asked to watch. */
function load() {
  const plugin = widgetProps()
  const watched: string[] = []
  const context = { addWatchFile: (file: string) => watched.push(file) }
  const id = (plugin.resolveId as (source: string) => string | undefined)(WIDGET_PROPS_MODULE)
  const loadHook = plugin.load as unknown as (this: typeof context, id: string) => string
  const code = loadHook.call(context, id!)
  const widgets = JSON.parse(code.replace(/^export default /, '')) as WidgetProps
  return { code, widgets, watched }
}

function component(widgets: WidgetProps, file: string, name: string): WidgetComponent {
  const found = widgets[file]?.find((candidate) => candidate.displayName === name)
  if (!found) throw new Error(`no ${name} in ${file}`)
  return found
}

describe('widgetProps', () => {
  let loaded: ReturnType<typeof load>
  // One TypeScript program for every widget: seconds on a busy machine.
  beforeAll(() => {
    loaded = load()
  }, SLOW_TEST_LIMIT_MS)

  it("lists a widget's own props with their type, default and TSDoc description", () => {
    const dropdown = component(loaded.widgets, 'dropdown-select', 'DropdownSelect')
    expect(dropdown.main).toBe(true)
    const byName = new Map(dropdown.props.map((prop) => [prop.name, prop]))
    expect(byName.get('options')).toMatchObject({
      type: 'readonly DropdownOption[]',
      required: true,
      defaultValue: null,
    })
    expect(byName.get('maxHeight')).toEqual({
      name: 'maxHeight',
      type: 'number',
      required: false,
      defaultValue: '250',
      description: 'Height limit of the open list in pixels.',
    })
    // A string default keeps its quotes; a function type loses docgen's brackets.
    expect(byName.get('placeholder')?.defaultValue).toBe('"Choose an option"')
    expect(byName.get('onValueChange')?.type).toBe('(value: string) => void')
  })

  it("leaves out React's DOM props and a library's, and says where they come from", () => {
    const button = component(loaded.widgets, 'button', 'Button')
    const names = button.props.map((prop) => prop.name)
    expect(names).toContain('loading')
    for (const inherited of ['onClick', 'type', 'aria-label', 'className', 'key']) {
      expect(names).not.toContain(inherited)
    }
    expect(button.inherits).toEqual([{ kind: 'element', element: 'button' }])

    const checkbox = component(loaded.widgets, 'checkbox', 'Checkbox')
    expect(checkbox.props.map((prop) => prop.name)).not.toContain('asChild')
    expect(checkbox.inherits).toContainEqual(
      expect.objectContaining({ kind: 'package', package: '@radix-ui/react-checkbox' }),
    )
    // The tag of `React.ComponentProps<'nav'>`, which the resolved type no longer knows.
    expect(component(loaded.widgets, 'pager', 'Pager').inherits).toEqual([
      { kind: 'element', element: 'nav' },
    ])
  })

  it("shows every exported component of a file, the widget's own first, and no constants", () => {
    expect(loaded.widgets.checkbox?.map((part) => part.displayName)).toEqual([
      'Checkbox',
      'CheckboxGroup',
    ])
    expect(loaded.widgets['dropdown-select']?.map((part) => part.displayName)).toEqual([
      'DropdownSelect',
    ])
  })

  it('watches the sources and parses them once for both builds of a run', () => {
    expect(loaded.watched).toContain(join(WIDGET_DIR, 'dropdown-select.tsx'))
    expect(loaded.watched.some((file) => file.includes('node_modules'))).toBe(false)
    // A second plugin, as the prerender's SSR build makes, answers from the cache.
    // Checked, not timed: the parse kept for the run (on globalThis, which the second build's
    // fresh copy of the plugin shares) is the very one used, not a new parse.
    const kept = () => [
      ...((globalThis as Record<symbol, Map<string, unknown> | undefined>)[
        Symbol.for('mzansi.widget-props')
      ]?.values() ?? []),
    ]
    const before = kept()
    expect(before).toHaveLength(1)
    expect(load().code).toBe(loaded.code)
    expect(kept()[0]).toBe(before[0])
  })
})
