/**
 * What an auditor needs to know about each widget of the library, shown beside its examples in
 * the widget gallery (`/test-button`), in the form the US Web Design System publishes: the keys it
 * answers to, the roles and states it exposes, and what has been checked. Keyed by the widget's
 * file name in `src/ui/` (`dropdown-select` for `dropdown-select.tsx`); every widget with
 * examples has an entry (a unit test holds that).
 */
export interface WidgetAccessibilityNotes {
  /** Each key or key combination and what it does, in the order a visitor meets them. */
  keyboard: readonly { keys: string; action: string }[]
  /** The roles, names and states a screen reader gets (ARIA or native), one line each. */
  semantics: readonly string[]
  /** What has been checked and how: the automated engines, keyboard tests, forced colours. */
  checked: readonly string[]
  /**
   * The widget's states shown in forced colours in the gallery, each a picture as drawn and one
   * in forced colours. tests/e2e/forced-colors.spec.ts takes them and compares each run with them.
   */
  forcedColours?: readonly ForcedColoursView[]
}

/** One state of a widget, pictured as drawn and in forced colours. */
export interface ForcedColoursView {
  /** Names the pictures: `<widget>--<state>--as-drawn.png` and `<widget>--<state>--forced-colours.png`. */
  state: string
  /** The gallery example pictured (its id within the widget: `many-pages-in-the-middle`). */
  example: string
  /** What the picture in forced colours shows, in words: its alternative text. */
  shows: string
}

/** Checks every widget of the gallery goes through on every change. */
export const CHECKED_FOR_EVERY_WIDGET = [
  'axe-core (WCAG 2.2 A and AA, best practice) on every example, light and dark, at 1280 and 375 px',
  'IBM Equal Access (WCAG 2.2) and html-validate on the gallery page',
] as const

export const widgetAccessibility: Readonly<Record<string, WidgetAccessibilityNotes>> = {
  accordion: {
    keyboard: [
      { keys: 'Tab', action: 'moves between the section headings' },
      { keys: 'Enter or Space', action: 'opens or closes the focused section' },
      { keys: 'Arrow Down / Arrow Up', action: 'moves to the next or previous heading' },
      { keys: 'Home / End', action: 'moves to the first or last heading' },
    ],
    semantics: [
      'Each heading is a real heading (h2 to h4, as the page needs) holding a button',
      'The button has aria-expanded and aria-controls; the panel is a region named by its button',
      'A closed panel is hidden, so its content is not read or focused',
    ],
    checked: ['Unit tests of opening and closing, one section open at a time (accordion.test.tsx)'],
  },
  'africa-map': {
    keyboard: [
      { keys: 'Tab', action: 'enters the map (one stop), then the list of countries (one stop)' },
      { keys: 'Arrow keys', action: 'move to the next or previous country that can be chosen' },
      { keys: 'Home / End', action: 'move to the first or last country' },
      { keys: 'Enter or Space', action: 'chooses the focused country' },
    ],
    semantics: [
      'The map is a group named by its caption; each country that can be chosen is a button with aria-pressed',
      'The same countries are a list of buttons beside the map, so no one has to use the drawing',
      'Countries that cannot be chosen are hatched as well as coloured, and the legend names both kinds',
    ],
    checked: [
      'Map e2e tests: choosing by pointer, list and keys (tests/e2e/maps.spec.ts, reach.spec.ts)',
      'Forced colours: its selected, pressed or current state keeps an outline, border or system colour (tests/e2e/forced-colors.spec.ts)',
    ],
    forcedColours: [
      {
        state: 'chosen-country',
        example: 'another-country-selected',
        shows:
          'Zambia, the chosen country, keeps its dark fill and outline on the map, where the other countries keep their light fill or hatching; its button in the list below is filled in the system’s highlight colour with an inner ring, the others are outlined.',
      },
    ],
  },
  anchor: {
    keyboard: [{ keys: 'Enter', action: 'follows the link' }],
    semantics: [
      'A native link (a href): it opens in the same tab unless it is given target _blank',
      'A link that opens a new tab says so in its name: “(opens in a new tab)”',
    ],
    checked: ['Unit tests of internal, external and document links (anchor.test.tsx)'],
  },
  'bottom-sheet': {
    keyboard: [
      { keys: 'Enter or Space', action: 'on the trigger, opens the sheet and moves focus into it' },
      { keys: 'Tab / Shift+Tab', action: 'move within the sheet only while it is open' },
      { keys: 'Escape', action: 'closes it and returns focus to the trigger' },
    ],
    semantics: [
      'A modal dialog named by its title, with its description; the page behind is inert',
      'Dragging it down to close also has a Close button',
    ],
    checked: [
      'Bottom sheet e2e tests: open, close by button, Escape and drag (bottom-sheet.spec.ts)',
    ],
  },
  button: {
    keyboard: [{ keys: 'Enter or Space', action: 'presses it' }],
    semantics: [
      'A native button (or a link styled as one, for navigation)',
      'Disabled: the native disabled attribute, so it leaves the tab order; while loading, aria-disabled, so it keeps focus',
      'Loading: aria-busy, with its label kept, and pressing does nothing',
    ],
    checked: ['Unit tests of variants, disabled and loading states (button.test.tsx)'],
  },
  checkbox: {
    keyboard: [{ keys: 'Space', action: 'ticks or clears it' }],
    semantics: [
      'role="checkbox" with aria-checked (Radix), named by its label; a native input carries the form value',
      'Required: aria-required and a visible “*”; an error is linked by aria-describedby',
    ],
    checked: [
      'Its name keeps its spaces in the HTML as served (tests/e2e/route-visits.spec.ts, before the app’s script runs)',
      'Forced colours: its selected, pressed or current state keeps an outline, border or system colour (tests/e2e/forced-colors.spec.ts)',
    ],
    forcedColours: [
      {
        state: 'checked',
        example: 'group-with-a-disabled-option',
        shows:
          'the checked box is filled in the system’s highlight colour with its tick, the unchecked box is an outline, and the disabled one is in the system’s grey text colour.',
      },
    ],
  },
  'date-picker': {
    keyboard: [
      { keys: 'Enter or Space', action: 'on the field’s button, opens the calendar' },
      { keys: 'Arrow keys', action: 'move a day or a week, skipping past disabled days' },
      { keys: 'Page Up / Page Down', action: 'move a month back or forward' },
      { keys: 'Home / End', action: 'move to the start or end of the week' },
      { keys: 'Enter', action: 'chooses the focused day and closes the calendar' },
      { keys: 'Escape', action: 'closes the calendar and returns focus to the button' },
    ],
    semantics: [
      'The calendar is a grid of day buttons (react-day-picker); today has aria-current="date"',
      'The chosen day is announced in the field’s button name',
      'A marked day’s name ends with its marker’s meaning (“Friday 25 December 2026, Public holiday”); a list under the calendar explains each marker',
      'Below 550 px it opens as a dialog named by its title',
    ],
    checked: [
      'Unit tests of the keys around disabled days (date-picker.test.tsx)',
      'Forced colours: its selected, pressed or current state keeps an outline, border or system colour (tests/e2e/forced-colors.spec.ts)',
    ],
    forcedColours: [
      {
        state: 'chosen-day',
        example: 'with-a-chosen-date',
        shows:
          'the open calendar for March 2026; the chosen day, 5, is filled in the system’s highlight colour and has the focus ring, the other days are plain text.',
      },
    ],
  },
  dialog: {
    keyboard: [
      { keys: 'Enter or Space', action: 'on the trigger, opens the dialog with focus inside it' },
      { keys: 'Tab / Shift+Tab', action: 'move within the dialog only while it is open' },
      { keys: 'Escape', action: 'closes it and returns focus to the trigger' },
    ],
    semantics: [
      'A modal dialog (Radix Dialog) named by its DialogTitle and described by its DialogDescription',
      'The rest of the page is hidden from screen readers while it is open',
      'DialogCloseButton is a button named "Close" unless given another label',
    ],
    checked: [
      'ModalDialog and SlidePanel are built from these parts and carry their tests (tests/e2e/modal-dialog.spec.ts)',
    ],
  },
  'dropdown-select': {
    keyboard: [
      { keys: 'Enter, Space or Arrow Down', action: 'opens the list on the current option' },
      { keys: 'Arrow Up / Arrow Down', action: 'move through the options' },
      { keys: 'Home / End', action: 'open the list, or move, to the first or last option' },
      { keys: 'Page Up / Page Down', action: 'move ten options at a time' },
      { keys: 'Typing', action: 'jumps to the option that starts with the letters typed' },
      { keys: 'Enter or Space', action: 'chooses the option and closes the list' },
      { keys: 'Escape', action: 'closes the list without a change' },
      { keys: 'Tab', action: 'closes the list and moves on; the page is never trapped' },
    ],
    semantics: [
      'A select-only combobox (ARIA 1.2) named by its label: focus stays on it, and aria-activedescendant names the highlighted option of its listbox',
      'While the list is open the rest of the page stays available to screen readers, as with a native select',
      'Below 550 px a native select, which is not marked invalid before it is touched',
      'An error is linked by aria-describedby and shown once the field is touched',
    ],
    checked: [
      'Keyboard e2e test in tests/e2e/widgets-keyboard.spec.ts',
      'Forced colours: its selected, pressed or current state keeps an outline, border or system colour (tests/e2e/forced-colors.spec.ts)',
    ],
    forcedColours: [
      {
        state: 'highlighted-option',
        example: 'default',
        shows:
          'the open list of provinces; the highlighted option, Free State, which has focus, is filled in the system’s highlight colour inside a ring, the other options are plain text.',
      },
    ],
  },
  'forced-notification': {
    keyboard: [
      { keys: 'Tab / Shift+Tab', action: 'move between its buttons only, while it is shown' },
      { keys: 'Enter or Space', action: 'on a button, takes its action or closes it' },
      { keys: 'Escape', action: 'closes it' },
    ],
    semantics: [
      'A modal dialog named by its title and described by its text; the page behind is inert',
      'Focus returns to where it was when it closes',
    ],
    checked: ['Notification e2e tests (tests/e2e/notifications.spec.ts)'],
  },
  field: {
    keyboard: [
      { keys: 'Tab', action: 'reaches the control; its label, hint and error are read with it' },
    ],
    semantics: [
      'FieldLabel is a label for the control’s id, also when the control sets its own id (cmdk)',
      'FieldDescription and FieldError joined to the control by aria-describedby, wherever they sit inside the field',
      'An error with words: aria-invalid and aria-errormessage on the control, an icon and text, never colour alone',
      'FieldSet: a fieldset named by its legend, its hint and error added to its own aria-describedby',
    ],
    checked: [
      'Unit tests of parts wrapped in other components, FieldSet’s aria-describedby and a cmdk input’s name (field.test.tsx)',
      'A development warning when a FieldControl’s control ends up with no name (field.test.tsx)',
    ],
  },
  'form-field': {
    keyboard: [{ keys: 'Tab', action: 'reaches the control; the label and hint are read with it' }],
    semantics: [
      'A label tied to its control; a hint and an error joined by aria-describedby',
      'Invalid: aria-invalid on the control, and the error with an icon and text, never colour alone',
      'Required: aria-required and a visible “*”',
    ],
    checked: ['Unit tests of the label, hint, error and required wiring (form-field.test.tsx)'],
  },
  'info-card': {
    keyboard: [
      { keys: 'Tab', action: 'reaches its one link, which covers the card for a pointer' },
    ],
    semantics: ['A heading and text; the link’s name is its own words, the icon is hidden'],
    checked: ['Card e2e tests: one tab stop per card (tests/e2e/cards.spec.ts)'],
  },
  input: {
    keyboard: [
      { keys: 'Tab', action: 'reaches the field' },
      { keys: 'Enter or Space', action: 'on “Show password”, shows or hides the password' },
      {
        keys: 'Enter',
        action: 'in a number or price field, reads the typed text and shows the number it gives',
      },
    ],
    semantics: [
      'A native input with the type and autocomplete token its purpose needs',
      '“Show password” is a button with aria-pressed, aria-controls and one fixed name',
      'Invalid: aria-invalid, with the message joined by aria-describedby',
    ],
    checked: ['Unit tests of the number, price and password inputs (input.test.tsx)'],
  },
  'lazy-loader': {
    keyboard: [{ keys: 'Enter or Space', action: 'on “Load more …”, loads the next items' }],
    semantics: [
      'A polite status announces what was loaded; the spinner says “Loading more …”; at the end, “All … loaded” takes focus if the button had it',
    ],
    checked: ['Unit tests of loading more and the end of the list (lazy-loader.test.tsx)'],
  },
  'line-chart': {
    keyboard: [
      { keys: 'Tab', action: 'reaches the plot (one stop), then the legend and the table button' },
      { keys: 'Arrow Left / Arrow Right', action: 'move from one month’s values to the next' },
      { keys: 'Home / End', action: 'move to the first or last month' },
      { keys: 'Escape', action: 'hides the values’ tooltip' },
    ],
    semantics: [
      'The plot is role="application" named by the chart’s title, with a hint on the keys',
      'The values at the chosen month are announced politely',
      'Every figure is also in a data table behind a button with aria-expanded',
      'Series differ by line style and marker shape, not colour alone',
    ],
    checked: ['Line chart e2e tests: keys, pointer and table (tests/e2e/line-chart.spec.ts)'],
  },
  'load-error': {
    keyboard: [{ keys: 'Enter or Space', action: 'on “Try again”, asks for the data again' }],
    semantics: [
      'A status message with a heading, what went wrong, and a retry button (busy while retrying)',
    ],
    checked: ['Unit tests of the message and the retry (load-error.test.tsx)'],
  },
  'modal-dialog': {
    keyboard: [
      { keys: 'Tab / Shift+Tab', action: 'move within the dialog only while it is open' },
      {
        keys: 'Enter or Space',
        action: 'on Next, moves to the next step; on Done, back to the first',
      },
      { keys: 'Escape', action: 'closes it and returns focus to what opened it' },
    ],
    semantics: [
      'A modal dialog named by its title and described by its text (Radix Dialog)',
      'The step list marks the current step with aria-current="step"',
    ],
    checked: ['Modal dialog e2e tests (tests/e2e/modal-dialog.spec.ts)'],
  },
  'news-item': {
    keyboard: [
      { keys: 'Tab', action: 'reaches its one link, which covers the card for a pointer' },
    ],
    semantics: [
      'An article named by its heading, so a list of them can be told apart',
      'The link’s name adds the story’s title after its words (“Read the article: …”)',
      'A video story says so in text, not only with the play icon',
    ],
    checked: ['Card e2e tests (tests/e2e/cards.spec.ts)'],
  },
  'option-picker': {
    keyboard: [
      { keys: 'Tab', action: 'reaches the picker (one stop)' },
      { keys: 'Arrow keys', action: 'move between the options' },
      { keys: 'Enter or Space', action: 'chooses the focused option' },
    ],
    semantics: [
      'A radiogroup named by its label; each option is a radio with aria-checked, one chosen at a time (Radix Toggle Group, single)',
    ],
    checked: [
      'Forced colours: its selected, pressed or current state keeps an outline, border or system colour (tests/e2e/forced-colors.spec.ts)',
    ],
    forcedColours: [
      {
        state: 'chosen-option',
        example: 'default',
        shows:
          'the chosen range, 1 year, is filled in the system’s highlight colour with an inner ring; 5 years and All are outlined.',
      },
    ],
  },
  pager: {
    keyboard: [
      { keys: 'Tab, then Enter or Space', action: 'go to the page or to the previous or next one' },
    ],
    semantics: [
      'A navigation landmark named “Pagination”; each page button is named “Page n” and the current one has aria-current="page"',
      'Previous and Next have names that say so, not only arrows',
    ],
    checked: [
      'Forced colours: its selected, pressed or current state keeps an outline, border or system colour (tests/e2e/forced-colors.spec.ts)',
    ],
    forcedColours: [
      {
        state: 'current-page',
        example: 'many-pages-in-the-middle',
        shows:
          'the current page, 12, is filled in the system’s highlight colour with an inner ring; the other pages and the arrows are outlined buttons.',
      },
    ],
  },
  'radio-group': {
    keyboard: [
      { keys: 'Tab', action: 'reaches the chosen option (one stop for the group)' },
      { keys: 'Arrow keys', action: 'move to and choose the next or previous option' },
    ],
    semantics: [
      'A radiogroup named by its label (aria-labelledby); each option is a radio with aria-checked (Radix)',
      'An error is joined to the group by aria-describedby, with aria-invalid',
    ],
    checked: [
      'Forced colours: its selected, pressed or current state keeps an outline, border or system colour (tests/e2e/forced-colors.spec.ts)',
    ],
    forcedColours: [
      {
        state: 'chosen-option',
        example: 'selected-with-a-hint',
        shows:
          'the chosen option, Same day, has a dot in the system’s highlight colour inside its circle; Next business day is an empty circle.',
      },
    ],
  },
  'related-content-box': {
    keyboard: [{ keys: 'Tab', action: 'reaches each related link' }],
    semantics: ['A region named by its heading, holding a list of links'],
    checked: ['Unit tests of its heading and links (related-content-box.test.tsx)'],
  },
  'related-news-row': {
    keyboard: [{ keys: 'Tab', action: 'reaches each story’s link' }],
    semantics: ['A region named by its heading, holding a list of news items'],
    checked: ['Unit tests of the row (related-news-row.test.tsx)'],
  },
  'scroll-notches': {
    keyboard: [
      {
        keys: 'Tab',
        action: 'reaches each section link in the bar; a focused link scrolls into view',
      },
      { keys: 'Enter', action: 'scrolls to the section and moves focus to its heading' },
    ],
    semantics: [
      'A navigation landmark named by its title; the link of the section in view has aria-current',
      'The sticky bar never covers the focused element: the page keeps room for it above',
    ],
    checked: [
      'Focus is never hidden under the bar while tabbing forwards and backwards (tests/e2e/focus-not-obscured.spec.ts)',
      'Forced colours: its selected, pressed or current state keeps an outline, border or system colour (tests/e2e/forced-colors.spec.ts)',
    ],
    forcedColours: [
      {
        state: 'current-section',
        example: 'services-overview',
        shows:
          'the bar with Card Payments, the section being read, filled in the system’s highlight colour with an inner ring; the other section links are in the system’s link colour.',
      },
    ],
  },
  select: {
    keyboard: [
      { keys: 'Enter, Space or Arrow Down', action: 'opens the list on the current option' },
      { keys: 'Arrow Up / Arrow Down', action: 'move through the options' },
      { keys: 'Home / End, Page Up / Page Down', action: 'first or last option; ten at a time' },
      { keys: 'Typing', action: 'jumps to the option whose text starts with the letters typed' },
      { keys: 'Enter or Space', action: 'chooses the option and closes the list' },
      { keys: 'Escape', action: 'closes the list without a change' },
    ],
    semantics: [
      'A select-only combobox (ARIA 1.2) named by its FieldLabel: focus stays on it, aria-activedescendant names the highlighted option, and the listbox is named by the same label; nothing else on the page is hidden while it is open',
      'Icons in an item are hidden from screen readers; textValue gives the words to match',
      'Inside a Field, the description and error are linked to the trigger by FieldControl',
    ],
    checked: [
      'The dropdown select is built from these parts and carries their keyboard e2e tests (tests/e2e/widgets-keyboard.spec.ts)',
    ],
  },
  'side-image-block': {
    keyboard: [],
    semantics: [
      'A heading, text and an image with alternative text (or none, when it is decoration)',
    ],
    checked: ['Unit tests of its layout and image text (side-image-block.test.tsx)'],
  },
  'slide-panel': {
    keyboard: [
      { keys: 'Tab / Shift+Tab', action: 'move within the panel only while it is open' },
      { keys: 'Escape', action: 'closes it and returns focus to its trigger' },
    ],
    semantics: ['A modal dialog named by its title (Radix Dialog); the page behind is inert'],
    checked: ['Unit tests of opening and closing (slide-panel.test.tsx)'],
  },
  'south-africa-map': {
    keyboard: [
      { keys: 'Tab', action: 'enters the map (one stop), then the list of provinces' },
      { keys: 'Arrow keys', action: 'move to the next or previous province' },
      { keys: 'Home / End', action: 'move to the first or last province' },
      { keys: 'Enter or Space', action: 'chooses the focused province' },
    ],
    semantics: [
      'A group of province buttons with aria-pressed, and the same provinces as a toolbar of buttons',
    ],
    checked: [
      'Map e2e tests (tests/e2e/maps.spec.ts)',
      'Forced colours: its selected, pressed or current state keeps an outline, border or system colour (tests/e2e/forced-colors.spec.ts)',
    ],
    forcedColours: [
      {
        state: 'chosen-province',
        example: 'province-selected',
        shows:
          'Gauteng, the chosen province, keeps its dark fill and outline on the map; its button in the list below is filled in the system’s highlight colour with an inner ring, the others are outlined.',
      },
    ],
  },
  spinner: {
    keyboard: [],
    semantics: [
      'A status with a text label (“Loading …”); the drawing is hidden; it stops moving for reduced motion',
    ],
    checked: ['Unit tests of its label (spinner.test.tsx)'],
  },
  'swiper-carousel': {
    keyboard: [
      { keys: 'Tab', action: 'reaches Previous, Next and the links of the slides in view' },
      { keys: 'Enter or Space', action: 'on Previous or Next, moves by one page of slides' },
      {
        keys: 'Arrow Left / Arrow Right',
        action: 'inside the carousel, move to the previous or next page',
      },
    ],
    semantics: [
      'A region with aria-roledescription="carousel" and a name; each slide has aria-roledescription="slide" and a name with its position; slides out of view are inert',
      'A polite live region says which slides are shown after a move',
      'It never moves by itself; a swipe also has the buttons',
      'Built from exported parts (Carousel, CarouselContent, CarouselItem, CarouselPrevious, CarouselNext, CarouselStatus), which keep these names, roles and keys when composed',
      'Controlled by page / defaultPage / onPageChange: a controlled carousel moves only to the page its parent passes back',
    ],
    checked: [
      'Carousel e2e tests: buttons, keys and swipe (tests/e2e/carousel.spec.ts)',
      'The controlled contract and a carousel composed from the parts (swiper-carousel.test.tsx)',
    ],
  },
  switch: {
    keyboard: [{ keys: 'Space or Enter', action: 'turns it on or off' }],
    semantics: ['role="switch" with aria-checked, named by its label (Radix Switch)'],
    checked: [
      'Forced colours: its selected, pressed or current state keeps an outline, border or system colour (tests/e2e/forced-colors.spec.ts)',
    ],
    forcedColours: [
      {
        state: 'on',
        example: 'on',
        shows:
          'the switch that is on: its track filled in the system’s highlight colour, the thumb in the highlight text colour at the right.',
      },
      {
        state: 'off',
        example: 'off',
        shows:
          'the switch that is off: an outlined track with the thumb in the text colour at the left.',
      },
    ],
  },
  textarea: {
    keyboard: [{ keys: 'Tab', action: 'reaches the box' }],
    semantics: [
      'A native textarea named by its label; the characters left are joined by aria-describedby',
      'Near the limit, the count is announced by a polite status',
    ],
    checked: ['Unit tests of the counter and the limit (textarea.test.tsx)'],
  },
  toast: {
    keyboard: [
      { keys: 'Tab', action: 'reaches its buttons' },
      { keys: 'Escape', action: 'closes the newest toast, from anywhere on the page' },
    ],
    semantics: [
      'Announced by a polite live region that is always in the page (sonner’s Toaster)',
      'Its focus ring has 3:1 contrast in both themes; on a phone it never covers the focused element',
    ],
    checked: [
      'Toast unit tests (toast.test.tsx) and notification e2e tests (notifications.spec.ts)',
    ],
  },
  'toggle-switch': {
    keyboard: [
      { keys: 'Tab', action: 'reaches the switch (one stop)' },
      { keys: 'Arrow keys', action: 'move between the options' },
      { keys: 'Enter or Space', action: 'chooses the focused option' },
    ],
    semantics: [
      'A radiogroup named by its label; each option is a radio with aria-checked, one chosen at a time (Radix Toggle Group, single)',
    ],
    checked: [
      'Forced colours: its selected, pressed or current state keeps an outline, border or system colour (tests/e2e/forced-colors.spec.ts)',
    ],
    forcedColours: [
      {
        state: 'chosen-option',
        example: 'light-theme-default',
        shows:
          'the chosen option, Transaction volumes, is filled in the system’s highlight colour with an inner ring; Transaction values is plain text.',
      },
    ],
  },
  'two-card-panel': {
    keyboard: [{ keys: 'Tab', action: 'reaches the link of each card' }],
    semantics: ['Two cards side by side (stacked on a phone), each a heading, text and a link'],
    checked: ['Unit tests of its cards (two-card-panel.test.tsx)'],
  },
}
