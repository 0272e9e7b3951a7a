import { act, render } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useEffect } from 'react'
import { Controller, useForm, type UseFormReset } from 'react-hook-form'
import { describe, expect, it, vi } from 'vitest'
import type { ControlledValueProps } from '../ui/use-controlled-value'

type User = ReturnType<typeof userEvent.setup>

/** A stateful widget, as the controlled-contract tests drive it. */
export interface ControlledSubject<T> {
  /** The widget with these value props (and whatever else it needs). */
  render: (props: ControlledValueProps<T>) => React.ReactElement
  /** Two different values a visitor can choose. */
  values: readonly [T, T]
  /** What the widget shows when nothing is chosen. */
  empty: T
  /** Makes the visitor choose `value`, by keyboard or pointer, as a person would. */
  choose: (user: User, value: T) => Promise<void>
  /** What the widget shows as chosen now, read from the page as a person sees it. */
  shown: () => T
  /**
   * Lets the widget's own timers run after each render, set and reset (a dialog that presents
   * after a delay); omit when it shows its value at once.
   */
  settle?: () => Promise<void>
  /**
   * Asserts that what the widget shows beside its value (a counter, an error, the month it
   * opens on, the selected region's words) follows `value` alone: run after every set, clear and
   * reset by the parent, so none of the visitor's earlier visit is left. Omit for a widget with
   * no side state.
   */
  traces?: (value: T, user: User) => Promise<void> | void
}

/**
 * The library's one controlled contract (src/ui/use-controlled-value.ts), proved for a widget:
 * uncontrolled it keeps the visitor's choice; controlled it shows the parent's value and only
 * that; a parent can set, clear (with `null` or the empty value) and reset it, and
 * react-hook-form's `reset()` works through a `Controller`; and its side state (`traces`) follows
 * each of those, so a parent's reset leaves no trace of the visitor's earlier choices.
 */
export function describeControlledContract<T>(name: string, subject: ControlledSubject<T>) {
  const [first, second] = subject.values
  const settle = async () => {
    await subject.settle?.()
  }
  const traces = async (value: T, user: User) => {
    await subject.traces?.(value, user)
  }

  describe(`${name}: the controlled contract`, () => {
    it('uncontrolled, starts at defaultValue, keeps the choice and reports it', async () => {
      const user = userEvent.setup()
      const onValueChange = vi.fn()
      render(subject.render({ defaultValue: first, onValueChange }))
      await settle()
      expect(subject.shown()).toEqual(first)
      await subject.choose(user, second)
      await settle()
      expect(subject.shown()).toEqual(second)
      expect(onValueChange).toHaveBeenLastCalledWith(second)
    })

    it('controlled, shows the parent’s value only: a choice is reported, not kept', async () => {
      const user = userEvent.setup()
      const onValueChange = vi.fn()
      render(subject.render({ value: first, onValueChange }))
      await settle()
      expect(subject.shown()).toEqual(first)
      await subject.choose(user, second)
      expect(onValueChange).toHaveBeenLastCalledWith(second)
      await settle()
      expect(subject.shown()).toEqual(first)
    })

    it('a parent sets it, clears it with null or the empty value, and sets it again', async () => {
      const user = userEvent.setup()
      const { rerender } = render(subject.render({ value: first }))
      const step = async (value: T | null, expected: T) => {
        rerender(subject.render({ value }))
        await settle()
        expect(subject.shown()).toEqual(expected)
        await traces(expected, user)
      }
      await step(second, second)
      await step(null, subject.empty)
      await step(first, first)
      await step(subject.empty, subject.empty)
    })

    it('a parent clears it after the visitor chose, and react-hook-form reset() works', async () => {
      const user = userEvent.setup()
      let reset: UseFormReset<{ field: T | null }> = () => {}
      function Form() {
        const form = useForm<{ field: T | null }>({ defaultValues: { field: first } })
        useEffect(() => {
          reset = form.reset
        })
        return (
          <Controller
            control={form.control}
            name="field"
            render={({ field }) =>
              subject.render({ value: field.value, onValueChange: field.onChange })
            }
          />
        )
      }
      render(<Form />)
      await settle()
      await subject.choose(user, second)
      await settle()
      expect(subject.shown()).toEqual(second)
      act(() => reset())
      await settle()
      expect(subject.shown()).toEqual(first)
      await traces(first, user)
      act(() => reset({ field: null }))
      await settle()
      expect(subject.shown()).toEqual(subject.empty)
      await traces(subject.empty, user)
    })
  })
}
