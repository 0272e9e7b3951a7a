/**
 * When to use each widget of the library, and when not to (with what to use instead), in the
 * manner of the GOV.UK Design System: shown beside each widget's examples and props in the widget
 * gallery. Keyed by the widget's file name in `src/ui/` (`dropdown-select`); every widget with
 * examples has an entry (src/features/gallery/widget-accessibility.test.ts holds that).
 */
export interface WidgetGuidance {
  /** One or two sentences each: the situations the widget is for. */
  use: readonly string[]
  /** The situations it is not for, each with what to use instead. */
  avoid: readonly { when: string; instead: string }[]
}

export const widgetGuidance: Readonly<Record<string, WidgetGuidance>> = {
  accordion: {
    use: [
      'Questions and answers where each visitor needs only one or two of them, such as the frequently asked questions on a service page.',
      'Short sections that visitors open one at a time: opening one section closes the one that was open.',
    ],
    avoid: [
      {
        when: 'For content that most visitors need to read.',
        instead:
          'Show it on the page under <h2> and <h3> headings: a closed section is easy to miss, and the browser’s find in page does not reach its text once the page has loaded.',
      },
      {
        when: 'For steps that must be done in order.',
        instead:
          'Use an ordered list (<ol>) with every step visible, as the numbered steps on the service pages are, so that no step is skipped.',
      },
      {
        when: 'When visitors need to compare two sections.',
        instead:
          'Show both on the page, or in a <table>: the Accordion keeps only one section open at a time.',
      },
    ],
  },
  'africa-map': {
    use: [
      'Choosing one of the countries the map makes selectable, to show what the page says about it beside the map, as on the reach page.',
      'A choice where seeing where a country lies helps; the same countries are also a list of buttons under the map.',
    ],
    avoid: [
      {
        when: 'For a country in a form, such as the country of an address.',
        instead:
          'Use a DropdownSelect: it posts a value with the form and can list every country, where AfricaMap posts nothing and only a fixed set of countries can be chosen.',
      },
      {
        when: 'For a province of South Africa.',
        instead: 'Use SouthAfricaMap, which draws the nine provinces.',
      },
      {
        when: 'To show a figure for each country.',
        instead:
          'Use a <table> of countries and figures: AfricaMap has no shading, and a table can be read and compared exactly.',
      },
    ],
  },
  anchor: {
    use: [
      'A link to a page of the site, with the internal strategy: the router follows it without reloading the page.',
      'A link to another site or to a document with the href strategy; one that opens a new tab says so to screen readers.',
    ],
    avoid: [
      {
        when: 'For an action on the page, such as sending a form or opening a panel.',
        instead: 'Use a Button: a link takes the visitor somewhere, a button does something.',
      },
      {
        when: 'For opening another site in a new tab by habit.',
        instead:
          'Keep the default target, the same window, so that Back works as people expect; open a new tab only when leaving would lose work, such as in the middle of a form.',
      },
    ],
  },
  'bottom-sheet': {
    use: [
      'Short details about one item on a small screen, such as a branch’s address and opening hours, that slide up from the bottom of the screen.',
      'Content a visitor looks at and closes: they can drag it down, and the Close button, Escape and the backdrop do the same for anyone who cannot drag.',
    ],
    avoid: [
      {
        when: 'On wide screens.',
        instead:
          'Use the Dialog parts for a centred dialog, or a SlidePanel: the sheet is at most 500 px wide and sits at the bottom of the screen.',
      },
      {
        when: 'For long content or a form.',
        instead:
          'Use a page of its own, or a SlidePanel for long reading: the sheet is at most 500 px tall and scrolls inside itself.',
      },
      {
        when: 'For details that visitors need while they use the rest of the page.',
        instead:
          'Show them on the page, under the item or in a <details> element: the sheet is modal and hides the page behind it.',
      },
    ],
  },
  button: {
    use: [
      'An action on the page: sending a form, searching, trying again, loading more.',
      'The primary variant for the main action of a form or section, and the loading state while that action is under way, so it cannot be pressed twice.',
    ],
    avoid: [
      {
        when: 'For going to another page.',
        instead:
          'Use an Anchor, a link; for a link that must look like a call to action, a Button with asChild around the link keeps it a link.',
      },
      {
        when: 'For disabling a submit button until the form is valid.',
        instead:
          'Leave it enabled and show a FieldError on each field that needs fixing when the form is sent, as the contact form does: a disabled button does not say what is wrong.',
      },
      {
        when: 'For turning a setting on or off, or switching between views.',
        instead: 'Use a Switch for on and off, or a ToggleSwitch for two or three views.',
      },
    ],
  },
  checkbox: {
    use: [
      'A CheckboxGroup when visitors may choose any number of options from a list, such as the services they are interested in.',
      'A single Checkbox in a form that is submitted, such as agreeing to the privacy statement in the contact form.',
    ],
    avoid: [
      {
        when: 'When only one option can be chosen.',
        instead: 'Use a RadioGroup, which lets visitors choose one and only one.',
      },
      {
        when: 'For a setting that takes effect at once, without a form being sent.',
        instead:
          'Use a Switch: a checkbox suggests that nothing happens until the form is submitted.',
      },
    ],
  },
  'date-picker': {
    use: [
      'A date near today, where seeing the calendar helps: the day of the week, weekends and holidays that cannot be chosen, or days with a marker, such as the talks on the speakers page.',
      'A date within a range the service allows, given by min, max and disabledDays, which the calendar keys skip.',
    ],
    avoid: [
      {
        when: 'For a date people already know, such as a date of birth.',
        instead:
          'Use three Input fields for day, month and year in a FieldSet with a FieldLegend, as GOV.UK’s date input does: typing a known date is quicker than paging through a calendar, and the DatePicker cannot be typed into.',
      },
      {
        when: 'For a month or a year without a day, such as a report period.',
        instead:
          'Use a DropdownSelect or an OptionPicker of the periods: the DatePicker always asks for a day.',
      },
    ],
  },
  dialog: {
    use: [
      'A modal dialog that ModalDialog does not fit, such as a short form with its own Cancel and Send buttons in a DialogFooter.',
      'A panel at the side of the screen (side right), as the site’s mobile menu is built.',
    ],
    avoid: [
      {
        when: 'For information that can sit on the page.',
        instead:
          'Show it on the page, or in a <details> element: a modal dialog hides the page and interrupts what the visitor was doing.',
      },
      {
        when: 'For content that visitors may want to bookmark, share or come back to.',
        instead: 'Give it a page of its own and link to it: a dialog has no address.',
      },
      {
        when: 'For content shown one step at a time.',
        instead: 'Use a ModalDialog, which has the steps and the Next button already.',
      },
    ],
  },
  'dropdown-select': {
    use: [
      'One choice from a list too long for radio buttons, such as a province or the subject of an enquiry.',
      'A choice in a form: it is served as a native select that works before the page’s script runs, and stays a native select below 550 px, where phones show their own picker.',
    ],
    avoid: [
      {
        when: 'For up to about 7 options that visitors should see and compare.',
        instead: 'Use a RadioGroup: every option is visible without opening a list.',
      },
      {
        when: 'When options need icons, or headings that group them.',
        instead: 'Build it from the Select parts, with SelectGroup and SelectLabel.',
      },
      {
        when: 'When visitors may choose more than one option.',
        instead: 'Use a CheckboxGroup.',
      },
    ],
  },
  field: {
    use: [
      'A control whose label, hint and error need an arrangement FormField does not give, or parts wrapped in components of your own.',
      'A control that does not wire itself, such as a native <select> or the Select parts’ trigger: FieldControl gives it the field’s id, description, and invalid and required states.',
      'A group of checkboxes or radio buttons that answer one question: FieldSet, named by its FieldLegend.',
    ],
    avoid: [
      {
        when: 'For one Input or Textarea with a label, a hint and an error in the usual order.',
        instead: 'Use FormField, which puts the same parts in that order for you.',
      },
      {
        when: 'For DropdownSelect, DatePicker, RadioGroup or Switch.',
        instead:
          'Use their own label, description and error props: they already hold a field of their own, and a second label would name them twice.',
      },
    ],
  },
  'forced-notification': {
    use: [
      'A rare notice that every visitor must read before going on, such as planned maintenance that stops a payment service; it covers the whole screen until closed.',
      'A notice with one action that leads to the details, and words of its own for closing it.',
    ],
    avoid: [
      {
        when: 'For ordinary news or updates.',
        instead:
          'Use a toast (notify.message), as the site’s notification flow does for every notice that is not forced, or a news article.',
      },
      {
        when: 'For information visitors will need to look up again.',
        instead:
          'Publish it on a page and link to it from the notice’s action: the site’s notification flow shows a notice only once in each browser.',
      },
    ],
  },
  'form-field': {
    use: [
      'One Input or Textarea with its label, an optional hint, a required marker and an error, wired to the control, as in the contact form.',
    ],
    avoid: [
      {
        when: 'For a group of checkboxes or radio buttons.',
        instead:
          'Use a CheckboxGroup or a RadioGroup, or a FieldSet with a FieldLegend, so that the group is named as one question.',
      },
      {
        when: 'For another arrangement, such as two controls under one label.',
        instead: 'Compose the Field parts (Field, FieldLabel, FieldDescription, FieldError).',
      },
      {
        when: 'For DropdownSelect or DatePicker.',
        instead: 'Use their own label and error props: they bring their own field.',
      },
    ],
  },
  'info-card': {
    use: [
      'A grid of short summaries, each leading to one page, such as the services on the home and services pages; a click anywhere on the card follows its one link.',
      'Short points without a link, such as the features of a service.',
    ],
    avoid: [
      {
        when: 'When a card needs more than one link, or a button.',
        instead:
          'Use a RelatedContentBox or a section with an <h2> and a list of links: the card’s link covers the whole card, so other links in it could not be clicked.',
      },
      {
        when: 'For a news story or an article.',
        instead: 'Use a NewsItem, which has an image, the kind of story and a video badge.',
      },
      {
        when: 'For more than a few sentences.',
        instead: 'Write a section with an <h2> and paragraphs, or give the text a page of its own.',
      },
    ],
  },
  input: {
    use: [
      'One line of text of a known kind: a name, an e-mail address, a telephone number, a web address, a search or a password, with the matching type and autocomplete.',
      'An amount: type price shows it in rand when the visitor leaves the field and posts the number.',
    ],
    avoid: [
      {
        when: 'For an answer that may run over one line.',
        instead: 'Use a Textarea, which grows with its text.',
      },
      {
        when: 'For a telephone number or a code made of digits, such as a branch code.',
        instead:
          'Use type tel, or type text with inputMode numeric: type number reads the text as a quantity and keeps only digits and one decimal mark, so dashes and letters are lost.',
      },
      {
        when: 'For a choice from a fixed list.',
        instead: 'Use a RadioGroup for a few options, or a DropdownSelect for a longer list.',
      },
    ],
  },
  'lazy-loader': {
    use: [
      'A long list that visitors browse from the top, where more items load as they near its end and earlier items stay in place; a “Load more” button does the same for anyone who does not scroll.',
    ],
    avoid: [
      {
        when: 'For results visitors search, return to or share, such as branch search results.',
        instead:
          'Use a Pager with hrefFor: every page has its own address, and Back returns to it.',
      },
      {
        when: 'When visitors need what comes after the list, such as the site’s footer.',
        instead:
          'Use a Pager: with the LazyLoader, scrolling to the end loads more items and pushes what follows further down.',
      },
    ],
  },
  'line-chart': {
    use: [
      'How one to four figures change over a run of equal periods, such as the months of an index, with the same figures in a data table behind a button.',
    ],
    avoid: [
      {
        when: 'For more than four lines.',
        instead:
          'Split them into several LineCharts, or show a <table>: after the fourth line the colours, dashes and marker shapes repeat.',
      },
      {
        when: 'For one figure, or a few.',
        instead: 'Write the figures in the text, or in a <table>.',
      },
      {
        when: 'For values taken at uneven intervals.',
        instead:
          'Use a <table>: the chart spaces its labels evenly, so uneven gaps in time would look even.',
      },
    ],
  },
  'load-error': {
    use: [
      'A part of a page whose data could not be loaded, such as the list of articles or a chart, while the rest of the page still works.',
      'With a “Try again” button when a second request may succeed; without one when trying again cannot help.',
    ],
    avoid: [
      {
        when: 'For errors in what a visitor entered in a form.',
        instead:
          'Show a FieldError by each field (through FormField) and a summary of the errors above the form, as the contact form does.',
      },
      {
        when: 'When the whole page cannot be shown, such as an article that does not exist.',
        instead: 'Show the site’s not-found page, with its own <h1>.',
      },
    ],
  },
  'modal-dialog': {
    use: [
      'A short series of steps that visitors page through with Next, such as how to join, one step at a time (slider) or with the list of steps beside it (split, from 900 px).',
      'A step that must be valid before visitors go on: Next stays blocked and says why.',
    ],
    avoid: [
      {
        when: 'For a process in which visitors may need to go back a step.',
        instead:
          'Use separate pages, one question each, as GOV.UK’s question pages are: the ModalDialog has a Next button but no Back.',
      },
      {
        when: 'For a single message or a short form.',
        instead:
          'Build it from the Dialog parts: a ModalDialog shows “Step 1 of 1” and appears 550 ms after it is asked to open.',
      },
      {
        when: 'For information that can sit on the page.',
        instead:
          'Show it on the page: the ModalDialog traps focus and hides the page until it is closed.',
      },
    ],
  },
  'news-item': {
    use: [
      'A story or article as a card, with an optional image, the kind of story, a headline, a sentence or two and one link to the story.',
      'A video story, marked with a Video badge in words as well as the play icon.',
    ],
    avoid: [
      {
        when: 'For a service or a topic page.',
        instead: 'Use an InfoCard, with an icon instead of a photograph.',
      },
      {
        when: 'For playing a video on the page.',
        instead:
          'Use a <video> element with controls and captions on the story’s own page: a NewsItem only links to the story, and its play icon plays nothing.',
      },
    ],
  },
  'option-picker': {
    use: [
      'A few short options that change what is shown at once, such as a chart’s range (1 year, 5 years, All) on the index pages.',
      'A filter that visitors may clear again, with allowEmpty, such as articles from one year.',
    ],
    avoid: [
      {
        when: 'For a choice in a form that is submitted.',
        instead: 'Use a RadioGroup: the OptionPicker posts no value with a form.',
      },
      {
        when: 'For more than about five options, or long labels.',
        instead: 'Use a DropdownSelect.',
      },
      {
        when: 'For switching between two or three views with longer names.',
        instead: 'Use a ToggleSwitch, whose wide items fit words such as “Transaction volumes”.',
      },
    ],
  },
  pager: {
    use: [
      'A long list split into pages, such as the blog’s articles and the branch search results; with hrefFor every page is a link with its own address.',
    ],
    avoid: [
      {
        when: 'When the whole list fits on one page.',
        instead: 'Show the list without a Pager.',
      },
      {
        when: 'For moving to the previous or next article.',
        instead:
          'Use plain links that name the article they lead to: page numbers say nothing of what is on a page.',
      },
      {
        when: 'For a list visitors browse from the top without coming back to a page.',
        instead: 'Consider a LazyLoader, which adds the next items under those already shown.',
      },
    ],
  },
  'radio-group': {
    use: [
      'One choice from up to about 7 options in a form, each visible so that visitors can compare them.',
      'Options that need a hint, or a question that must be answered, with the error linked to the group.',
    ],
    avoid: [
      {
        when: 'For more than about 7 options.',
        instead: 'Use a DropdownSelect.',
      },
      {
        when: 'When visitors may choose more than one option.',
        instead: 'Use a CheckboxGroup.',
      },
      {
        when: 'For changing what a chart shows at once, outside a form.',
        instead:
          'Use an OptionPicker or a ToggleSwitch: in a RadioGroup the arrow keys choose as they move, so the chart would redraw for every option passed.',
      },
    ],
  },
  'related-content-box': {
    use: [
      'A short list of links to related pages at the end of a service or company page, each with a line on what it offers.',
    ],
    avoid: [
      {
        when: 'For links to the sections of the page itself.',
        instead: 'Use ScrollNotches on a long page, or a list of links to the sections.',
      },
      {
        when: 'When the links are the page’s main content, such as every service.',
        instead: 'Use a grid of InfoCards, each with a heading and a summary.',
      },
      {
        when: 'For a single related link.',
        instead: 'Put a plain link (an Anchor) in the text.',
      },
    ],
  },
  'related-news-row': {
    use: [
      'Up to three related stories at the end of an article, in a row on wide screens and one above the other on phones.',
    ],
    avoid: [
      {
        when: 'For more than three stories.',
        instead:
          'Use a list of NewsItems with a Pager, as the blog does: the row refuses more than three.',
      },
      {
        when: 'For links to related services or pages that are not stories.',
        instead: 'Use a RelatedContentBox.',
      },
    ],
  },
  'scroll-notches': {
    use: [
      'A long page of several sections, such as the services overview: the bar stays at the top, marks the section being read, and takes visitors to a section and its heading.',
    ],
    avoid: [
      {
        when: 'For a short page, or one with two or three sections.',
        instead:
          'Let the headings do the work, or put a list of links to the sections at the top: the bar takes room on screen all the way down.',
      },
      {
        when: 'For links to other pages.',
        instead:
          'Use plain links or a RelatedContentBox: a notch only scrolls to a section of the same page.',
      },
    ],
  },
  select: {
    use: [
      'A single choice that DropdownSelect cannot show, such as options with icons or under group headings (SelectGroup, SelectLabel, SelectSeparator).',
      'A non-modal select-only combobox: while its list is open the rest of the page is not hidden from screen readers, as with a native select.',
    ],
    avoid: [
      {
        when: 'For a plain list of text options.',
        instead:
          'Use a DropdownSelect: it has the label, the error and the required check built in, and is a native select below 550 px and before the page’s script runs, where the Select parts need the script.',
      },
      {
        when: 'For up to about 7 options.',
        instead: 'Use a RadioGroup, which shows every option.',
      },
      {
        when: 'For finding one item in a long list by typing.',
        instead:
          'Use an Input of type search with a list of results, as the branch locator does: typing in a select only jumps to the first option that starts with the letters.',
      },
    ],
  },
  'side-image-block': {
    use: [
      'A section that pairs an image with a heading, text and at most one button-styled link, as on the About us page; the image and text sit side by side from 767 px, image first below it.',
    ],
    avoid: [
      {
        when: 'When no image helps the reader.',
        instead: 'Write a section with an <h2> and text, which says as much and loads less.',
      },
      {
        when: 'For several short items side by side.',
        instead: 'Use a grid of InfoCards, or a TwoCardPanel for two.',
      },
    ],
  },
  'slide-panel': {
    use: [
      'Longer reading that belongs to the page, such as processing rules, opened without leaving it; the panel slides in from the right over the page.',
      'Content that Back should close: the panel adds to the address while it is open, and Back removes it.',
    ],
    avoid: [
      {
        when: 'For a sentence or two of help.',
        instead: 'Use a <details> element or a FieldDescription hint, which keep the page in view.',
      },
      {
        when: 'For content that deserves its own page, such as a document to print or link to.',
        instead: 'Publish it as a page and link to it with an Anchor.',
      },
    ],
  },
  'south-africa-map': {
    use: [
      'Choosing a province by pointing at it, beside a DropdownSelect of the same provinces, as in the branch locator; the provinces are also a list of buttons under the map.',
      'Shading each province by a figure, such as the number of branches, with the figure in words beside each province’s name.',
    ],
    avoid: [
      {
        when: 'As the only way to choose a province in a form.',
        instead:
          'Use a DropdownSelect or a RadioGroup: they post a value with the form, and the map posts none.',
      },
      {
        when: 'For places smaller than a province, such as a town.',
        instead:
          'Show a list of results with their addresses: on the map only the nine provinces can be chosen.',
      },
      {
        when: 'When visitors need to compare exact figures.',
        instead: 'Add a <table> of provinces and figures: shading shows only more or fewer.',
      },
    ],
  },
  spinner: {
    use: [
      'A part of a page waiting for its data, with a label that says what is loading (“Loading bank branches”), shown on screen with showLabel.',
    ],
    avoid: [
      {
        when: 'For a button whose action is under way.',
        instead:
          'Use the Button’s loading state, which shows the spinner in the button and keeps its name.',
      },
      {
        when: 'For more items loading under a list.',
        instead: 'Use a LazyLoader, which shows its own spinner and says how many items came.',
      },
    ],
  },
  'swiper-carousel': {
    use: [
      'A row of similar cards that visitors can sample, with a link to the full list beside it, such as the services on the home page; it never moves by itself.',
    ],
    avoid: [
      {
        when: 'For content that every visitor needs.',
        instead:
          'Use a grid of InfoCards in a list, as the services page does: slides past the first page are hidden until someone moves to them.',
      },
      {
        when: 'For three items or fewer.',
        instead: 'Use a RelatedNewsRow for stories, or a grid of InfoCards, which show them all.',
      },
    ],
  },
  switch: {
    use: [
      'A setting that takes effect as soon as it is turned on or off, such as showing amounts in rand or e-mail alerts, with no button to send it.',
    ],
    avoid: [
      {
        when: 'In a form that is submitted with a button.',
        instead:
          'Use a Checkbox: a switch suggests the change happens at once, before the form is sent.',
      },
      {
        when: 'For a choice between two named options, such as volumes or values.',
        instead:
          'Use a ToggleSwitch or a RadioGroup, which name both options: a switch only says on or off.',
      },
    ],
  },
  textarea: {
    use: [
      'An answer of more than one line, such as the message in the contact form; the box grows as the text does.',
      'With maxChars, a limit on its length: a counter shows the characters used and screen readers hear it near the limit.',
    ],
    avoid: [
      {
        when: 'For a one-line answer such as a name, an e-mail address or a reference.',
        instead: 'Use an Input with the matching type.',
      },
      {
        when: 'When text that runs over the limit should be kept for the visitor to shorten.',
        instead:
          'Leave maxChars off and check the length when the form is sent, with a FieldError: maxChars cuts typed and pasted text at the limit.',
      },
    ],
  },
  toast: {
    use: [
      'A short confirmation of something the visitor just did, such as copying a link.',
      'News that is not about the page in view, such as a new version of the site with a Reload button; up to three actions.',
    ],
    avoid: [
      {
        when: 'For important information, such as a reference number or a date.',
        instead:
          'Show it on the page as well: toasts are transient, and a toast that is closed or times out cannot be read again.',
      },
      {
        when: 'For errors in a form.',
        instead: 'Show a FieldError by each field and a summary of the errors above the form.',
      },
      {
        when: 'For a notice every visitor must read before going on.',
        instead: 'Use a ForcedNotification.',
      },
    ],
  },
  'toggle-switch': {
    use: [
      'Switching between two or three views of the same content, such as transaction volumes and values on an index page.',
      'A quick reply between two or three named options that takes effect at once, such as Going or Not going on a talk card.',
    ],
    avoid: [
      {
        when: 'For a setting that is simply on or off.',
        instead: 'Use a Switch.',
      },
      {
        when: 'For a choice in a form that is submitted.',
        instead: 'Use a RadioGroup: the ToggleSwitch posts no value with a form.',
      },
      {
        when: 'For more than three options, or short labels such as ranges.',
        instead:
          'Use an OptionPicker, or a DropdownSelect for a long list: ToggleSwitch items are wide (246 px) and wrap onto a second row when they do not fit.',
      },
    ],
  },
  'two-card-panel': {
    use: [
      'Exactly two related cards, usually InfoCards, side by side from 767 px and one above the other below it, such as two related services.',
    ],
    avoid: [
      {
        when: 'For one card, or more than two.',
        instead: 'Use a grid of InfoCards in a list, as the services page does.',
      },
      {
        when: 'For comparing two things point by point.',
        instead: 'Use a <table>, with a row for each point.',
      },
    ],
  },
}
