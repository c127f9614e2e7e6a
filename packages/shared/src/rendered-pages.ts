/**
 * The storefront pages the server renders (issue 23): the public ones a buyer or a search engine
 * lands on. Paths match case-insensitively, as the web app's routes do.
 */
const RENDERED_PAGES = [
  /^\/$/,
  /^\/all-products\/?$/,
  /^\/products\/[^/]+\/?$/,
  /^\/(about-us|about|contact-us|contact|help-center|refund-policy|company-profile|currency)\/?$/,
  /^\/(login|register)\/?$/,
];

export const isRenderedPage = (pathname: string) => RENDERED_PAGES.some((page) => page.test(pathname.toLowerCase()));

/**
 * The buyer's own pages: the server draws their frame (header, footer) with a loader where the
 * content goes, and the browser, once it knows who is there, decides and draws the rest. The seller
 * and staff areas, with frames of their own, stay the browser's whole.
 */
const FRAMED_PAGES = /^\/(cart|wish-list|checkout|order-history|profile)\/?$/;

export const isFramedPage = (pathname: string) => FRAMED_PAGES.test(pathname.toLowerCase());

/** The id of the JSON script holding a rendered page's queries: the API writes it, the web app reads it. */
export const SSR_STATE_ID = 'souk-ssr';
