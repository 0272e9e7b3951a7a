import { useControllableState } from '@radix-ui/react-use-controllable-state'

/**
 * The value props every stateful widget of the library takes, in one shape:
 * - `value`: controlled. The widget shows this and only this; `null` (or the widget's empty value,
 *   such as `''`) shows nothing chosen. A pick is reported, never kept behind the parent's back.
 * - `defaultValue`: uncontrolled. Where the widget starts; it keeps the visitor's picks itself.
 * - `onValueChange`: every change the visitor makes, in both modes.
 * Open states follow the same shape as `open` / `defaultOpen` / `onOpenChange`.
 */
export interface ControlledValueProps<T> {
  /** The value shown, set by the parent; `null` shows nothing chosen. Omit for uncontrolled. */
  value?: T | null
  /** The value to start with when uncontrolled. */
  defaultValue?: T | null
  /** Called with every value the visitor chooses. */
  onValueChange?: (value: T) => void
}

/**
 * The widget's current value and its setter, by the contract above: Radix's
 * `useControllableState`, with `null` read as the widget's `empty` value.
 */
export function useControlledValue<T>(
  { value, defaultValue, onValueChange }: ControlledValueProps<T>,
  empty: T,
  caller: string,
): [T, (next: T) => void] {
  const [current, setCurrent] = useControllableState<T>({
    prop: value === undefined ? undefined : (value ?? empty),
    defaultProp: defaultValue ?? empty,
    onChange: onValueChange,
    caller,
  })
  return [current, setCurrent as (next: T) => void]
}
