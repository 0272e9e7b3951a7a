/**
 * A contact message's rules, shared with the server (server/contract/contact-message.ts): the form
 * checks with the schema the API and the form posted without JavaScript check with.
 */
export {
  CONTACT_MESSAGE_MAX,
  CONTACT_NAME_MAX,
  CONTACT_ORGANISATION_MAX,
  contactMessageSchema,
  EMAIL_LOCAL_PART_MAX,
  EMAIL_MAX,
  type ContactMessageWords,
} from '../../server/contract/contact-message'
