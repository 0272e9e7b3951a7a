import type { PageIntroCopy } from './types'

export const ourReach: PageIntroCopy = {
  heading: 'Our reach across Africa',
  intro:
    'Payments do not stop at South Africa’s borders. We clear and switch payments for banks in South Africa and elsewhere in the Southern African Development Community (SADC), and connect participating institutions to regional schemes such as TCIB for immediate cross-border payments. Our network links banks, payment providers and settlement systems so that money can move between countries in the region as dependably as it moves at home.',
}
