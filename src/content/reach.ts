import type { PageCopy } from './types'

export const ourReach: PageCopy = {
  heading: 'Our reach across Africa',
  intro:
    'Payments do not stop at South Africa’s borders. We clear and switch payments for banks in South Africa and elsewhere in the Southern African Development Community (SADC), and connect participating institutions to regional schemes such as TCIB for immediate cross-border payments. Our network links banks, payment providers and settlement systems so that money can move between countries in the region as dependably as it moves at home.',
  description:
    'Where we clear and switch payments: banks in South Africa and across the SADC region, and links to regional schemes such as TCIB for cross-border payments.',
}

/** How we work with a country: the kinds of relationship the map groups countries into. */
export type ReachKind = 'home' | 'cma' | 'sadc' | 'partner'

export const reachKinds: Record<
  ReachKind,
  { label: string; summary: string; services: readonly string[] }
> = {
  home: {
    label: 'Our home market',
    summary:
      'Every service we offer runs here: batch EFT and debit orders, card, ATM and point-of-sale switching, real-time clearing and PayShap, DebiCheck, account verification, cash management and our SWIFT service bureau, under the rules of the Payments Association of South Africa and the oversight of the South African Reserve Bank.',
    services: [
      'All our clearing and switching services',
      'Settlement through SAMOS',
      'SWIFT service bureau',
    ],
  },
  cma: {
    label: 'Common Monetary Area',
    summary:
      'This country shares the Common Monetary Area with South Africa: its currency is pegged one to one to the rand, and the rand is accepted there too. Payments between it and South Africa are cross-border payments all the same, and we carry them through the SADC schemes.',
    services: [
      'Cross-border payments to and from South Africa through TCIB',
      'Card and ATM switching for participating institutions',
      'Managed network connections',
    ],
  },
  sadc: {
    label: 'SADC member',
    summary:
      'A member of the Southern African Development Community. Banks and payment providers here can send and receive low-value cross-border payments through TCIB, the SADC scheme we connect participants to, with settlement between them through SADC-RTGS.',
    services: [
      'Cross-border payments through TCIB',
      'Connection to SADC settlement through our participants',
      'Managed network connections',
    ],
  },
  partner: {
    label: 'Services through partners',
    summary:
      'Outside SADC our services are available to institutions through partner arrangements: switching, fraud screening and network services that run on our systems, with payments cleared under this country’s own national and regional arrangements.',
    services: [
      'Card and ATM switching',
      'Transactional fraud mitigation',
      'Managed network services',
    ],
  },
}

export type ReachCountry = { name: string; kind: ReachKind; region: string; currency: string }

/** The 19 countries a visitor can choose on the map (spec, "Map regions"). */
export const reachCountries: Record<string, ReachCountry> = {
  'south-africa': {
    name: 'South Africa',
    kind: 'home',
    region: 'Southern Africa',
    currency: 'South African rand (ZAR)',
  },
  lesotho: {
    name: 'Lesotho',
    kind: 'cma',
    region: 'Southern Africa',
    currency: 'Lesotho loti (LSL), with the rand',
  },
  eswatini: {
    name: 'Eswatini',
    kind: 'cma',
    region: 'Southern Africa',
    currency: 'Swazi lilangeni (SZL), with the rand',
  },
  namibia: {
    name: 'Namibia',
    kind: 'cma',
    region: 'Southern Africa',
    currency: 'Namibian dollar (NAD), with the rand',
  },
  'democratic-republic-of-the-congo': {
    name: 'Democratic Republic of the Congo',
    kind: 'sadc',
    region: 'Central Africa',
    currency: 'Congolese franc (CDF)',
  },
  malawi: {
    name: 'Malawi',
    kind: 'sadc',
    region: 'Southern Africa',
    currency: 'Malawian kwacha (MWK)',
  },
  mozambique: {
    name: 'Mozambique',
    kind: 'sadc',
    region: 'Southern Africa',
    currency: 'Mozambican metical (MZN)',
  },
  tanzania: {
    name: 'Tanzania',
    kind: 'sadc',
    region: 'East Africa',
    currency: 'Tanzanian shilling (TZS)',
  },
  zambia: {
    name: 'Zambia',
    kind: 'sadc',
    region: 'Southern Africa',
    currency: 'Zambian kwacha (ZMW)',
  },
  rwanda: {
    name: 'Rwanda',
    kind: 'partner',
    region: 'East Africa',
    currency: 'Rwandan franc (RWF)',
  },
  uganda: {
    name: 'Uganda',
    kind: 'partner',
    region: 'East Africa',
    currency: 'Ugandan shilling (UGX)',
  },
  djibouti: {
    name: 'Djibouti',
    kind: 'partner',
    region: 'Horn of Africa',
    currency: 'Djiboutian franc (DJF)',
  },
  chad: {
    name: 'Chad',
    kind: 'partner',
    region: 'Central Africa',
    currency: 'Central African CFA franc (XAF)',
  },
  niger: {
    name: 'Niger',
    kind: 'partner',
    region: 'West Africa',
    currency: 'West African CFA franc (XOF)',
  },
  senegal: {
    name: 'Senegal',
    kind: 'partner',
    region: 'West Africa',
    currency: 'West African CFA franc (XOF)',
  },
  gambia: {
    name: 'Gambia',
    kind: 'partner',
    region: 'West Africa',
    currency: 'Gambian dalasi (GMD)',
  },
  guinea: {
    name: 'Guinea',
    kind: 'partner',
    region: 'West Africa',
    currency: 'Guinean franc (GNF)',
  },
  liberia: {
    name: 'Liberia',
    kind: 'partner',
    region: 'West Africa',
    currency: 'Liberian dollar (LRD)',
  },
  mauritania: {
    name: 'Mauritania',
    kind: 'partner',
    region: 'North-West Africa',
    currency: 'Mauritanian ouguiya (MRU)',
  },
}

export const reachCopy = {
  mapHeading: 'Where we work',
  mapHint: 'Choose a country on the map or in the list under it to see what we do there.',
  detailRegion: 'Region',
  detailCurrency: 'Currency',
  detailServices: 'What we offer there',
  crossBorderLink: 'How immediate cross-border payments work (TCIB)',
} as const
