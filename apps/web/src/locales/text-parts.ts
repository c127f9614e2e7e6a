/**
 * The texts (locales/<language>.json) in three parts, each its own chunk per language (issue 37):
 * the storefront's, which a page of the main host loads before it renders (lib/i18n.ts); the
 * buyer's own pages' (cart, checkout, orders, wish list, profile), which those pages add before
 * they render (`loadAccountTexts`, app/router.tsx); and the areas', which the seller's and staff's
 * areas and the onboarding host's landing add, with the account's, before theirs render
 * (`loadAreaTexts`). vite-plugins/texts.ts builds the chunks; the server's renderer keeps every
 * text (entry-server.tsx). All parts go into one i18next namespace, so `t('admin.x')` works.
 */

/** Top-level keys only the areas show (text-parts.test.ts fails on one a storefront file uses). */
export const AREA_TEXTS = [
  'admin',
  'cs',
  'dashboard',
  'dataEntry',
  'landing',
  'productAdmin',
  'promotions',
  'review',
  'sales',
  'sellerHome',
  'sellerIssues',
  'sellerNotifications',
  'sellerOrders',
  'sellerProfile',
  'sellerQuestions',
  'sellerRatings',
  'staffQuestions',
  'staffRatings',
  'sellerReturns',
  'sellerSales',
] as const;

/**
 * Top-level keys only a buyer's own pages show, and the areas (text-parts.test.ts fails on one a
 * storefront file uses): a public page's first load does not carry them.
 */
export const ACCOUNT_TEXTS = ['checkout', 'orderPage', 'orders', 'profile', 'shopRatings', 'wishlist'] as const;

/** Inside those, what the storefront shows too: the help centre's FAQ categories (components/faq-list.tsx). */
export const STOREFRONT_TOO = ['cs.faqs.categories'] as const;

/**
 * The server's messages only a seller or staff member is shown (answering and hiding questions,
 * hiding ratings, the shop page's photos): with the areas' texts, not in every storefront page's.
 */
export const AREA_MESSAGES = [
  'answerNoLinks',
  'answerRequired',
  'answerTooLong',
  'courierNameRequired',
  'courierNameTaken',
  'courierNotFound',
  'courierRequired',
  'courierSaved',
  'courierTrackingUrlInvalid',
  'questionAlreadyAnswered',
  'questionAlreadyHidden',
  'questionAnswered',
  'questionHidden',
  'questionHideReasonRequired',
  'settingCashRule',
  'shopPhotoRequired',
  'shopPhotosSaved',
  'shopRatingAlreadyHidden',
  'shopRatingHidden',
  'shopRatingHideReasonRequired',
  'shopRatingNotHidden',
  'shopRatingShown',
  'trackingNumberRequired',
] as const;

/**
 * Whole families of the server's messages only the areas show: customer service's desk and its
 * tickets and FAQs, the staff accounts, the settings, payouts, promotions, placements and sponsors.
 * (The staff login's own message stays: that page may show before any area's texts.)
 */
const AREA_MESSAGE_FAMILIES = /^(cs|ticket|faq|staff|setting|payout|promotion|placement|sponsor)[A-Z]/;
const isAreaMessage = (key: string) =>
  (AREA_MESSAGES as readonly string[]).includes(key) ||
  (AREA_MESSAGE_FAMILIES.test(key) && key !== 'staffUsernameRequired');

/** The server's messages only a buyer's own pages show (cash confirmation, the address book, the update choices). */
export const ACCOUNT_MESSAGES = [
  'addressBookFull',
  'addressDeleted',
  'addressNotFound',
  'addressSaved',
  'cashCodeResent',
  'cashConfirmLinkInvalid',
  'cashOrderConfirmed',
  'cashOrderNotWaiting',
  'cashOverCap',
  'cashRefused',
  'defaultAddressSet',
  'updatePreferencesSaved',
] as const;

export type TextPart = 'storefront' | 'account' | 'areas';
export type Texts = { [key: string]: string | Texts };

/** The part of `texts` under `path` (`cs.faqs.categories`), or undefined. */
function at(texts: Texts, path: string): Texts | string | undefined {
  let node: Texts | string | undefined = texts;
  for (const key of path.split('.')) node = typeof node === 'object' ? node[key] : undefined;
  return node;
}

/** `texts` with `value` under `path`, copying only the branches on the way. */
function withValue(texts: Texts, [key, ...rest]: string[], value: Texts | string): Texts {
  const branch = texts[key!];
  return {
    ...texts,
    [key!]: rest.length === 0 ? value : withValue(typeof branch === 'object' ? branch : {}, rest, value),
  };
}

/** `texts` without what is under `path`. */
function without(texts: Texts, [key, ...rest]: string[]): Texts {
  const branch = texts[key!];
  if (rest.length === 0 || typeof branch !== 'object') {
    const { [key!]: _removed, ...others } = texts;
    return others;
  }
  return { ...texts, [key!]: without(branch, rest) };
}

/** One language's texts in their three parts; merged deeply, the parts are the whole again. */
export function splitTexts(texts: Texts): Record<TextPart, Texts> {
  const partOf = (key: string): TextPart =>
    (AREA_TEXTS as readonly string[]).includes(key)
      ? 'areas'
      : (ACCOUNT_TEXTS as readonly string[]).includes(key)
        ? 'account'
        : 'storefront';
  const part = (name: TextPart): Texts =>
    Object.fromEntries(Object.entries(texts).filter(([key]) => partOf(key) === name));
  let storefront = part('storefront');
  let areas = part('areas');
  for (const path of STOREFRONT_TOO) {
    const shared = at(texts, path);
    if (shared === undefined) continue;
    storefront = withValue(storefront, path.split('.'), shared);
    areas = without(areas, path.split('.'));
  }
  let account = part('account');
  const messages = at(texts, 'messages');
  for (const [key, message] of Object.entries(typeof messages === 'object' ? messages : {})) {
    const moved = isAreaMessage(key)
      ? 'areas'
      : (ACCOUNT_MESSAGES as readonly string[]).includes(key)
        ? 'account'
        : null;
    if (!moved) continue;
    storefront = without(storefront, ['messages', key]);
    if (moved === 'areas') areas = withValue(areas, ['messages', key], message);
    else account = withValue(account, ['messages', key], message);
  }
  return { storefront, account, areas };
}
