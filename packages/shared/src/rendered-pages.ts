/**
 * The storefront pages the server renders (issue 23): the public ones a buyer or a search engine
 * lands on. Every other page (cart, checkout, account, the seller and staff areas) is the browser's.
 * Paths match case-insensitively, as the web app's routes do.
 */
const RENDERED_PAGES = [
  /^\/$/,
  /^\/all-products\/?$/,
  /^\/products\/[^/]+\/?$/,
  /^\/(about-us|about|contact-us|contact|help-center|refund-policy|company-profile|currency)\/?$/,
  /^\/(login|register)\/?$/,
];

export const isRenderedPage = (pathname: string) => RENDERED_PAGES.some((page) => page.test(pathname.toLowerCase()));

/** The id of the JSON script holding a rendered page's queries: the API writes it, the web app reads it. */
export const SSR_STATE_ID = 'souk-ssr';
