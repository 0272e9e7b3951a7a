import type { AfricaRegionId } from './africa-paths'
import type { SouthAfricaRegionId } from './south-africa-paths'

/** The countries a visitor can pick on the Africa map (spec, "Map regions"). */
export const SELECTABLE_COUNTRIES = [
  'democratic-republic-of-the-congo',
  'djibouti',
  'gambia',
  'guinea',
  'liberia',
  'malawi',
  'mauritania',
  'mozambique',
  'namibia',
  'niger',
  'rwanda',
  'zambia',
  'senegal',
  'south-africa',
  'eswatini',
  'tanzania',
  'chad',
  'uganda',
  'lesotho',
] as const satisfies readonly AfricaRegionId[]

/** The provinces a visitor can pick; Lesotho and Eswatini are drawn but not selectable there. */
export const SELECTABLE_PROVINCES = [
  'eastern-cape',
  'free-state',
  'gauteng',
  'limpopo',
  'mpumalanga',
  'northern-cape',
  'kwazulu-natal',
  'north-west',
  'western-cape',
] as const satisfies readonly SouthAfricaRegionId[]

export type SelectableCountry = (typeof SELECTABLE_COUNTRIES)[number]
export type SelectableProvince = (typeof SELECTABLE_PROVINCES)[number]
