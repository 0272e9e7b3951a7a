import { accessibilityStatement } from './accessibility'
import { blog } from './blog'
import { branchSearch } from './branches'
import { company } from './company'
import { csr } from './company/csr'
import { futureOfPayments } from './company/future-of-payments'
import { leadership } from './company/leadership'
import { pricingPhilosophy } from './company/pricing'
import { whatWeDo } from './company/what-we-do'
import { contactUs } from './contact'
import { widgetGallery } from './gallery'
import { home } from './home'
import { insights } from './insights'
import { paiaManual, privacyStatementPage, termsOfUse } from './legal'
import { memberServices } from './member-services'
import { noResultsCopy, searchPageCopy } from './no-results'
import { ourReach } from './reach'
import { services, servicesOverview } from './services'
import { site } from './site'

/**
 * Each page's description for `<meta name="description">`: one or two sentences of 70 to 160
 * characters, from the page's own content. Keyed by route path; read at build time by the
 * prerender (`src/entry-prerender.tsx`) and by the server's render of the Content Hub, never by the
 * browser: kept out of the routes' static data so that the content it reads stays out of the
 * first load. `src/entry-prerender.test.ts` checks every route has one.
 */
/** By route id (`createFileRoute`'s path; `__root__` for the root, the site's own). */
export const pageDescriptions: Readonly<Record<string, string>> = {
  '/': home.description,
  '/about-us/': company.aboutUs.description,
  '/about-us/career': company.careers.description,
  '/about-us/careers':
    'The former address of our careers page, which now leads to the vacancies and programmes on the Careers page.',
  '/about-us/csr': csr.intro.description,
  '/about-us/future-of-payments': futureOfPayments.intro.description,
  '/about-us/key-rules-and-procedures': company.keyRules.description,
  '/about-us/our-heritage': company.heritage.description,
  '/about-us/our-leadership': leadership.intro.description,
  '/about-us/our-pricing-philosophy': pricingPhilosophy.intro.description,
  '/about-us/speakers': company.speakers.description,
  '/about-us/what-we-do': whatWeDo.intro.description,
  '/accessibility': accessibilityStatement.intro.description,
  '/annual-business-report':
    'The address of our Annual Business Report, which leads to where the report is published.',
  '/blog-redirect':
    'An old address of the Content Hub, which now leads to our articles, news and insights on payments.',
  '/blog/': blog.landing.description,
  '/blog/post/$slug':
    'An article from the Content Hub: news and insights on payments in South Africa, payment fraud and what transaction data shows.',
  '/branch-locator':
    'The former address of the bank branch locator, which now leads to the branch search by bank, town or province.',
  '/branch-search': branchSearch.description,
  '/contact-us': contactUs.description,
  '/content-hub':
    'The Content Hub’s short address, which leads to our articles, news and insights on payments.',
  '/data-insights/': insights.dataInsights.description,
  '/data-insights/indices/': insights.indices.description,
  '/data-insights/indices/economic-index': insights.economicIndex.description,
  '/data-insights/indices/net-salary-index': insights.netSalaryIndex.description,
  '/data-insights/member-analytics': insights.memberAnalytics.description,
  '/login': memberServices.description,
  '/no-results': noResultsCopy.description,
  '/search': searchPageCopy.description,
  '/our-reach': ourReach.description,
  '/paia': paiaManual.intro.description,
  '/privacy-statement': privacyStatementPage.intro.description,
  '/services/': servicesOverview.description,
  '/services/3d-secure': services.threeDSecure.summary,
  '/services/account-verification-services': services.accountVerification.summary,
  '/services/atm-switching': services.atmSwitching.summary,
  '/services/authenticated-collections': services.authenticatedCollections.summary,
  '/services/cash-management': services.cashManagement.summary,
  '/services/early-debit-order': services.earlyDebitOrder.summary,
  '/services/eft': services.eft.summary,
  '/services/fi': services.fraudMitigation.summary,
  '/services/managed-network-services': services.managedNetwork.summary,
  '/services/pos-switching': services.posSwitching.summary,
  '/services/rapid-payments-programme': services.rapidPayments.summary,
  '/services/real-time-clearing': services.realTimeClearing.summary,
  '/services/swift-solutions': services.swift.summary,
  '/services/transactions-cleared-on-an-immediate-basis': services.tcib.summary,
  '/terms': termsOfUse.intro.description,
  '/test-button': widgetGallery.description,
  __root__: site.description,
}
