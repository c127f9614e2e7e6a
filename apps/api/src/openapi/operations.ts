/**
 * What the route table cannot say about an operation, for the API reference (reference.ts): its
 * summary, the error answers only its handler knows of, and its success answer when that is not
 * 200 with the JSON envelope. Keyed by method and Fastify path, as the route is declared; a route
 * may instead set `schema.summary` itself. openapi.test.ts fails on a documented operation without
 * a summary and on a line here that names no route.
 */

/** The error answers the reference describes, each from the one `Failure` envelope. */
export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 415 | 422 | 429 | 503;

/** A success (or other non-envelope) answer: a body of `type`, or, without one, a redirect. */
export interface Answer {
  description: string;
  type?: string;
}

export interface OperationNotes {
  summary: string;
  description?: string;
  /** Error answers beyond those the route's declarations imply (see reference.ts): conflicts, throttles, objects named in the body. */
  errors?: ErrorStatus[];
  /** Success is 201 with the envelope, not 200. */
  created?: true;
  /** Answers that are not the envelope (a PDF, a page, a redirect), in place of the envelope's success and of a derived error answer with the same status. */
  answers?: Record<number, Answer>;
}

/** The tags, one per module of the API, in the reference's order. */
export const API_TAGS: Record<string, string> = {
  system: "The instance's health and the deployment's settings the web app reads first.",
  auth: 'Buyer and seller accounts: sign-up, sign-in, the profile and its password, social sign-in.',
  staff: "Staff sign-in (the dashboards' accounts).",
  codes: 'One-time codes sent by SMS, WhatsApp or e-mail to confirm a phone or an address.',
  recovery: 'Forgotten passwords: a code, then a reset link.',
  development: 'The development outbox: what the server would have sent, where no real sender is configured.',
  catalogue: 'Products, categories, brands and colours as the storefront and the product forms read them.',
  home: "The home page's shelves and banners, the newsletter and the contact form.",
  search: 'Search as the buyer types.',
  reviews: "Buyers' reviews of products, and their likes.",
  'shop ratings':
    "Buyers rate a shop for each delivered part of their orders; the shop's figures and list, the seller's view, staff hiding.",
  questions: "Buyers' questions on a product, the shop's answers, and staff hiding.",
  media: 'Stored images: reading them, and uploading new ones.',
  seo: 'robots.txt and the sitemaps, for crawlers.',
  cart: 'The cart of a signed-in buyer, or of a guest named by its guest id.',
  'wish list': 'The wish list of a signed-in buyer, or of a guest.',
  checkout: "The signed-in buyer's checkout: totals, coupons, placing the order.",
  notifications: "The signed-in buyer's notifications.",
  addresses: "The signed-in buyer's address book and WhatsApp/SMS update choices (issue 41).",
  payments: "Online payment of an order through the gateway, and the gateway's signed webhook.",
  'sandbox gateway': "The built-in sandbox payment gateway's hosted page, standing in for a real provider's.",
  orders: "The signed-in buyer's orders: history, details, invoice, cancelling.",
  'seller orders': "A seller's parts of orders, moving them toward delivery, and the seller area's home figures.",
  sellers: "Becoming a seller, the seller's profile and the changes it asks for.",
  'admin: sellers': 'Admins approve, suspend and plan shops, and decide on their profile changes.',
  'seller products': "A seller's own products.",
  'product review': "Staff publish or turn back sellers' new and edited products.",
  'seller notifications': "The seller area's notifications, and staff notices to a seller.",
  'seller sales': "A seller's sales figures and payouts; admins pay payouts and set commissions.",
  'promotional requests': 'Sellers ask for a discount or a place on the home lists; staff answer.',
  'catalogue data': 'Data entry keeps the categories, colours and brands.',
  'data entry products': "Data entry's products: the table, the forms, bulk and legacy posts.",
  banners: "The home's banners (data entry) and sponsors strip (admins).",
  administration: 'Admins: audit log, site settings, coupons, staff and buyer accounts, home placements.',
  'sales dashboards': "The sales team's figures, and the discounts it offers sellers.",
  'customer service':
    "The customer-service desk: look-ups, tickets, returns, FAQs, the desk's notifications; sellers' returns and issue requests.",
  support: "The support dialog's messages, and the desk's inbox of them.",
};

const page = (description: string): Record<number, Answer> => ({ 200: { description, type: 'text/html' } });

export const OPERATIONS: Record<string, OperationNotes> = {
  // system
  'GET /api/health': { summary: 'Check that the instance and its stores answer', errors: [503] },
  'GET /api/config': { summary: "Read the deployment's settings for the web app" },

  // auth
  'POST /api/auth/register': { summary: 'Create a buyer account', created: true, errors: [409] },
  'POST /api/auth/login': {
    summary: 'Sign in as a buyer or seller',
    description:
      'Sets the `souk_session` cookie. After a few failures for one account or address, a 403 with a field error on `altcha` asks for a solved challenge (GET /api/auth/challenge) in the `x-altcha` header of the next try.',
    errors: [401, 403, 429, 503],
  },
  'POST /api/staff/login': {
    summary: 'Sign in as staff',
    description:
      'Sets the `souk_session` cookie. After a few failures for one account or address, a 403 with a field error on `altcha` asks for a solved challenge (GET /api/auth/challenge) in the `x-altcha` header of the next try.',
    errors: [401, 403, 429, 503],
  },
  'GET /api/auth/challenge': {
    summary: 'Get a challenge to solve',
    description:
      'A proof-of-work challenge (ALTCHA), good once: solved, it goes in the `x-altcha` header of a request that was answered 403 with a field error on `altcha`.',
  },
  'POST /api/auth/logout': { summary: 'Sign out' },
  'GET /api/auth/profile': { summary: "Read the signed-in account's profile" },
  'PUT /api/auth/profile': { summary: "Change the signed-in account's profile", errors: [409, 429, 503] },
  'POST /api/auth/verify-password': { summary: "Check the signed-in account's password", errors: [429, 503] },
  'PUT /api/auth/change-password': { summary: "Change the signed-in account's password", errors: [429, 503] },
  'GET /api/auth/seller-details': { summary: "Read the signed-in seller's shop details" },
  'GET /api/auth/google': {
    summary: 'Start signing in with Google',
    errors: [404],
    answers: { 302: { description: "To Google's sign-in page." } },
  },
  'GET /api/auth/google/callback': {
    summary: 'Finish signing in with Google',
    errors: [404],
    answers: {
      302: { description: 'Back to the page the sign-in started from, or to the login page with the error.' },
    },
  },
  'GET /api/auth/facebook': {
    summary: 'Start signing in with Facebook',
    errors: [404],
    answers: { 302: { description: "To Facebook's sign-in page." } },
  },
  'GET /api/auth/facebook/callback': {
    summary: 'Finish signing in with Facebook',
    errors: [404],
    answers: {
      302: { description: 'Back to the page the sign-in started from, or to the login page with the error.' },
    },
  },

  // codes
  'POST /api/otp/send': { summary: 'Send a one-time code', errors: [409, 429] },
  'POST /api/otp/resend': { summary: 'Send a one-time code again', errors: [409, 429] },
  'POST /api/otp/verify': { summary: 'Check a one-time code' },

  // recovery
  'POST /api/recovery/forgot-password': { summary: 'Send a password recovery code', errors: [429] },
  'POST /api/recovery/verify-code': { summary: 'Check a password recovery code' },
  'GET /api/recovery/reset-password/:token': { summary: 'Check a password reset link' },
  'POST /api/recovery/reset-password/:token': { summary: 'Set a new password through a reset link' },

  // development
  'GET /api/dev/outbox': { summary: 'Read the messages the server would have sent', errors: [404] },

  // catalogue
  'GET /api/products/getproducts': { summary: 'List products on sale, filtered and paged' },
  'GET /api/products/getallproducts': { summary: 'List products on sale, filtered and paged (the same list)' },
  'GET /api/products/product-details/:id': { summary: "Read a product's page" },
  'GET /api/products/product/:productId/related': { summary: 'List products related to a product' },
  'GET /api/categories/category': { summary: 'List categories with their sub-categories' },
  'GET /api/category/list': { summary: 'List categories with their sub-categories (the same list)' },
  'GET /api/categories': { summary: 'List categories with their sub-categories (the same list, again)' },
  'GET /api/sub-category/list': { summary: 'List sub-categories, of one category or all' },
  'GET /api/brands': { summary: 'List brands' },
  'GET /api/colors': { summary: 'List colours' },
  'GET /api/dashboard/data-entry/colors': { summary: 'List colours for the product forms' },
  'GET /api/dashboard/data-entry/brands': { summary: 'List brands for the product forms' },
  'GET /api/dashboard/data-entry/categories-with-sub': {
    summary: 'List categories with their sub-categories for the product forms',
  },

  // home
  'GET /api/products/deals': { summary: "List today's deals" },
  'GET /api/hero/today-deals': { summary: "List today's deals (the home's address)" },
  'GET /api/products/featured': { summary: 'List featured products' },
  'GET /api/hero/featured-items': { summary: "List featured products (the home's address)" },
  'GET /api/products/more-to-love': { summary: 'List products to love' },
  'GET /api/hero/new-releases': { summary: 'List the newest products' },
  'GET /api/hero/more-results': { summary: 'List trending products' },
  'GET /api/hero/best-sellers': { summary: 'List best sellers' },
  'GET /api/hero/related-items': { summary: 'List products related to one the buyer looked at' },
  'GET /api/preferences/may-also-like': { summary: 'List products the buyer may also like' },
  'GET /api/hero/all-banners': { summary: "List the home's active banners" },
  'GET /api/sponsors/admin/all': { summary: "List the home's sponsors" },
  'POST /api/newsletter/subscribe': { summary: 'Subscribe an e-mail address to the newsletter' },
  'POST /api/contact-us': { summary: 'Send a message through the contact form' },

  // search
  'GET /api/search/predictive': { summary: 'Suggest products, categories and brands as the buyer types' },
  'GET /api/search/suggestions': {
    summary: 'Suggest products, categories and brands as the buyer types (the same answer)',
  },

  // reviews
  'GET /api/products/product/:productId/reviews': { summary: "List a product's reviews" },
  'POST /api/products/product/:productId/reviews': {
    summary: 'Review a product you received',
    created: true,
    errors: [403, 409],
  },
  'GET /api/products/product/:productId/reviews/eligibility': {
    summary: 'Whether the signed-in account may review a product, and why not',
  },
  'GET /api/products/product/:productId/reviews/likes': {
    summary: 'List the reviews of a product the signed-in account likes',
  },
  'POST /api/products/product/:productId/reviews/:reviewId/like': { summary: 'Like a review, or take the like back' },
  'DELETE /api/products/product/:productId/reviews/:reviewId': { summary: 'Delete your own review' },

  // shop ratings
  'POST /api/orders/:orderId/parts/:partId/rating': {
    summary: 'Rate the shop for a delivered part of your order',
    description:
      'Once per part, from 1 to 5 stars with an optional comment, within 30 days of its delivery. Refused (409) before the delivery, after the 30 days and a second time.',
    created: true,
    errors: [409],
  },
  'GET /api/orders/shop-ratings': { summary: 'List your ratings of shops, by part of order' },
  'GET /api/shops/:sellerId/ratings': {
    summary: "List a shop's ratings, newest first, with its average, count and 90-day positive share",
  },
  'GET /api/seller/ratings': { summary: "List the signed-in seller's ratings, hidden ones marked, with its figures" },
  'GET /api/staff/shop-ratings': { summary: "List every shop's ratings for staff" },
  'POST /api/staff/shop-ratings/:id/hide': {
    summary: 'Hide an abusive shop rating, saying why (audited; the buyer is told)',
    errors: [409],
  },
  'POST /api/staff/shop-ratings/:id/show': { summary: 'Show a hidden shop rating again (audited)', errors: [409] },

  // questions
  'GET /api/products/product/:productId/questions': {
    summary: "List a product's answered questions, newest answer first",
  },
  'GET /api/products/product/:productId/questions/mine': {
    summary: 'List your own questions on a product still waiting for an answer',
  },
  'POST /api/products/product/:productId/questions': {
    summary: 'Ask the shop a question about a product',
    description:
      'At most 1,000 characters, without links or web addresses, and at most 5 questions in any 24 hours (429 past them). The shop is told by its bell and by e-mail.',
    created: true,
    errors: [403, 429],
  },
  'GET /api/seller/questions': {
    summary: "List the signed-in seller's questions, those waiting for an answer first",
  },
  'POST /api/seller/questions/:id/answer': {
    summary: 'Answer a question on one of your products (the asker is told)',
    errors: [409],
  },
  'GET /api/staff/questions': { summary: "List every shop's questions for staff, newest first" },
  'POST /api/staff/questions/:id/hide': {
    summary: 'Hide a question from the product page, saying why (audited)',
    errors: [409],
  },

  // media
  'GET /media/*': {
    summary: 'Read a stored image',
    answers: {
      200: {
        description: 'The image (WebP, PNG, JPEG or SVG), cached for a year: a new image gets a new address.',
        type: 'image/*',
      },
    },
  },
  'POST /api/uploads/images': { summary: 'Upload images', created: true },

  // seo
  'GET /robots.txt': {
    summary: 'Read robots.txt',
    answers: { 200: { description: "The host's rules for crawlers.", type: 'text/plain' } },
  },
  'GET /sitemap.xml': {
    summary: 'Read the sitemap index',
    answers: { 200: { description: 'The index of the sitemaps.', type: 'application/xml' } },
  },
  'GET /sitemaps/:file': {
    summary: 'Read one sitemap',
    answers: {
      200: { description: 'One sitemap of the index.', type: 'application/xml' },
      404: { description: 'No such sitemap.', type: 'text/plain' },
    },
  },

  // cart
  'GET /api/cart': { summary: 'Read the cart' },
  'POST /api/cart/add': { summary: 'Add a product to the cart', errors: [404, 409] },
  'PUT /api/cart/:cartId/update-quantity': { summary: "Change a cart line's quantity", errors: [409] },
  'DELETE /api/cart/:cartId/items/:variantId': { summary: 'Remove a line from the cart' },
  'DELETE /api/cart/:cartId/clear': { summary: 'Empty the cart' },

  // wish list
  'GET /api/wishlist': { summary: 'Read the wish list' },
  'POST /api/wishlist/add': { summary: 'Add a product to the wish list', errors: [404] },
  'POST /api/wishlist/check': { summary: 'Check whether a product is on the wish list' },
  'POST /api/wishlist/move-to-cart': { summary: 'Move a wish list product to the cart', errors: [404, 409] },
  'DELETE /api/wishlist/remove/:productId/:variantId': { summary: 'Remove a product from the wish list' },

  // checkout
  'GET /api/checkout/:cartId': { summary: "Read the checkout's lines and totals" },
  'POST /api/checkout/:cartId/apply-coupon': { summary: 'Apply a coupon to the checkout' },
  'DELETE /api/checkout/:cartId/remove-coupon': { summary: 'Remove the coupon from the checkout' },
  'POST /api/checkout/:cartId/proceed-to-payment': { summary: 'Place the order', created: true, errors: [409] },

  // notifications
  'GET /api/notifications': { summary: 'List your notifications' },
  'DELETE /api/notifications': { summary: 'Delete all your notifications' },
  'GET /api/notifications/unread-count': { summary: 'Count your unread notifications' },
  'PUT /api/notifications/mark-all-read': { summary: 'Mark all your notifications read' },
  'PUT /api/notifications/:id/read': { summary: 'Mark a notification read' },
  'DELETE /api/notifications/:id': { summary: 'Delete a notification' },
  // addresses (issue 41)
  'GET /api/addresses': { summary: 'List your saved addresses, the default first' },
  'POST /api/addresses': { summary: 'Save a delivery address', created: true, errors: [409] },
  'PUT /api/addresses/:id': { summary: 'Change a saved address' },
  'PUT /api/addresses/:id/default': { summary: 'Make a saved address the default' },
  'DELETE /api/addresses/:id': { summary: 'Delete a saved address' },
  'GET /api/update-preferences': { summary: 'Which order updates you get by WhatsApp or SMS' },
  'PUT /api/update-preferences': { summary: 'Choose which order updates you get by WhatsApp or SMS' },

  // payments
  'POST /api/payment/bobsal/session': { summary: "Open the gateway's payment page for an order", errors: [404, 409] },
  'POST /api/payment/confirm': { summary: "Confirm an order's payment with the gateway", errors: [404, 409] },
  'POST /api/payment/attach-method': { summary: 'Choose how an order is paid', errors: [404, 409] },
  'POST /api/payment/bobsal/webhook': { summary: "Receive the gateway's signed payment event" },

  // sandbox gateway
  'GET /api/payment/sandbox/checkout/:chargeId': {
    summary: "Show the sandbox gateway's payment page",
    answers: {
      ...page('The payment page.'),
      302: { description: 'Back to the shop: the payment is settled already.' },
    },
  },
  'POST /api/payment/sandbox/checkout/:chargeId': {
    summary: 'Pay or cancel on the sandbox payment page',
    errors: [409],
    answers: {
      303: { description: 'Back to the shop with the outcome.' },
      402: { description: 'The page again: a test number that asks to try again.', type: 'text/html' },
      422: { description: 'The page again: the card or wallet number is not valid.', type: 'text/html' },
    },
  },

  // orders
  'GET /api/orders/history': { summary: 'List your orders' },
  'GET /api/orders/:id': { summary: 'Read one of your orders' },
  'GET /api/order-by-number/:orderNumber': {
    summary:
      "Read one of your orders by its number: each seller's parcel with its timeline, courier and tracking, and its refunds",
  },
  'GET /api/orders/:id/invoice': {
    summary: "Download an order's invoice",
    answers: { 200: { description: 'The invoice, a PDF.', type: 'application/pdf' } },
  },
  'POST /api/orders/:id/cancel': { summary: 'Cancel one of your orders', errors: [409] },
  // Issue 41: a first cash order waits for its buyer's code or link (decision 0025).
  'GET /api/orders/:id/cash-confirmation': {
    summary: 'Where the code confirming your cash order went, and until when it may be confirmed',
    errors: [409],
  },
  'POST /api/orders/:id/confirm-cash': {
    summary: 'Confirm your cash order with the code sent to its phone',
    errors: [409, 429],
  },
  'POST /api/orders/:id/confirm-cash/resend': {
    summary: 'Send the code confirming your cash order again, by WhatsApp or SMS',
    errors: [409, 429],
  },
  'POST /api/orders/confirm-cash-link': {
    summary: 'Confirm a cash order by the one-tap link sent to its phone',
    errors: [404, 409],
  },

  // seller orders
  'GET /api/seller/orders': { summary: "List the seller's parts of orders" },
  'GET /api/orders/search': { summary: "Search the seller's parts of orders" },
  'POST /api/seller/orders/:id/cancel': { summary: "Cancel the seller's part of an order", errors: [409] },
  'GET /api/seller/orders/:id': { summary: "Read the seller's part of an order" },
  'PATCH /api/seller/orders/:id/status': {
    summary: "Move the seller's part of an order on (shipping names the courier and tracking number, or own delivery)",
    errors: [400, 409],
  },
  'PATCH /api/admin/seller-orders/:id/status': {
    summary: "Move a managed seller's part of an order on (staff)",
    errors: [400, 404, 409],
  },
  'GET /api/seller/couriers': { summary: 'List the couriers a seller may ship with' },
  'GET /api/admin/couriers': { summary: 'List the couriers' },
  'POST /api/admin/couriers': { summary: 'Add a courier', errors: [409] },
  'PUT /api/admin/couriers/:id': { summary: 'Change a courier', errors: [404, 409] },
  'GET /api/orders/seller-dashboard': { summary: "Read the seller area's home figures" },

  // sellers
  'POST /api/auth/onboarding': { summary: 'Apply to sell on Souk', created: true, errors: [409] },
  'PUT /api/seller/onboarding/choice': { summary: 'Choose how the shop is managed', errors: [409] },
  'GET /api/seller/profile': { summary: "Read the seller's profile" },
  'GET /api/seller/contact-info': { summary: "Read Souk's contacts for sellers" },
  'POST /api/seller-update/request-update': { summary: 'Ask to change the shop profile', errors: [409] },
  'POST /api/seller-update/submit-form': { summary: 'Send the changed shop profile' },
  'GET /api/seller-update/my-requests': { summary: "List the seller's profile change requests" },
  'GET /api/seller/shop-page': {
    summary: "Read the seller's shop page as it edits it: address, descriptions, logo and banner",
  },
  'PUT /api/seller/shop-page': {
    summary: "Set or remove the shop page's logo and banner",
    description:
      "Multipart: `logo` and `banner` files (each checked, re-encoded and stored as the product photos are), or `removeLogo` / `removeBanner`. They apply at once and purge the shop's page; the name and the descriptions change through the profile-change review.",
    errors: [404, 413, 415, 422],
  },

  // admin: sellers
  'GET /api/admin/sellers': { summary: 'List sellers' },
  'PUT /api/admin/sellers/:id/status': { summary: "Approve, suspend or reinstate a seller's shop" },
  'PUT /api/admin/sellers/:id/plan': { summary: "Change a seller's plan" },
  'PUT /api/admin/sellers/:id/management': { summary: "Change who manages a seller's shop" },
  'GET /api/admin/seller-update-requests': { summary: "List sellers' profile change requests" },
  'PUT /api/admin/seller-update-requests/:id': {
    summary: "Decide on a seller's profile change request",
    errors: [409],
  },

  // seller products
  'GET /api/seller/products': { summary: "List the seller's products" },
  'POST /api/seller/products': { summary: 'Add a product', created: true, errors: [409] },
  'GET /api/seller/products/:id': { summary: 'Read one of your products' },
  'DELETE /api/seller/products/:id': { summary: 'Delete one of your products' },
  'POST /api/seller/products/multi': { summary: 'Add several products at once', created: true, errors: [409] },
  'PUT /api/seller/products/self-managed/:id': { summary: 'Edit one of your products', errors: [409] },
  'GET /api/products/seller/:id/products': { summary: "List a seller's products" },

  // product review
  'GET /api/dashboard/review/products': { summary: 'List products waiting for review' },
  'POST /api/dashboard/review/products/:productId/approve': { summary: 'Publish a reviewed product', errors: [409] },
  'POST /api/dashboard/review/products/:productId/reject': { summary: 'Turn back a reviewed product', errors: [409] },

  // seller notifications
  'GET /api/seller/notifications': { summary: "List the seller's notifications" },
  'POST /api/seller/notifications': { summary: 'Send a notice to a seller', created: true, errors: [404] },
  'GET /api/seller/notifications/unread-count': { summary: "Count the seller's unread notifications" },
  'PUT /api/seller/notifications/mark-all-read': { summary: "Mark all the seller's notifications read" },
  'PUT /api/seller/notifications/:id/read': { summary: "Mark a seller's notification read" },

  // seller sales
  'GET /api/business/sales/total-sales': { summary: "Read the seller's total sales, plan and commission" },
  'GET /api/business/sales/revenue': { summary: "Read the seller's revenue by period" },
  'GET /api/business/sales/next-payment': { summary: "Read the seller's next payout" },
  'GET /api/seller/payouts': { summary: "List the seller's payouts" },
  'GET /api/admin/payouts': { summary: 'List payouts' },
  'PUT /api/admin/payouts/:id/paid': { summary: 'Mark a payout paid', errors: [409] },
  'PUT /api/admin/settings/commission/:plan': { summary: "Set a plan's commission rate" },

  // promotional requests
  'POST /api/promotional-requests': { summary: 'Ask for a promotion', created: true, errors: [404] },
  'GET /api/promotional-requests': { summary: "List the seller's promotion requests" },
  'PUT /api/promotional-requests/:id': { summary: 'Accept or decline an offered discount', errors: [409] },
  'GET /api/admin/promotional-requests': { summary: 'List promotion requests' },
  'PUT /api/admin/promotional-requests/:id': { summary: 'Answer a promotion request', errors: [409] },

  // catalogue data
  'GET /api/dashboard/data-entry/manage/categories': { summary: 'List categories to manage' },
  'POST /api/dashboard/data-entry/manage/categories': { summary: 'Add a category', created: true, errors: [409] },
  'PUT /api/dashboard/data-entry/manage/categories/:id': { summary: 'Edit a category', errors: [409] },
  'DELETE /api/dashboard/data-entry/manage/categories/:id': { summary: 'Delete a category', errors: [409] },
  'GET /api/dashboard/data-entry/manage/colors': { summary: 'List colours to manage' },
  'POST /api/dashboard/data-entry/manage/colors': { summary: 'Add a colour', created: true, errors: [409] },
  'PUT /api/dashboard/data-entry/manage/colors/:id': { summary: 'Edit a colour', errors: [409] },
  'DELETE /api/dashboard/data-entry/manage/colors/:id': { summary: 'Delete a colour', errors: [409] },
  'GET /api/dashboard/data-entry/manage/brands': { summary: 'List brands to manage' },
  'POST /api/dashboard/data-entry/manage/brands': { summary: 'Add a brand', created: true, errors: [409] },
  'PUT /api/dashboard/data-entry/manage/brands/:id': { summary: 'Edit a brand', errors: [409] },
  'DELETE /api/dashboard/data-entry/manage/brands/:id': { summary: 'Delete a brand', errors: [409] },

  // data entry products
  'GET /api/dashboard/data-entry/products': { summary: 'List products to manage' },
  'POST /api/dashboard/data-entry/products': { summary: 'Add a product for a seller', created: true, errors: [409] },
  'GET /api/dashboard/data-entry/products/search': { summary: 'Search products to manage' },
  'POST /api/dashboard/data-entry/products/multi': {
    summary: 'Add several products for a seller at once',
    created: true,
    errors: [409],
  },
  'PUT /api/dashboard/data-entry/products/:productId': { summary: 'Edit a product', errors: [409] },
  'DELETE /api/dashboard/data-entry/products/:productId': { summary: 'Delete a product' },
  'POST /api/dashboard/data-entry/products/legacy': {
    summary: 'Add a product through the legacy single form',
    created: true,
    errors: [409],
  },
  'GET /api/dashboard/data-entry/sellers/by-subcategory': { summary: 'List the sellers of a sub-category' },

  // banners
  'GET /api/dashboard/data-entry/banners': { summary: 'List banners to manage' },
  'POST /api/hero/banner': { summary: 'Add a banner', created: true },
  'PUT /api/hero/banner/:id': { summary: 'Edit a banner' },
  'DELETE /api/hero/banner/:id': { summary: 'Delete a banner' },
  'GET /api/admin/sponsors': { summary: 'List sponsors to manage' },
  'POST /api/admin/sponsors': { summary: 'Add a sponsor', created: true },
  'DELETE /api/admin/sponsors/:id': { summary: 'End a sponsor' },

  // administration
  'GET /api/admin/audit-log': { summary: 'Read the audit log' },
  'GET /api/admin/settings': { summary: 'Read the site settings' },
  'PUT /api/admin/settings': { summary: 'Change the site settings' },
  'GET /api/admin/coupons': { summary: 'List coupons' },
  'POST /api/admin/coupons': { summary: 'Create a coupon', created: true, errors: [409] },
  'PUT /api/admin/coupons/:id': { summary: 'Edit a coupon', errors: [409] },
  'GET /api/admin/staff': { summary: 'List staff accounts' },
  'POST /api/admin/staff': { summary: 'Create a staff account', created: true, errors: [409] },
  'PUT /api/admin/staff/:id': { summary: 'Edit a staff account', errors: [409] },
  'POST /api/admin/staff/:id/reset-password': { summary: "Reset a staff account's password" },
  'GET /api/admin/buyers': { summary: 'Find buyers' },
  'PUT /api/admin/buyers/:id/status': { summary: "Block or unblock a buyer's account" },
  'GET /api/admin/placements': { summary: "List a home list's placements" },
  'POST /api/admin/placements': { summary: 'Place a product on a home list', created: true },
  'PUT /api/admin/placements/:id': { summary: 'Edit a placement' },
  'DELETE /api/admin/placements/:id': { summary: 'Remove a placement' },

  // sales dashboards
  'GET /api/sales/overview': { summary: 'Read the sales overview' },
  'GET /api/sales/performance': { summary: 'Read sales performance over time' },
  'GET /api/sales/orders': { summary: 'List orders for the sales team' },
  'GET /api/sales/return-refund-rates': { summary: "Read sellers' return and refund rates" },
  'GET /api/sales/categories-brands': { summary: 'Read sales by category and brand' },
  'GET /api/sales/order-statuses': { summary: 'Count orders by status' },
  'POST /api/sales/discount-offers': { summary: 'Offer a seller a discount', created: true, errors: [404] },

  // customer service
  'GET /api/cs/lookup-user/:phone': { summary: 'Find an account by phone' },
  'GET /api/cs/sellers/all': { summary: 'List all sellers for the desk' },
  'GET /api/cs/user/:id/orders': { summary: "List a buyer's orders for the desk" },
  'GET /api/cs/order/:id/items': { summary: "List an order's items for the desk" },
  'GET /api/cs/seller/:id/orders': { summary: "List a seller's orders for the desk" },
  'GET /api/cs/seller/order/:id/items': { summary: "List a seller's items of an order for the desk" },
  'GET /api/cs/orders/:id/details': { summary: "Read an order's details for the desk" },
  'GET /api/dashboard/buyer-profile-management/search-by-phone/:phone': { summary: 'Find a buyer by phone' },
  'GET /api/dashboard/buyer-profile-management/user-orders/:id': { summary: "List a buyer's orders by stage" },
  'PUT /api/dashboard/buyer-profile-management/update-user/:id': { summary: "Edit a buyer's profile", errors: [409] },
  'PUT /api/dashboard/seller-profile-management/update-seller/:id': { summary: "Edit a seller's profile" },
  'GET /api/dashboard/seller-profile-management/search-by-phone/:phone': { summary: 'Find a seller by phone' },
  'GET /api/cs/issue-types': { summary: 'List issue types for a ticket form' },
  'GET /api/cs/seller-issue-types': { summary: "List issue types for a seller's ticket" },
  'GET /api/cs/manager/issue-types': { summary: 'List issue types to manage' },
  'POST /api/cs/manager/issue-types': { summary: 'Add an issue type', created: true, errors: [409] },
  'PUT /api/cs/manager/issue-types/:id': { summary: 'Edit an issue type', errors: [409] },
  'DELETE /api/cs/manager/issue-types/:id': { summary: 'Delete an issue type' },
  'POST /api/cs/tickets': { summary: 'Open a ticket for a buyer', created: true, errors: [404] },
  'GET /api/cs/tickets': { summary: 'List tickets' },
  'POST /api/cs/seller-tickets': { summary: 'Open a ticket for a seller', created: true, errors: [404] },
  'PUT /api/cs/tickets/:id/close': { summary: 'Close a ticket, refunding if need be', errors: [409] },
  'GET /api/cs/tickets/:id/refund-preview': { summary: 'Preview what closing a ticket would refund' },
  'PUT /api/cs/tickets/:id/escalate': { summary: 'Escalate a ticket', errors: [409] },
  'PUT /api/cs/tickets/:id/status': { summary: "Change a ticket's status" },
  'POST /api/cs/tickets/:id/mention': { summary: 'Mention a colleague on a ticket' },
  'GET /api/cs/agents/mention': { summary: 'List colleagues to mention' },
  'POST /api/cs/returns/create-and-notify': {
    summary: 'Send a return to the seller',
    created: true,
    errors: [404, 409],
  },
  'GET /api/cs/tickets/:id/return-details': { summary: "Read a ticket's return" },
  'GET /api/seller/returns': { summary: "List the seller's returns" },
  'GET /api/seller/returns/count/pending': { summary: "Count the seller's pending returns" },
  'POST /api/seller/returns/:id/decision': { summary: 'Accept or refuse a return', errors: [409] },
  'GET /api/seller/issue-requests': { summary: "List the seller's issue requests" },
  'POST /api/seller/issue-requests': { summary: 'Raise an issue with the desk', created: true, errors: [404] },
  'GET /api/seller/issue-requests/orders': { summary: "List the seller's orders to raise an issue about" },
  'GET /api/seller/issue-requests/orders/:id/items': { summary: "List the items of the seller's order" },
  'GET /api/seller/issue-requests/issue-types': { summary: "List issue types for a seller's request" },
  'POST /api/orders/:orderId/items/:itemId/return': { summary: 'Ask to return an item', created: true, errors: [409] },
  'GET /api/cs/faqs': { summary: 'List FAQs to manage' },
  'POST /api/cs/faqs': { summary: 'Add an FAQ', created: true },
  'PUT /api/cs/faqs/reorder': { summary: 'Reorder the FAQs', errors: [404] },
  'PUT /api/cs/faqs/:id': { summary: 'Edit an FAQ' },
  'DELETE /api/cs/faqs/:id': { summary: 'Delete an FAQ' },
  'GET /api/faqs': { summary: "List the buyers' FAQs" },
  'GET /api/seller/faqs': { summary: "List the sellers' FAQs" },
  'GET /api/cs/notifications/unread-count': { summary: "Count the desk's unread notifications" },
  'GET /api/cs/notifications': { summary: "List the desk's notifications" },
  'PUT /api/cs/notifications/mark-all-read': { summary: "Mark the desk's notifications read" },
  'PUT /api/cs/notifications/:id/mark-read': { summary: "Mark a desk's notification read" },

  // support
  'POST /api/cs/support-request': { summary: 'Send a message to support' },
  'POST /api/checkout/contact-us': { summary: 'Send a message to support from the checkout' },
  'GET /api/cs/support-messages': { summary: 'List support messages' },
  'PUT /api/cs/support-messages/:id': { summary: 'Mark a support message handled or open' },
};
