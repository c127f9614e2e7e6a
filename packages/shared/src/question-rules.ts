/**
 * The rules of questions on a product (issue 40), apart from their schemas (schemas/questions.ts) so
 * the storefront's ask form checks them without loading zod.
 */

/** Questions on a product and their answers (issue 40): at most this many characters each. */
export const QUESTION_MAX = 1000;
/** A buyer asks at most this many questions in any 24 hours. */
export const QUESTIONS_PER_DAY = 5;
export const QUESTION_PAGE_SIZE = 20;
/**
 * Answered questions a product's page shows at first, then as many more on each "More questions":
 * the page's HTML stays small (at most 30 KB gzip) however long the answers.
 */
export const PRODUCT_PAGE_QUESTIONS = 5;

/**
 * Whether a text holds a link: an address with its scheme (http://, https://), one starting with
 * www., or a bare domain with a common ending (example.com, shop.lb). The endings are listed so that
 * "2.5kg", "e.g." or a missing space after a full stop in a sentence are not taken for one.
 */
const LINK =
  /(?:https?:\/\/|\bwww\.|\b[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9-]+)*\.(?:com|net|org|lb|io|co|info|biz|me|app|shop|store|online|site|xyz|dev|ly|gl|to|us|uk|fr|de|ae|sa|eu|tv|link|click|page|ai|gg|cc|ru|cn|tk)\b)/iu;
export const holdsLink = (text: string) => LINK.test(text);
