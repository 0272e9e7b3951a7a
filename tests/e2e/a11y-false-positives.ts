/**
 * What the accessibility engines besides axe report that is not a defect of this site, each with
 * its reason. Anything an engine reports that is not matched here fails `npm test`. Keep it short:
 * an entry is a promise that someone looked at the markup and found it right.
 */
export type KnownFalsePositive = {
  engine: 'html-validate' | 'equal-access'
  rule: string
  /** Matched against the reported element's markup (its opening tag, or html-validate's selector). */
  where: RegExp
  /** Only on these pages (their paths); left out, on any page. */
  pages?: RegExp
  reason: string
}

export const KNOWN_FALSE_POSITIVES: readonly KnownFalsePositive[] = [
  {
    engine: 'html-validate',
    rule: 'prefer-native-element',
    where: /data-slot="accordion-content"|\[data-slot="accordion-content"\]|role="region"/,
    reason:
      'Radix Accordion renders each panel as <div role="region" aria-labelledby="its trigger">, ' +
      'which has the same role and name a <section> with that label would have; the rule only ' +
      "prefers the element, and the role is the one WAI-ARIA's accordion pattern asks for.",
  },
  {
    engine: 'html-validate',
    rule: 'prefer-native-element',
    where: /role="(checkbox|radio|switch)"/,
    reason:
      'Radix Checkbox, RadioGroup and Switch render <button role="checkbox|radio|switch"> with ' +
      'aria-checked, keyboard handling and a visually hidden native <input> for forms: the ' +
      'ARIA pattern is complete, and the native input carries the form value.',
  },
  {
    engine: 'html-validate',
    rule: 'prefer-native-element',
    where: /role="listbox"[^>]*data-slot="select-content"/,
    reason:
      'The select parts draw their open list as <div role="listbox"> with <div role="option">s, ' +
      'the ARIA 1.2 select-only combobox: a native <select> cannot show an icon in an option or ' +
      'match the site’s look above 550 px. Below 550 px DropdownSelect is a native <select>.',
  },
  {
    engine: 'html-validate',
    rule: 'text-content',
    where: /^<?button [^>]*role="(checkbox|combobox|radio|switch)"[^>]*id="/,
    reason:
      'A <button> is a labelable element: the Radix checkbox, radio, switch and select trigger are ' +
      'named by their <label for="id">, as Chromium’s accessibility tree shows (the checkbox, the switches, ' +
      'the radio options and the Bank and Province selects get their labels as names); the ' +
      'rule only counts text inside the button or aria-label.',
  },
  {
    engine: 'equal-access',
    rule: 'aria_toolbar_label_unique',
    where: /role="toolbar"/,
    pages: /^\/test-button$/,
    reason:
      'The widget gallery shows several examples of the same map, each with its list of ' +
      '“Choose a country” or “Choose a province” buttons; a page of the site has one map, so its ' +
      'toolbar’s name is unique there (the engine checks every other page).',
  },
]

/** The known false positive an engine's finding matches, if any. */
export function knownFalsePositive(
  engine: KnownFalsePositive['engine'],
  rule: string,
  markup: string,
  page: string,
): KnownFalsePositive | undefined {
  return KNOWN_FALSE_POSITIVES.find(
    (entry) =>
      entry.engine === engine &&
      entry.rule === rule &&
      entry.where.test(markup) &&
      (entry.pages === undefined || entry.pages.test(page)),
  )
}
