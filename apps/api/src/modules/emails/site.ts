/**
 * Where e-mail links point: the site's public address (PUBLIC_URL). Set once by buildApp, so the
 * services that write e-mails inside their transactions need no config passed down to them.
 */
let publicUrl = 'http://localhost:3000';

export function setEmailSite(site: { publicUrl: string }) {
  publicUrl = site.publicUrl.replace(/\/$/, '');
}

/** An absolute link for a path of the site ("/order-history/SK100123"): mail clients open only those. */
export const siteUrl = (path = '/') => `${publicUrl}${path.startsWith('/') ? path : `/${path}`}`;

export const orderPageUrl = (orderNumber: string) => siteUrl(`/order-history/${encodeURIComponent(orderNumber)}`);
export const sellerAreaUrl = (path = '') => siteUrl(`/seller-dashboard${path}`);
