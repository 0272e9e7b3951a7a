import type { PageIntroCopy } from './types'

export const memberServices: PageIntroCopy = {
  heading: 'Member services',
  intro:
    'Member services is the single sign-on entry point for participating institutions. Once signed in, authorised users open the applications and reports available to their organisation from one app launcher. You sign in on our secure member portal: this page never asks for your password.',
}
