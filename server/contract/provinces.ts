/** South Africa's nine provinces as the API names them: branch provinces, the province filter. */
export const PROVINCES = [
  'eastern-cape',
  'free-state',
  'gauteng',
  'kwazulu-natal',
  'limpopo',
  'mpumalanga',
  'north-west',
  'northern-cape',
  'western-cape',
] as const
export type Province = (typeof PROVINCES)[number]
