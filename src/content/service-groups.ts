/**
 * The Services menu's eight groups (spec, "Root shell"), in the menu's order. A service names its
 * group in its listing (`src/content/services/<name>.ts`); the menu, the services overview and
 * the home page's carousel follow this order.
 */
export const SERVICE_GROUPS = [
  'Payment Clearing',
  'Card Payments',
  'Batch Payments',
  'Cash Services',
  'Real-time Payments',
  'SWIFT Bureau',
  'Business Enhancement',
  'SADC',
] as const

export type ServiceGroup = (typeof SERVICE_GROUPS)[number]
