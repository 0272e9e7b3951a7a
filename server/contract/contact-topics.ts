/** What a contact message is about: the form's choices and the API's accepted values. */
export const CONTACT_TOPICS = [
  'general',
  'services',
  'membership',
  'media',
  'careers',
  'accessibility',
  'other',
] as const
export type ContactTopic = (typeof CONTACT_TOPICS)[number]
