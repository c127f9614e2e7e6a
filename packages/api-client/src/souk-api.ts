// The Souk API's types, generated from /api/openapi.json by openapi-typescript: do not edit.
// `npm run api:client` writes it again; client.test.ts fails while it differs from the served document.
// `createSoukClient()` (index.ts) is the openapi-fetch client typed with them.

export interface paths {
    "/api/auth/challenge": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a challenge to solve
         * @description A proof-of-work challenge (ALTCHA), good once: solved, it goes in the `x-altcha` header of a request that was answered 403 with a field error on `altcha`.
         *
         *     Open to everyone; a session, when sent, is read.
         */
        get: operations["auth.getChallenge"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Check that the instance and its stores answer
         * @description Open to everyone; a session, when sent, is read.
         */
        get: operations["system.getHealth"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/config": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read the deployment's settings for the web app
         * @description Open to everyone; a session, when sent, is read.
         */
        get: operations["system.getConfig"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/register": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create a buyer account
         * @description Open to everyone; a session, when sent, is read. Calls are counted per address: past a threshold a 403 with a field error on `altcha` asks for a solved challenge (GET /api/auth/challenge) in the `x-altcha` header, far past it a 429.
         */
        post: operations["auth.postRegister"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sign in as a buyer or seller
         * @description Sets the `souk_session` cookie. After a few failures for one account or address, a 403 with a field error on `altcha` asks for a solved challenge (GET /api/auth/challenge) in the `x-altcha` header of the next try.
         *
         *     Open to everyone; a session, when sent, is read.
         */
        post: operations["auth.postLogin"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/staff/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sign in as staff
         * @description Sets the `souk_session` cookie. After a few failures for one account or address, a 403 with a field error on `altcha` asks for a solved challenge (GET /api/auth/challenge) in the `x-altcha` header of the next try.
         *
         *     Open to everyone; a session, when sent, is read.
         */
        post: operations["staff.postLogin"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sign out
         * @description Open to everyone; a session, when sent, is read.
         */
        post: operations["auth.postLogout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/profile": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read the signed-in account's profile
         * @description Any signed-in account.
         */
        get: operations["auth.getProfile"];
        /**
         * Change the signed-in account's profile
         * @description Any signed-in account.
         */
        put: operations["auth.putProfile"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/verify-password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Check the signed-in account's password
         * @description Any signed-in account.
         */
        post: operations["auth.postVerifyPassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/change-password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Change the signed-in account's password
         * @description Any signed-in account.
         */
        put: operations["auth.putChangePassword"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/seller-details": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read the signed-in seller's shop details
         * @description Signed-in accounts of type `seller_self_managed`, `seller_managed`. A suspended shop still reaches it.
         */
        get: operations["auth.getSellerDetails"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/otp/send": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a one-time code
         * @description Open to everyone; a session, when sent, is read. Calls are counted per address: past a threshold a 403 with a field error on `altcha` asks for a solved challenge (GET /api/auth/challenge) in the `x-altcha` header, far past it a 429.
         */
        post: operations["codes.postOtpSend"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/otp/resend": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a one-time code again
         * @description Open to everyone; a session, when sent, is read. Calls are counted per address: past a threshold a 403 with a field error on `altcha` asks for a solved challenge (GET /api/auth/challenge) in the `x-altcha` header, far past it a 429.
         */
        post: operations["codes.postOtpResend"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/otp/verify": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Check a one-time code
         * @description Open to everyone; a session, when sent, is read.
         */
        post: operations["codes.postOtpVerify"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/recovery/forgot-password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a password recovery code
         * @description Open to everyone; a session, when sent, is read. Calls are counted per address: past a threshold a 403 with a field error on `altcha` asks for a solved challenge (GET /api/auth/challenge) in the `x-altcha` header, far past it a 429.
         */
        post: operations["recovery.postForgotPassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/recovery/verify-code": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Check a password recovery code
         * @description Open to everyone; a session, when sent, is read.
         */
        post: operations["recovery.postVerifyCode"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/recovery/reset-password/{token}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Check a password reset link
         * @description Open to everyone; a session, when sent, is read.
         */
        get: operations["recovery.getResetPasswordByToken"];
        put?: never;
        /**
         * Set a new password through a reset link
         * @description Open to everyone; a session, when sent, is read.
         */
        post: operations["recovery.postResetPasswordByToken"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/dev/outbox": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read the messages the server would have sent
         * @description Open to everyone; a session, when sent, is read.
         */
        get: operations["development.getDevOutbox"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/google": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Start signing in with Google
         * @description Open to everyone; a session, when sent, is read.
         */
        get: operations["auth.getGoogle"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/google/callback": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Finish signing in with Google
         * @description Open to everyone; a session, when sent, is read.
         */
        get: operations["auth.getGoogleCallback"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/facebook": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Start signing in with Facebook
         * @description Open to everyone; a session, when sent, is read.
         */
        get: operations["auth.getFacebook"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/facebook/callback": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Finish signing in with Facebook
         * @description Open to everyone; a session, when sent, is read.
         */
        get: operations["auth.getFacebookCallback"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/products/getproducts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List products on sale, filtered and paged
         * @description Open to everyone; a session, when sent, is read.
         */
        get: operations["catalogue.getProductsGetproducts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/products/getallproducts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List products on sale, filtered and paged (the same list)
         * @description Open to everyone; a session, when sent, is read.
         */
        get: operations["catalogue.getProductsGetallproducts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/products/product-details/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read a product's page
         * @description Open to everyone; a session, when sent, is read.
         */
        get: operations["catalogue.getProductsProductDetailsById"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/products/product/{productId}/related": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List products related to a product
         * @description Open to everyone; a session, when sent, is read.
         */
        get: operations["catalogue.getProductsProductRelatedByProductId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/products/product/{productId}/more-from-shop": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List other products of a product's shop, its best sellers first
         * @description Open to everyone; a session, when sent, is read.
         */
        get: operations["catalogue.getProductsProductMoreFromShopByProductId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/products/deals": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List today's deals
         * @description Open to everyone; a session, when sent, is read.
         */
        get: operations["home.getProductsDeals"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/hero/today-deals": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List today's deals (the home's address)
         * @description Open to everyone; a session, when sent, is read.
         */
        get: operations["home.getHeroTodayDeals"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/products/featured": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List featured products
         * @description Open to everyone; a session, when sent, is read.
         */
        get: operations["home.getProductsFeatured"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/hero/featured-items": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List featured products (the home's address)
         * @description Open to everyone; a session, when sent, is read.
         */
        get: operations["home.getHeroFeaturedItems"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/products/more-to-love": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List products to love
         * @description Open to everyone; a session, when sent, is read.
         */
        get: operations["home.getProductsMoreToLove"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/hero/new-releases": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the newest products
         * @description Open to everyone; a session, when sent, is read.
         */
        get: operations["home.getHeroNewReleases"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/hero/more-results": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List trending products
         * @description Open to everyone; a session, when sent, is read.
         */
        get: operations["home.getHeroMoreResults"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/hero/best-sellers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List best sellers
         * @description Open to everyone; a session, when sent, is read.
         */
        get: operations["home.getHeroBestSellers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/hero/related-items": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List products related to one the buyer looked at
         * @description Open to everyone; a session, when sent, is read.
         */
        get: operations["home.getHeroRelatedItems"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/preferences/may-also-like": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List products the buyer may also like
         * @description Open to everyone; a session, when sent, is read.
         */
        get: operations["home.getPreferencesMayAlsoLike"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/categories/category": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List categories with their sub-categories
         * @description Open to everyone; a session, when sent, is read.
         */
        get: operations["catalogue.getCategoriesCategory"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/category/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List categories with their sub-categories (the same list)
         * @description Open to everyone; a session, when sent, is read.
         */
        get: operations["catalogue.getCategoryList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/categories": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List categories with their sub-categories (the same list, again)
         * @description Open to everyone; a session, when sent, is read.
         */
        get: operations["catalogue.getCategories"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sub-category/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List sub-categories, of one category or all
         * @description Open to everyone; a session, when sent, is read.
         */
        get: operations["catalogue.getSubCategoryList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/brands": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List brands
         * @description Open to everyone; a session, when sent, is read.
         */
        get: operations["catalogue.getBrands"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/colors": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List colours
         * @description Open to everyone; a session, when sent, is read.
         */
        get: operations["catalogue.getColors"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/shops/{slug}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read a shop's page: the shop and its products, with the listing's filters, sort and pages
         * @description By the shop's slug. Its id, or a slug it had before its name changed, is answered 301 to its address now; a pending or suspended shop is a 404, a closed one a 410.
         *
         *     Open to everyone; a session, when sent, is read.
         */
        get: operations["catalogue.getShopsBySlug"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/dashboard/data-entry/colors": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List colours for the product forms
         * @description Signed-in accounts of type `seller_self_managed`, `data_entry`, `data_entry_admin`, `admin`, `super_admin`.
         */
        get: operations["catalogue.getDashboardDataEntryColors"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/dashboard/data-entry/brands": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List brands for the product forms
         * @description Signed-in accounts of type `seller_self_managed`, `data_entry`, `data_entry_admin`, `admin`, `super_admin`.
         */
        get: operations["catalogue.getDashboardDataEntryBrands"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/dashboard/data-entry/categories-with-sub": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List categories with their sub-categories for the product forms
         * @description Signed-in accounts of type `seller_self_managed`, `data_entry`, `data_entry_admin`, `admin`, `super_admin`.
         */
        get: operations["catalogue.getDashboardDataEntryCategoriesWithSub"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/search/predictive": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Suggest products, categories and brands as the buyer types
         * @description Open to everyone; a session, when sent, is read.
         */
        get: operations["search.getPredictive"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/search/suggestions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Suggest products, categories and brands as the buyer types (the same answer)
         * @description Open to everyone; a session, when sent, is read.
         */
        get: operations["search.getSuggestions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/products/product/{productId}/reviews": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List a product's reviews
         * @description Open to everyone; a session, when sent, is read.
         */
        get: operations["reviews.getProductsProductReviewsByProductId"];
        put?: never;
        /**
         * Review a product you received
         * @description Any signed-in account.
         */
        post: operations["reviews.postProductsProductReviewsByProductId"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/products/product/{productId}/reviews/eligibility": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Whether the signed-in account may review a product, and why not
         * @description Any signed-in account.
         */
        get: operations["reviews.getProductsProductReviewsEligibilityByProductId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/products/product/{productId}/reviews/likes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the reviews of a product the signed-in account likes
         * @description Any signed-in account.
         */
        get: operations["reviews.getProductsProductReviewsLikesByProductId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/products/product/{productId}/reviews/{reviewId}/like": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Like a review, or take the like back
         * @description Any signed-in account.
         */
        post: operations["reviews.postProductsProductReviewsLikeByProductIdAndReviewId"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/products/product/{productId}/reviews/{reviewId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Delete your own review
         * @description Any signed-in account. Only the buyer's own objects: another caller is answered 403.
         */
        delete: operations["reviews.deleteProductsProductReviewsByProductIdAndReviewId"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/{orderId}/parts/{partId}/rating": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Rate the shop for a delivered part of your order
         * @description Once per part, from 1 to 5 stars with an optional comment, within 30 days of its delivery. Refused (409) before the delivery, after the 30 days and a second time.
         *
         *     Any signed-in account. Only the buyer's own objects: another caller is answered 404.
         */
        post: operations["shopRatings.postOrdersPartsRatingByOrderIdAndPartId"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/shop-ratings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List your ratings of shops, by part of order
         * @description Any signed-in account.
         */
        get: operations["shopRatings.getOrdersShopRatings"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/shops/{sellerId}/ratings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List a shop's ratings, newest first, with its average, count and 90-day positive share
         * @description Open to everyone; a session, when sent, is read.
         */
        get: operations["shopRatings.getShopsRatingsBySellerId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/seller/ratings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the signed-in seller's ratings, hidden ones marked, with its figures
         * @description Signed-in accounts of type `seller_self_managed`, `seller_managed`.
         */
        get: operations["shopRatings.getSellerRatings"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/staff/shop-ratings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List every shop's ratings for staff
         * @description Signed-in accounts of type `admin`, `super_admin`, `cs_agent`, `cs_manager`, `cs_supervisor`.
         */
        get: operations["shopRatings.getStaffShopRatings"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/staff/shop-ratings/{id}/hide": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Hide an abusive shop rating, saying why (audited; the buyer is told)
         * @description Signed-in accounts of type `admin`, `super_admin`, `cs_agent`, `cs_manager`, `cs_supervisor`.
         */
        post: operations["shopRatings.postStaffShopRatingsHideById"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/staff/shop-ratings/{id}/show": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Show a hidden shop rating again (audited)
         * @description Signed-in accounts of type `admin`, `super_admin`, `cs_agent`, `cs_manager`, `cs_supervisor`.
         */
        post: operations["shopRatings.postStaffShopRatingsShowById"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/products/product/{productId}/questions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List a product's answered questions, newest answer first
         * @description Open to everyone; a session, when sent, is read.
         */
        get: operations["questions.getProductsProductQuestionsByProductId"];
        put?: never;
        /**
         * Ask the shop a question about a product
         * @description At most 1,000 characters, without links or web addresses, and at most 5 questions in any 24 hours (429 past them). The shop is told by its bell and by e-mail.
         *
         *     Any signed-in account.
         */
        post: operations["questions.postProductsProductQuestionsByProductId"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/products/product/{productId}/questions/mine": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List your own questions on a product still waiting for an answer
         * @description Any signed-in account.
         */
        get: operations["questions.getProductsProductQuestionsMineByProductId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/seller/questions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the signed-in seller's questions, those waiting for an answer first
         * @description Signed-in accounts of type `seller_self_managed`, `seller_managed`.
         */
        get: operations["questions.getSellerQuestions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/seller/questions/{id}/answer": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Answer a question on one of your products (the asker is told)
         * @description Signed-in accounts of type `seller_self_managed`, `seller_managed`. Only the seller's own objects: another caller is answered 404.
         */
        post: operations["questions.postSellerQuestionsAnswerById"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/staff/questions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List every shop's questions for staff, newest first
         * @description Signed-in accounts of type `admin`, `super_admin`, `cs_agent`, `cs_manager`, `cs_supervisor`.
         */
        get: operations["questions.getStaffQuestions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/staff/questions/{id}/hide": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Hide a question from the product page, saying why (audited)
         * @description Signed-in accounts of type `admin`, `super_admin`, `cs_agent`, `cs_manager`, `cs_supervisor`.
         */
        post: operations["questions.postStaffQuestionsHideById"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/hero/all-banners": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the home's active banners
         * @description Open to everyone; a session, when sent, is read.
         */
        get: operations["home.getHeroAllBanners"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sponsors/admin/all": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the home's sponsors
         * @description Open to everyone; a session, when sent, is read.
         */
        get: operations["home.getSponsorsAdminAll"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/newsletter/subscribe": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Subscribe an e-mail address to the newsletter
         * @description Open to everyone; a session, when sent, is read.
         */
        post: operations["home.postNewsletterSubscribe"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/contact-us": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a message through the contact form
         * @description Open to everyone; a session, when sent, is read. Calls are counted per address: past a threshold a 403 with a field error on `altcha` asks for a solved challenge (GET /api/auth/challenge) in the `x-altcha` header, far past it a 429.
         */
        post: operations["home.postContactUs"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/media/{path}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read a stored image
         * @description Open to everyone: no session is read.
         */
        get: operations["media.getByPath"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/uploads/images": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Upload images
         * @description Signed-in accounts of type `seller_self_managed`, `seller_managed`, `data_entry`, `data_entry_admin`, `admin`, `super_admin`.
         */
        post: operations["media.postUploadsImages"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/cart": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read the cart
         * @description Open to everyone; a session, when sent, is read.
         */
        get: operations["cart.get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/cart/add": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Add a product to the cart
         * @description Open to everyone; a session, when sent, is read.
         */
        post: operations["cart.postAdd"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/cart/{cartId}/update-quantity": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Change a cart line's quantity
         * @description Open to everyone; a session, when sent, is read. Only the buyer's own objects: another caller is answered 404.
         */
        put: operations["cart.putUpdateQuantityByCartId"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/cart/{cartId}/items/{variantId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Remove a line from the cart
         * @description Open to everyone; a session, when sent, is read. Only the buyer's own objects: another caller is answered 404.
         */
        delete: operations["cart.deleteItemsByCartIdAndVariantId"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/cart/{cartId}/clear": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Empty the cart
         * @description Open to everyone; a session, when sent, is read. Only the buyer's own objects: another caller is answered 404.
         */
        delete: operations["cart.deleteClearByCartId"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/wishlist": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read the wish list
         * @description Open to everyone; a session, when sent, is read.
         */
        get: operations["wishList.get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/wishlist/add": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Add a product to the wish list
         * @description Open to everyone; a session, when sent, is read.
         */
        post: operations["wishList.postAdd"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/wishlist/check": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Check whether a product is on the wish list
         * @description Open to everyone; a session, when sent, is read.
         */
        post: operations["wishList.postCheck"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/wishlist/move-to-cart": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Move a wish list product to the cart
         * @description Open to everyone; a session, when sent, is read.
         */
        post: operations["wishList.postMoveToCart"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/wishlist/remove/{productId}/{variantId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Remove a product from the wish list
         * @description Open to everyone; a session, when sent, is read.
         */
        delete: operations["wishList.deleteRemoveByProductIdAndVariantId"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/checkout/{cartId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read the checkout's lines and totals
         * @description Any signed-in account. Only the buyer's own objects: another caller is answered 404.
         */
        get: operations["checkout.getByCartId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/checkout/{cartId}/apply-coupon": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Apply a coupon to the checkout
         * @description Any signed-in account. Only the buyer's own objects: another caller is answered 404.
         */
        post: operations["checkout.postApplyCouponByCartId"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/checkout/{cartId}/remove-coupon": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Remove the coupon from the checkout
         * @description Any signed-in account. Only the buyer's own objects: another caller is answered 404.
         */
        delete: operations["checkout.deleteRemoveCouponByCartId"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/checkout/{cartId}/proceed-to-payment": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Place the order
         * @description Any signed-in account. Only the buyer's own objects: another caller is answered 404.
         */
        post: operations["checkout.postProceedToPaymentByCartId"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/notifications": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List your notifications
         * @description Any signed-in account.
         */
        get: operations["notifications.get"];
        put?: never;
        post?: never;
        /**
         * Delete all your notifications
         * @description Any signed-in account.
         */
        delete: operations["notifications.delete"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/notifications/unread-count": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Count your unread notifications
         * @description Any signed-in account.
         */
        get: operations["notifications.getUnreadCount"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/notifications/mark-all-read": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Mark all your notifications read
         * @description Any signed-in account.
         */
        put: operations["notifications.putMarkAllRead"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/notifications/{id}/read": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Mark a notification read
         * @description Any signed-in account. Only the buyer's own objects: another caller is answered 404.
         */
        put: operations["notifications.putReadById"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/notifications/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Delete a notification
         * @description Any signed-in account. Only the buyer's own objects: another caller is answered 404.
         */
        delete: operations["notifications.deleteById"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/addresses": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List your saved addresses, the default first
         * @description Any signed-in account.
         */
        get: operations["addresses.get"];
        put?: never;
        /**
         * Save a delivery address
         * @description Any signed-in account.
         */
        post: operations["addresses.post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/addresses/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Change a saved address
         * @description Any signed-in account. Only the buyer's own objects: another caller is answered 404.
         */
        put: operations["addresses.putById"];
        post?: never;
        /**
         * Delete a saved address
         * @description Any signed-in account. Only the buyer's own objects: another caller is answered 404.
         */
        delete: operations["addresses.deleteById"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/addresses/{id}/default": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Make a saved address the default
         * @description Any signed-in account. Only the buyer's own objects: another caller is answered 404.
         */
        put: operations["addresses.putDefaultById"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/update-preferences": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Which order updates you get by WhatsApp or SMS
         * @description Any signed-in account.
         */
        get: operations["addresses.getUpdatePreferences"];
        /**
         * Choose which order updates you get by WhatsApp or SMS
         * @description Any signed-in account.
         */
        put: operations["addresses.putUpdatePreferences"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payment/bobsal/session": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Open the gateway's payment page for an order
         * @description Any signed-in account. Only the buyer's own objects: another caller is answered 404.
         */
        post: operations["payments.postPaymentBobsalSession"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payment/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Confirm an order's payment with the gateway
         * @description Any signed-in account. Only the buyer's own objects: another caller is answered 404.
         */
        post: operations["payments.postPaymentConfirm"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payment/attach-method": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Choose how an order is paid
         * @description Any signed-in account. Only the buyer's own objects: another caller is answered 404.
         */
        post: operations["payments.postPaymentAttachMethod"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payment/bobsal/webhook": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Receive the gateway's signed payment event
         * @description Open to everyone; a session, when sent, is read.
         */
        post: operations["payments.postPaymentBobsalWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payment/sandbox/checkout/{chargeId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Show the sandbox gateway's payment page
         * @description Open to everyone; a session, when sent, is read.
         */
        get: operations["sandboxGateway.getPaymentSandboxCheckoutByChargeId"];
        put?: never;
        /**
         * Pay or cancel on the sandbox payment page
         * @description Open to everyone; a session, when sent, is read.
         */
        post: operations["sandboxGateway.postPaymentSandboxCheckoutByChargeId"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/history": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List your orders
         * @description Any signed-in account.
         */
        get: operations["orders.getHistory"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/order-by-number/{orderNumber}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read one of your orders by its number: each seller's parcel with its timeline, courier and tracking, and its refunds
         * @description Any signed-in account. Only the buyer's own objects: another caller is answered 404.
         */
        get: operations["orders.getOrderByNumberByOrderNumber"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read one of your orders
         * @description Any signed-in account. Only the buyer's own objects: another caller is answered 404.
         */
        get: operations["orders.getById"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/{id}/invoice": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Download an order's invoice
         * @description Any signed-in account. Only the buyer's own objects: another caller is answered 404.
         */
        get: operations["orders.getInvoiceById"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/{id}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Cancel one of your orders
         * @description Any signed-in account. Only the buyer's own objects: another caller is answered 404.
         */
        post: operations["orders.postCancelById"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/{id}/cash-confirmation": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Where the code confirming your cash order went, and until when it may be confirmed
         * @description Any signed-in account. Only the buyer's own objects: another caller is answered 404.
         */
        get: operations["orders.getCashConfirmationById"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/{id}/confirm-cash": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Confirm your cash order with the code sent to its phone
         * @description Any signed-in account. Only the buyer's own objects: another caller is answered 404.
         */
        post: operations["orders.postConfirmCashById"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/{id}/confirm-cash/resend": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send the code confirming your cash order again, by WhatsApp or SMS
         * @description Any signed-in account. Only the buyer's own objects: another caller is answered 404.
         */
        post: operations["orders.postConfirmCashResendById"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/confirm-cash-link": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Confirm a cash order by the one-tap link sent to its phone
         * @description Open to everyone; a session, when sent, is read.
         */
        post: operations["orders.postConfirmCashLink"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/seller/orders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the seller's parts of orders
         * @description Signed-in accounts of type `seller_self_managed`, `seller_managed`.
         */
        get: operations["sellerOrders.getSellerOrders"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Search the seller's parts of orders
         * @description Signed-in accounts of type `seller_self_managed`, `seller_managed`.
         */
        get: operations["sellerOrders.getOrdersSearch"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/seller/orders/{id}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Cancel the seller's part of an order
         * @description Signed-in accounts of type `seller_self_managed`, `seller_managed`. Only the seller's own objects: another caller is answered 404.
         */
        post: operations["sellerOrders.postSellerOrdersCancelById"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/seller/orders/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read the seller's part of an order
         * @description Signed-in accounts of type `seller_self_managed`, `seller_managed`. Only the seller's own objects: another caller is answered 404.
         */
        get: operations["sellerOrders.getSellerOrdersById"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/seller/orders/{id}/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Move the seller's part of an order on (shipping names the courier and tracking number, or own delivery)
         * @description Signed-in accounts of type `seller_self_managed`, `seller_managed`. Only the seller's own objects: another caller is answered 404.
         */
        patch: operations["sellerOrders.patchSellerOrdersStatusById"];
        trace?: never;
    };
    "/api/admin/seller-orders/{id}/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Move a managed seller's part of an order on (staff)
         * @description Signed-in accounts of type `admin`, `super_admin`.
         */
        patch: operations["administration.patchAdminSellerOrdersStatusById"];
        trace?: never;
    };
    "/api/admin/couriers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the couriers
         * @description Signed-in accounts of type `admin`, `super_admin`.
         */
        get: operations["administration.getAdminCouriers"];
        put?: never;
        /**
         * Add a courier
         * @description Signed-in accounts of type `admin`, `super_admin`.
         */
        post: operations["administration.postAdminCouriers"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/couriers/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Change a courier
         * @description Signed-in accounts of type `admin`, `super_admin`.
         */
        put: operations["administration.putAdminCouriersById"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/seller/couriers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the couriers a seller may ship with
         * @description Signed-in accounts of type `seller_self_managed`, `seller_managed`.
         */
        get: operations["sellerOrders.getSellerCouriers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/onboarding": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Apply to sell on Souk
         * @description Any signed-in account.
         */
        post: operations["sellers.postAuthOnboarding"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/seller/onboarding/choice": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Choose how the shop is managed
         * @description Any signed-in account.
         */
        put: operations["sellers.putSellerOnboardingChoice"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/seller/profile": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read the seller's profile
         * @description Signed-in accounts of type `seller_self_managed`, `seller_managed`. A suspended shop still reaches it.
         */
        get: operations["sellers.getSellerProfile"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/seller/contact-info": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read Souk's contacts for sellers
         * @description Signed-in accounts of type `seller_self_managed`, `seller_managed`. A suspended shop still reaches it.
         */
        get: operations["sellers.getSellerContactInfo"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/seller-update/request-update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Ask to change the shop profile
         * @description Signed-in accounts of type `seller_self_managed`, `seller_managed`.
         */
        post: operations["sellers.postSellerUpdateRequestUpdate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/seller-update/submit-form": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send the changed shop profile
         * @description Signed-in accounts of type `seller_self_managed`, `seller_managed`.
         */
        post: operations["sellers.postSellerUpdateSubmitForm"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/seller-update/my-requests": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the seller's profile change requests
         * @description Signed-in accounts of type `seller_self_managed`, `seller_managed`.
         */
        get: operations["sellers.getSellerUpdateMyRequests"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/sellers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List sellers
         * @description Signed-in accounts of type `admin`, `super_admin`.
         */
        get: operations["adminSellers.getAdminSellers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/sellers/{id}/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Approve, suspend or reinstate a seller's shop
         * @description Signed-in accounts of type `admin`, `super_admin`.
         */
        put: operations["adminSellers.putAdminSellersStatusById"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/sellers/{id}/plan": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Change a seller's plan
         * @description Signed-in accounts of type `admin`, `super_admin`.
         */
        put: operations["adminSellers.putAdminSellersPlanById"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/sellers/{id}/management": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Change who manages a seller's shop
         * @description Signed-in accounts of type `admin`, `super_admin`.
         */
        put: operations["adminSellers.putAdminSellersManagementById"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/seller-update-requests": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List sellers' profile change requests
         * @description Signed-in accounts of type `admin`, `super_admin`.
         */
        get: operations["adminSellers.getAdminSellerUpdateRequests"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/seller-update-requests/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Decide on a seller's profile change request
         * @description Signed-in accounts of type `admin`, `super_admin`.
         */
        put: operations["adminSellers.putAdminSellerUpdateRequestsById"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/seller/shop-page": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read the seller's shop page as it edits it: address, descriptions, logo and banner
         * @description Signed-in accounts of type `seller_self_managed`, `seller_managed`.
         */
        get: operations["sellers.getSellerShopPage"];
        /**
         * Set or remove the shop page's logo and banner
         * @description Multipart: `logo` and `banner` files (each checked, re-encoded and stored as the product photos are), or `removeLogo` / `removeBanner`. They apply at once and purge the shop's page; the name and the descriptions change through the profile-change review.
         *
         *     Signed-in accounts of type `seller_self_managed`, `seller_managed`.
         */
        put: operations["sellers.putSellerShopPage"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/seller/products": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the seller's products
         * @description Signed-in accounts of type `seller_self_managed`, `seller_managed`.
         */
        get: operations["sellerProducts.getSellerProducts"];
        put?: never;
        /**
         * Add a product
         * @description Signed-in accounts of type `seller_self_managed`.
         */
        post: operations["sellerProducts.postSellerProducts"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/seller/products/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read one of your products
         * @description Signed-in accounts of type `seller_self_managed`, `seller_managed`. Only the seller's own objects: another caller is answered 404.
         */
        get: operations["sellerProducts.getSellerProductsById"];
        put?: never;
        post?: never;
        /**
         * Delete one of your products
         * @description Signed-in accounts of type `seller_self_managed`. Only the seller's own objects: another caller is answered 404.
         */
        delete: operations["sellerProducts.deleteSellerProductsById"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/seller/products/multi": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Add several products at once
         * @description Signed-in accounts of type `seller_self_managed`.
         */
        post: operations["sellerProducts.postSellerProductsMulti"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/seller/products/self-managed/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Edit one of your products
         * @description Signed-in accounts of type `seller_self_managed`. Only the seller's own objects: another caller is answered 404.
         */
        put: operations["sellerProducts.putSellerProductsSelfManagedById"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/products/seller/{id}/products": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List a seller's products
         * @description Signed-in accounts of type `seller_self_managed`, `seller_managed`, `data_entry`, `data_entry_admin`, `admin`, `super_admin`. Only the seller's own objects: another caller is answered 404, and staff of type `data_entry`, `data_entry_admin`, `admin`, `super_admin` reach everyone's.
         */
        get: operations["sellerProducts.getProductsSellerProductsById"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/dashboard/review/products": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List products waiting for review
         * @description Signed-in accounts of type `data_entry_admin`, `admin`, `super_admin`.
         */
        get: operations["productReview.getDashboardReviewProducts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/dashboard/review/products/{productId}/approve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Publish a reviewed product
         * @description Signed-in accounts of type `data_entry_admin`, `admin`, `super_admin`.
         */
        post: operations["productReview.postDashboardReviewProductsApproveByProductId"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/dashboard/review/products/{productId}/reject": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Turn back a reviewed product
         * @description Signed-in accounts of type `data_entry_admin`, `admin`, `super_admin`.
         */
        post: operations["productReview.postDashboardReviewProductsRejectByProductId"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/seller/notifications": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the seller's notifications
         * @description Signed-in accounts of type `seller_self_managed`, `seller_managed`, `sales_manager`, `admin`, `super_admin`.
         */
        get: operations["sellerNotifications.getSellerNotifications"];
        put?: never;
        /**
         * Send a notice to a seller
         * @description Signed-in accounts of type `cs_agent`, `cs_manager`, `cs_supervisor`, `admin`, `super_admin`, `sales_manager`.
         */
        post: operations["sellerNotifications.postSellerNotifications"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/seller/notifications/unread-count": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Count the seller's unread notifications
         * @description Signed-in accounts of type `seller_self_managed`, `seller_managed`, `sales_manager`, `admin`, `super_admin`.
         */
        get: operations["sellerNotifications.getSellerNotificationsUnreadCount"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/seller/notifications/mark-all-read": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Mark all the seller's notifications read
         * @description Signed-in accounts of type `seller_self_managed`, `seller_managed`, `sales_manager`, `admin`, `super_admin`.
         */
        put: operations["sellerNotifications.putSellerNotificationsMarkAllRead"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/seller/notifications/{id}/read": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Mark a seller's notification read
         * @description Signed-in accounts of type `seller_self_managed`, `seller_managed`, `sales_manager`, `admin`, `super_admin`. Only the seller's own objects: another caller is answered 404.
         */
        put: operations["sellerNotifications.putSellerNotificationsReadById"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/business/sales/total-sales": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read the seller's total sales, plan and commission
         * @description Signed-in accounts of type `seller_self_managed`, `seller_managed`.
         */
        get: operations["sellerSales.getBusinessSalesTotalSales"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/business/sales/revenue": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read the seller's revenue by period
         * @description Signed-in accounts of type `seller_self_managed`, `seller_managed`.
         */
        get: operations["sellerSales.getBusinessSalesRevenue"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/business/sales/next-payment": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read the seller's next payout
         * @description Signed-in accounts of type `seller_self_managed`, `seller_managed`.
         */
        get: operations["sellerSales.getBusinessSalesNextPayment"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/seller/payouts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the seller's payouts
         * @description Signed-in accounts of type `seller_self_managed`, `seller_managed`.
         */
        get: operations["sellerSales.getSellerPayouts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/payouts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List payouts
         * @description Signed-in accounts of type `admin`, `super_admin`.
         */
        get: operations["sellerSales.getAdminPayouts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/payouts/{id}/paid": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Mark a payout paid
         * @description Signed-in accounts of type `admin`, `super_admin`.
         */
        put: operations["sellerSales.putAdminPayoutsPaidById"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/settings/commission/{plan}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Set a plan's commission rate
         * @description Signed-in accounts of type `admin`, `super_admin`.
         */
        put: operations["sellerSales.putAdminSettingsCommissionByPlan"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/promotional-requests": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the seller's promotion requests
         * @description Signed-in accounts of type `seller_self_managed`, `seller_managed`.
         */
        get: operations["promotionalRequests.get"];
        put?: never;
        /**
         * Ask for a promotion
         * @description Signed-in accounts of type `seller_self_managed`, `seller_managed`. Only the seller's own objects: another caller is answered 404.
         */
        post: operations["promotionalRequests.post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/promotional-requests/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Accept or decline an offered discount
         * @description Signed-in accounts of type `seller_self_managed`, `seller_managed`. Only the seller's own objects: another caller is answered 404.
         */
        put: operations["promotionalRequests.putById"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/promotional-requests": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List promotion requests
         * @description Signed-in accounts of type `admin`, `super_admin`, `sales_manager`.
         */
        get: operations["promotionalRequests.getAdminPromotionalRequests"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/promotional-requests/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Answer a promotion request
         * @description Signed-in accounts of type `admin`, `super_admin`, `sales_manager`.
         */
        put: operations["promotionalRequests.putAdminPromotionalRequestsById"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/seller-dashboard": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read the seller area's home figures
         * @description Signed-in accounts of type `seller_self_managed`, `seller_managed`.
         */
        get: operations["sellerOrders.getOrdersSellerDashboard"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/dashboard/data-entry/manage/categories": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List categories to manage
         * @description Signed-in accounts of type `data_entry`, `data_entry_admin`, `admin`, `super_admin`.
         */
        get: operations["catalogueData.getDashboardDataEntryManageCategories"];
        put?: never;
        /**
         * Add a category
         * @description Signed-in accounts of type `data_entry`, `data_entry_admin`, `admin`, `super_admin`.
         */
        post: operations["catalogueData.postDashboardDataEntryManageCategories"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/dashboard/data-entry/manage/categories/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Edit a category
         * @description Signed-in accounts of type `data_entry`, `data_entry_admin`, `admin`, `super_admin`.
         */
        put: operations["catalogueData.putDashboardDataEntryManageCategoriesById"];
        post?: never;
        /**
         * Delete a category
         * @description Signed-in accounts of type `data_entry`, `data_entry_admin`, `admin`, `super_admin`.
         */
        delete: operations["catalogueData.deleteDashboardDataEntryManageCategoriesById"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/dashboard/data-entry/manage/colors": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List colours to manage
         * @description Signed-in accounts of type `data_entry`, `data_entry_admin`, `admin`, `super_admin`.
         */
        get: operations["catalogueData.getDashboardDataEntryManageColors"];
        put?: never;
        /**
         * Add a colour
         * @description Signed-in accounts of type `data_entry`, `data_entry_admin`, `admin`, `super_admin`.
         */
        post: operations["catalogueData.postDashboardDataEntryManageColors"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/dashboard/data-entry/manage/colors/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Edit a colour
         * @description Signed-in accounts of type `data_entry`, `data_entry_admin`, `admin`, `super_admin`.
         */
        put: operations["catalogueData.putDashboardDataEntryManageColorsById"];
        post?: never;
        /**
         * Delete a colour
         * @description Signed-in accounts of type `data_entry`, `data_entry_admin`, `admin`, `super_admin`.
         */
        delete: operations["catalogueData.deleteDashboardDataEntryManageColorsById"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/dashboard/data-entry/manage/brands": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List brands to manage
         * @description Signed-in accounts of type `data_entry`, `data_entry_admin`, `admin`, `super_admin`.
         */
        get: operations["catalogueData.getDashboardDataEntryManageBrands"];
        put?: never;
        /**
         * Add a brand
         * @description Signed-in accounts of type `data_entry`, `data_entry_admin`, `admin`, `super_admin`.
         */
        post: operations["catalogueData.postDashboardDataEntryManageBrands"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/dashboard/data-entry/manage/brands/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Edit a brand
         * @description Signed-in accounts of type `data_entry`, `data_entry_admin`, `admin`, `super_admin`.
         */
        put: operations["catalogueData.putDashboardDataEntryManageBrandsById"];
        post?: never;
        /**
         * Delete a brand
         * @description Signed-in accounts of type `data_entry`, `data_entry_admin`, `admin`, `super_admin`.
         */
        delete: operations["catalogueData.deleteDashboardDataEntryManageBrandsById"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/dashboard/data-entry/products": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List products to manage
         * @description Signed-in accounts of type `data_entry`, `data_entry_admin`, `admin`, `super_admin`.
         */
        get: operations["dataEntryProducts.getDashboardDataEntryProducts"];
        put?: never;
        /**
         * Add a product for a seller
         * @description Signed-in accounts of type `data_entry`, `data_entry_admin`, `admin`, `super_admin`.
         */
        post: operations["dataEntryProducts.postDashboardDataEntryProducts"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/dashboard/data-entry/products/search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Search products to manage
         * @description Signed-in accounts of type `data_entry`, `data_entry_admin`, `admin`, `super_admin`.
         */
        get: operations["dataEntryProducts.getDashboardDataEntryProductsSearch"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/dashboard/data-entry/products/multi": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Add several products for a seller at once
         * @description Signed-in accounts of type `data_entry`, `data_entry_admin`, `admin`, `super_admin`.
         */
        post: operations["dataEntryProducts.postDashboardDataEntryProductsMulti"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/dashboard/data-entry/products/{productId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Edit a product
         * @description Signed-in accounts of type `data_entry`, `data_entry_admin`, `admin`, `super_admin`.
         */
        put: operations["dataEntryProducts.putDashboardDataEntryProductsByProductId"];
        post?: never;
        /**
         * Delete a product
         * @description Signed-in accounts of type `data_entry`, `data_entry_admin`, `admin`, `super_admin`.
         */
        delete: operations["dataEntryProducts.deleteDashboardDataEntryProductsByProductId"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/dashboard/data-entry/products/legacy": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Add a product through the legacy single form
         * @description Signed-in accounts of type `data_entry`, `data_entry_admin`, `admin`, `super_admin`.
         */
        post: operations["dataEntryProducts.postDashboardDataEntryProductsLegacy"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/dashboard/data-entry/sellers/by-subcategory": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the sellers of a sub-category
         * @description Signed-in accounts of type `data_entry`, `data_entry_admin`, `admin`, `super_admin`.
         */
        get: operations["dataEntryProducts.getDashboardDataEntrySellersBySubcategory"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/dashboard/data-entry/banners": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List banners to manage
         * @description Signed-in accounts of type `data_entry`, `data_entry_admin`, `admin`, `super_admin`.
         */
        get: operations["banners.getDashboardDataEntryBanners"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/hero/banner": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Add a banner
         * @description Signed-in accounts of type `data_entry`, `data_entry_admin`, `admin`, `super_admin`.
         */
        post: operations["banners.postHeroBanner"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/hero/banner/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Edit a banner
         * @description Signed-in accounts of type `data_entry`, `data_entry_admin`, `admin`, `super_admin`.
         */
        put: operations["banners.putHeroBannerById"];
        post?: never;
        /**
         * Delete a banner
         * @description Signed-in accounts of type `data_entry`, `data_entry_admin`, `admin`, `super_admin`.
         */
        delete: operations["banners.deleteHeroBannerById"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/sponsors": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List sponsors to manage
         * @description Signed-in accounts of type `admin`, `super_admin`.
         */
        get: operations["banners.getAdminSponsors"];
        put?: never;
        /**
         * Add a sponsor
         * @description Signed-in accounts of type `admin`, `super_admin`.
         */
        post: operations["banners.postAdminSponsors"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/sponsors/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * End a sponsor
         * @description Signed-in accounts of type `admin`, `super_admin`.
         */
        delete: operations["banners.deleteAdminSponsorsById"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/audit-log": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read the audit log
         * @description Signed-in accounts of type `admin`, `super_admin`.
         */
        get: operations["administration.getAdminAuditLog"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read the site settings
         * @description Signed-in accounts of type `admin`, `super_admin`.
         */
        get: operations["administration.getAdminSettings"];
        /**
         * Change the site settings
         * @description Signed-in accounts of type `admin`, `super_admin`.
         */
        put: operations["administration.putAdminSettings"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/coupons": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List coupons
         * @description Signed-in accounts of type `admin`, `super_admin`.
         */
        get: operations["administration.getAdminCoupons"];
        put?: never;
        /**
         * Create a coupon
         * @description Signed-in accounts of type `admin`, `super_admin`.
         */
        post: operations["administration.postAdminCoupons"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/coupons/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Edit a coupon
         * @description Signed-in accounts of type `admin`, `super_admin`.
         */
        put: operations["administration.putAdminCouponsById"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/staff": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List staff accounts
         * @description Signed-in accounts of type `admin`, `super_admin`.
         */
        get: operations["administration.getAdminStaff"];
        put?: never;
        /**
         * Create a staff account
         * @description Signed-in accounts of type `admin`, `super_admin`.
         */
        post: operations["administration.postAdminStaff"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/staff/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Edit a staff account
         * @description Signed-in accounts of type `admin`, `super_admin`.
         */
        put: operations["administration.putAdminStaffById"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/staff/{id}/reset-password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Reset a staff account's password
         * @description Signed-in accounts of type `admin`, `super_admin`.
         */
        post: operations["administration.postAdminStaffResetPasswordById"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/buyers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Find buyers
         * @description Signed-in accounts of type `admin`, `super_admin`.
         */
        get: operations["administration.getAdminBuyers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/buyers/{id}/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Block or unblock a buyer's account
         * @description Signed-in accounts of type `admin`, `super_admin`.
         */
        put: operations["administration.putAdminBuyersStatusById"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/placements": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List a home list's placements
         * @description Signed-in accounts of type `admin`, `super_admin`, `sales_manager`.
         */
        get: operations["administration.getAdminPlacements"];
        put?: never;
        /**
         * Place a product on a home list
         * @description Signed-in accounts of type `admin`, `super_admin`, `sales_manager`.
         */
        post: operations["administration.postAdminPlacements"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/placements/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Edit a placement
         * @description Signed-in accounts of type `admin`, `super_admin`, `sales_manager`.
         */
        put: operations["administration.putAdminPlacementsById"];
        post?: never;
        /**
         * Remove a placement
         * @description Signed-in accounts of type `admin`, `super_admin`, `sales_manager`.
         */
        delete: operations["administration.deleteAdminPlacementsById"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sales/overview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read the sales overview
         * @description Signed-in accounts of type `sales_manager`, `admin`, `super_admin`.
         */
        get: operations["salesDashboards.getSalesOverview"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sales/performance": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read sales performance over time
         * @description Signed-in accounts of type `sales_manager`, `admin`, `super_admin`.
         */
        get: operations["salesDashboards.getSalesPerformance"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sales/orders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List orders for the sales team
         * @description Signed-in accounts of type `sales_manager`, `admin`, `super_admin`.
         */
        get: operations["salesDashboards.getSalesOrders"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sales/return-refund-rates": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read sellers' return and refund rates
         * @description Signed-in accounts of type `sales_manager`, `admin`, `super_admin`.
         */
        get: operations["salesDashboards.getSalesReturnRefundRates"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sales/categories-brands": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read sales by category and brand
         * @description Signed-in accounts of type `sales_manager`, `admin`, `super_admin`.
         */
        get: operations["salesDashboards.getSalesCategoriesBrands"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sales/order-statuses": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Count orders by status
         * @description Signed-in accounts of type `sales_manager`, `admin`, `super_admin`.
         */
        get: operations["salesDashboards.getSalesOrderStatuses"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sales/discount-offers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Offer a seller a discount
         * @description Signed-in accounts of type `sales_manager`, `admin`, `super_admin`.
         */
        post: operations["salesDashboards.postSalesDiscountOffers"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/cs/lookup-user/{phone}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Find an account by phone
         * @description Signed-in accounts of type `cs_agent`, `cs_manager`, `cs_supervisor`.
         */
        get: operations["customerService.getCsLookupUserByPhone"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/cs/sellers/all": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List all sellers for the desk
         * @description Signed-in accounts of type `cs_agent`, `cs_manager`, `cs_supervisor`.
         */
        get: operations["customerService.getCsSellersAll"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/cs/user/{id}/orders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List a buyer's orders for the desk
         * @description Signed-in accounts of type `cs_agent`, `cs_manager`, `cs_supervisor`.
         */
        get: operations["customerService.getCsUserOrdersById"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/cs/order/{id}/items": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List an order's items for the desk
         * @description Signed-in accounts of type `cs_agent`, `cs_manager`, `cs_supervisor`.
         */
        get: operations["customerService.getCsOrderItemsById"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/cs/seller/{id}/orders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List a seller's orders for the desk
         * @description Signed-in accounts of type `cs_agent`, `cs_manager`, `cs_supervisor`.
         */
        get: operations["customerService.getCsSellerOrdersById"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/cs/seller/order/{id}/items": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List a seller's items of an order for the desk
         * @description Signed-in accounts of type `cs_agent`, `cs_manager`, `cs_supervisor`.
         */
        get: operations["customerService.getCsSellerOrderItemsById"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/cs/orders/{id}/details": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read an order's details for the desk
         * @description Signed-in accounts of type `cs_agent`, `cs_manager`, `cs_supervisor`.
         */
        get: operations["customerService.getCsOrdersDetailsById"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/dashboard/buyer-profile-management/search-by-phone/{phone}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Find a buyer by phone
         * @description Signed-in accounts of type `cs_agent`, `cs_manager`, `cs_supervisor`.
         */
        get: operations["customerService.getDashboardBuyerProfileManagementSearchByPhoneByPhone"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/dashboard/buyer-profile-management/user-orders/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List a buyer's orders by stage
         * @description Signed-in accounts of type `cs_agent`, `cs_manager`, `cs_supervisor`.
         */
        get: operations["customerService.getDashboardBuyerProfileManagementUserOrdersById"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/dashboard/buyer-profile-management/update-user/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Edit a buyer's profile
         * @description Signed-in accounts of type `cs_agent`, `cs_manager`, `cs_supervisor`.
         */
        put: operations["customerService.putDashboardBuyerProfileManagementUpdateUserById"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/dashboard/seller-profile-management/update-seller/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Edit a seller's profile
         * @description Signed-in accounts of type `cs_agent`, `cs_manager`, `cs_supervisor`.
         */
        put: operations["customerService.putDashboardSellerProfileManagementUpdateSellerById"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/dashboard/seller-profile-management/search-by-phone/{phone}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Find a seller by phone
         * @description Signed-in accounts of type `cs_agent`, `cs_manager`, `cs_supervisor`.
         */
        get: operations["customerService.getDashboardSellerProfileManagementSearchByPhoneByPhone"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/cs/issue-types": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List issue types for a ticket form
         * @description Signed-in accounts of type `cs_agent`, `cs_manager`, `cs_supervisor`.
         */
        get: operations["customerService.getCsIssueTypes"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/cs/seller-issue-types": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List issue types for a seller's ticket
         * @description Signed-in accounts of type `cs_agent`, `cs_manager`, `cs_supervisor`.
         */
        get: operations["customerService.getCsSellerIssueTypes"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/cs/manager/issue-types": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List issue types to manage
         * @description Signed-in accounts of type `cs_manager`, `cs_supervisor`.
         */
        get: operations["customerService.getCsManagerIssueTypes"];
        put?: never;
        /**
         * Add an issue type
         * @description Signed-in accounts of type `cs_manager`, `cs_supervisor`.
         */
        post: operations["customerService.postCsManagerIssueTypes"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/cs/manager/issue-types/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Edit an issue type
         * @description Signed-in accounts of type `cs_manager`, `cs_supervisor`.
         */
        put: operations["customerService.putCsManagerIssueTypesById"];
        post?: never;
        /**
         * Delete an issue type
         * @description Signed-in accounts of type `cs_manager`, `cs_supervisor`.
         */
        delete: operations["customerService.deleteCsManagerIssueTypesById"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/cs/tickets": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List tickets
         * @description Signed-in accounts of type `cs_agent`, `cs_manager`, `cs_supervisor`.
         */
        get: operations["customerService.getCsTickets"];
        put?: never;
        /**
         * Open a ticket for a buyer
         * @description Signed-in accounts of type `cs_agent`, `cs_manager`, `cs_supervisor`.
         */
        post: operations["customerService.postCsTickets"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/cs/seller-tickets": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Open a ticket for a seller
         * @description Signed-in accounts of type `cs_agent`, `cs_manager`, `cs_supervisor`.
         */
        post: operations["customerService.postCsSellerTickets"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/cs/tickets/{id}/close": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Close a ticket, refunding if need be
         * @description Signed-in accounts of type `cs_agent`, `cs_manager`, `cs_supervisor`.
         */
        put: operations["customerService.putCsTicketsCloseById"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/cs/tickets/{id}/refund-preview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Preview what closing a ticket would refund
         * @description Signed-in accounts of type `cs_agent`, `cs_manager`, `cs_supervisor`.
         */
        get: operations["customerService.getCsTicketsRefundPreviewById"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/cs/tickets/{id}/escalate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Escalate a ticket
         * @description Signed-in accounts of type `cs_agent`, `cs_manager`, `cs_supervisor`.
         */
        put: operations["customerService.putCsTicketsEscalateById"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/cs/tickets/{id}/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Change a ticket's status
         * @description Signed-in accounts of type `cs_agent`, `cs_manager`, `cs_supervisor`.
         */
        put: operations["customerService.putCsTicketsStatusById"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/cs/tickets/{id}/mention": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Mention a colleague on a ticket
         * @description Signed-in accounts of type `cs_agent`, `cs_manager`, `cs_supervisor`.
         */
        post: operations["customerService.postCsTicketsMentionById"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/cs/agents/mention": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List colleagues to mention
         * @description Signed-in accounts of type `cs_agent`, `cs_manager`, `cs_supervisor`.
         */
        get: operations["customerService.getCsAgentsMention"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/cs/returns/create-and-notify": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a return to the seller
         * @description Signed-in accounts of type `cs_agent`, `cs_manager`, `cs_supervisor`.
         */
        post: operations["customerService.postCsReturnsCreateAndNotify"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/cs/tickets/{id}/return-details": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read a ticket's return
         * @description Signed-in accounts of type `cs_agent`, `cs_manager`, `cs_supervisor`.
         */
        get: operations["customerService.getCsTicketsReturnDetailsById"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/seller/returns": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the seller's returns
         * @description Signed-in accounts of type `seller_self_managed`, `seller_managed`.
         */
        get: operations["customerService.getSellerReturns"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/seller/returns/count/pending": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Count the seller's pending returns
         * @description Signed-in accounts of type `seller_self_managed`, `seller_managed`.
         */
        get: operations["customerService.getSellerReturnsCountPending"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/seller/returns/{id}/decision": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Accept or refuse a return
         * @description Signed-in accounts of type `seller_self_managed`, `seller_managed`. Only the seller's own objects: another caller is answered 404.
         */
        post: operations["customerService.postSellerReturnsDecisionById"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/seller/issue-requests": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the seller's issue requests
         * @description Signed-in accounts of type `seller_self_managed`, `seller_managed`.
         */
        get: operations["customerService.getSellerIssueRequests"];
        put?: never;
        /**
         * Raise an issue with the desk
         * @description Signed-in accounts of type `seller_self_managed`, `seller_managed`. Only the seller's own objects: another caller is answered 404.
         */
        post: operations["customerService.postSellerIssueRequests"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/seller/issue-requests/orders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the seller's orders to raise an issue about
         * @description Signed-in accounts of type `seller_self_managed`, `seller_managed`.
         */
        get: operations["customerService.getSellerIssueRequestsOrders"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/seller/issue-requests/orders/{id}/items": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the items of the seller's order
         * @description Signed-in accounts of type `seller_self_managed`, `seller_managed`. Only the seller's own objects: another caller is answered 404.
         */
        get: operations["customerService.getSellerIssueRequestsOrdersItemsById"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/seller/issue-requests/issue-types": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List issue types for a seller's request
         * @description Signed-in accounts of type `seller_self_managed`, `seller_managed`.
         */
        get: operations["customerService.getSellerIssueRequestsIssueTypes"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/{orderId}/items/{itemId}/return": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Ask to return an item
         * @description Any signed-in account. Only the buyer's own objects: another caller is answered 404.
         */
        post: operations["customerService.postOrdersItemsReturnByOrderIdAndItemId"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/cs/faqs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List FAQs to manage
         * @description Signed-in accounts of type `cs_agent`, `cs_manager`, `cs_supervisor`.
         */
        get: operations["customerService.getCsFaqs"];
        put?: never;
        /**
         * Add an FAQ
         * @description Signed-in accounts of type `cs_agent`, `cs_manager`, `cs_supervisor`.
         */
        post: operations["customerService.postCsFaqs"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/cs/faqs/reorder": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Reorder the FAQs
         * @description Signed-in accounts of type `cs_agent`, `cs_manager`, `cs_supervisor`.
         */
        put: operations["customerService.putCsFaqsReorder"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/cs/faqs/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Edit an FAQ
         * @description Signed-in accounts of type `cs_agent`, `cs_manager`, `cs_supervisor`.
         */
        put: operations["customerService.putCsFaqsById"];
        post?: never;
        /**
         * Delete an FAQ
         * @description Signed-in accounts of type `cs_agent`, `cs_manager`, `cs_supervisor`.
         */
        delete: operations["customerService.deleteCsFaqsById"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/faqs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the buyers' FAQs
         * @description Open to everyone; a session, when sent, is read.
         */
        get: operations["customerService.getFaqs"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/seller/faqs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the sellers' FAQs
         * @description Signed-in accounts of type `seller_self_managed`, `seller_managed`.
         */
        get: operations["customerService.getSellerFaqs"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/cs/notifications/unread-count": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Count the desk's unread notifications
         * @description Signed-in accounts of type `cs_agent`, `cs_manager`, `cs_supervisor`.
         */
        get: operations["customerService.getCsNotificationsUnreadCount"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/cs/notifications": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the desk's notifications
         * @description Signed-in accounts of type `cs_agent`, `cs_manager`, `cs_supervisor`.
         */
        get: operations["customerService.getCsNotifications"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/cs/notifications/mark-all-read": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Mark the desk's notifications read
         * @description Signed-in accounts of type `cs_agent`, `cs_manager`, `cs_supervisor`.
         */
        put: operations["customerService.putCsNotificationsMarkAllRead"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/cs/notifications/{id}/mark-read": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Mark a desk's notification read
         * @description Signed-in accounts of type `cs_agent`, `cs_manager`, `cs_supervisor`.
         */
        put: operations["customerService.putCsNotificationsMarkReadById"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/cs/support-request": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a message to support
         * @description Open to everyone; a session, when sent, is read. Calls are counted per address: past a threshold a 403 with a field error on `altcha` asks for a solved challenge (GET /api/auth/challenge) in the `x-altcha` header, far past it a 429.
         */
        post: operations["support.postCsSupportRequest"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/checkout/contact-us": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a message to support from the checkout
         * @description Open to everyone; a session, when sent, is read. Calls are counted per address: past a threshold a 403 with a field error on `altcha` asks for a solved challenge (GET /api/auth/challenge) in the `x-altcha` header, far past it a 429.
         */
        post: operations["support.postCheckoutContactUs"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/cs/support-messages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List support messages
         * @description Signed-in accounts of type `cs_agent`, `cs_manager`, `cs_supervisor`.
         */
        get: operations["support.getCsSupportMessages"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/cs/support-messages/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Mark a support message handled or open
         * @description Signed-in accounts of type `cs_agent`, `cs_manager`, `cs_supervisor`.
         */
        put: operations["support.putCsSupportMessagesById"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/robots.txt": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read robots.txt
         * @description Open to everyone: no session is read.
         */
        get: operations["seo.getRobotsTxt"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sitemap.xml": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read the sitemap index
         * @description Open to everyone: no session is read.
         */
        get: operations["seo.getSitemapXml"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sitemaps/{file}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read one sitemap
         * @description Open to everyone: no session is read.
         */
        get: operations["seo.getSitemapsByFile"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        /** @description A successful reply. */
        Success: {
            /** @enum {boolean} */
            success: true;
            /** @description What happened, in words for people. */
            message: string;
            /** @description The answer itself; its shape is the operation's own. */
            data: unknown;
        };
        /** @description A refused or failed request. */
        Failure: {
            /** @enum {boolean} */
            success: false;
            /**
             * @description `fail` for the client's mistake (4xx), `error` for the server's (5xx).
             * @enum {string}
             */
            status: "fail" | "error";
            /** @description Why, in words for people. */
            message: string;
            /** @enum {integer} */
            result: 0;
            /** @description The fields at fault, when the request named any. */
            errors?: components["schemas"]["FieldError"][];
        };
        FieldError: {
            /** @description The field's error, in words for people. */
            msg: string;
            /** @description The field, dotted for nested ones: `address.city`, `items.0.quantity`. */
            path: string;
        };
    };
    responses: {
        /** @description Done: `data` holds the answer. */
        Ok: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Success"];
            };
        };
        /** @description Created: `data` holds what was made. */
        Created: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Success"];
            };
        };
        /** @description A field is missing or invalid (`errors` names each one), the body is malformed, or a text holds a NUL. */
        BadRequest: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Failure"];
            };
        };
        /** @description No valid session: sign in first. */
        Unauthorized: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Failure"];
            };
        };
        /** @description The account may not do this: its type is not among those allowed, its dashboard permission is off, its shop is suspended, or the object is another's. */
        Forbidden: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Failure"];
            };
        };
        /** @description No such object, or none the caller may see. */
        NotFound: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Failure"];
            };
        };
        /** @description The state of things forbids it: the object already exists, has moved on, or is out of stock. */
        Conflict: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Failure"];
            };
        };
        /** @description The body, or one of its files, is over the limit. */
        PayloadTooLarge: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Failure"];
            };
        };
        /** @description The body is of a type the operation does not read (or a file is not an image). */
        UnsupportedMediaType: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Failure"];
            };
        };
        /** @description An image sent could not be read. */
        UnreadableImage: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Failure"];
            };
        };
        /** @description Too many attempts: wait as long as `Retry-After` says (the message says it too). */
        TooManyRequests: {
            headers: {
                /** @description Seconds to wait before trying again. */
                "Retry-After"?: number;
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Failure"];
            };
        };
        /** @description A store the instance needs (the database, Redis) does not answer. */
        Unavailable: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Failure"];
            };
        };
    };
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    "auth.getChallenge": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Ok"];
            400: components["responses"]["BadRequest"];
        };
    };
    "system.getHealth": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Ok"];
            400: components["responses"]["BadRequest"];
            503: components["responses"]["Unavailable"];
        };
    };
    "system.getConfig": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Ok"];
            400: components["responses"]["BadRequest"];
        };
    };
    "auth.postRegister": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    userName: string;
                    email: string;
                    phone: string;
                    password: string;
                    confirmPassword: string;
                    accountType?: string | string[];
                    verificationToken?: string;
                };
            };
        };
        responses: {
            201: components["responses"]["Created"];
            400: components["responses"]["BadRequest"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["Unavailable"];
        };
    };
    "auth.postLogin": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    email: string;
                    password: string;
                    /** @default false */
                    rememberMe?: boolean;
                };
            };
        };
        responses: {
            200: components["responses"]["Ok"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["Unavailable"];
        };
    };
    "staff.postLogin": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    username: string;
                    password: string;
                };
            };
        };
        responses: {
            200: components["responses"]["Ok"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["Unavailable"];
        };
    };
    "auth.postLogout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Ok"];
            400: components["responses"]["BadRequest"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    "auth.getProfile": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Ok"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
        };
    };
    "auth.putProfile": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    userName?: string;
                    firstName?: string;
                    lastName?: string;
                    email?: string;
                    phone?: string;
                    currentPassword?: string;
                };
            };
        };
        responses: {
            200: components["responses"]["Ok"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["Unavailable"];
        };
    };
    "auth.postVerifyPassword": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    password: string;
                };
            };
        };
        responses: {
            200: components["responses"]["Ok"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["Unavailable"];
        };
    };
    "auth.putChangePassword": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    currentPassword: string;
                    newPassword: string & (string);
                    confirmPassword: string;
                };
            };
        };
        responses: {
            200: components["responses"]["Ok"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["Unavailable"];
        };
    };
    "auth.getSellerDetails": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Ok"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    "codes.postOtpSend": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    phone: string;
                    email?: string;
                    /** @enum {string} */
                    deliveryMethod: "sms" | "whatsapp" | "email";
                    /**
                     * @default signup
                     * @enum {string}
                     */
                    purpose?: "signup";
                };
            };
        };
        responses: {
            200: components["responses"]["Ok"];
            400: components["responses"]["BadRequest"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["Unavailable"];
        };
    };
    "codes.postOtpResend": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    phone: string;
                    email?: string;
                    /** @enum {string} */
                    deliveryMethod: "sms" | "whatsapp" | "email";
                    /**
                     * @default signup
                     * @enum {string}
                     */
                    purpose?: "signup";
                };
            };
        };
        responses: {
            200: components["responses"]["Ok"];
            400: components["responses"]["BadRequest"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["Unavailable"];
        };
    };
    "codes.postOtpVerify": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    phone: string;
                    otp: string;
                    /**
                     * @default signup
                     * @enum {string}
                     */
                    purpose?: "signup";
                };
            };
        };
        responses: {
            200: components["responses"]["Ok"];
            400: components["responses"]["BadRequest"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    "recovery.postForgotPassword": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    email: string;
                };
            };
        };
        responses: {
            200: components["responses"]["Ok"];
            400: components["responses"]["BadRequest"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["Unavailable"];
        };
    };
    "recovery.postVerifyCode": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    email: string;
                    verificationCode: string;
                    token?: string;
                };
            };
        };
        responses: {
            200: components["responses"]["Ok"];
            400: components["responses"]["BadRequest"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    "recovery.getResetPasswordByToken": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                token: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Ok"];
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
        };
    };
    "recovery.postResetPasswordByToken": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                token: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    password: string & (string);
                    confirmPassword?: string;
                };
            };
        };
        responses: {
            200: components["responses"]["Ok"];
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    "development.getDevOutbox": {
        parameters: {
            query?: {
                to?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Ok"];
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
        };
    };
    "auth.getGoogle": {
        parameters: {
            query?: {
                returnTo?: string;
                guestId?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description To Google's sign-in page. */
            302: {
                headers: {
                    /** @description Where to go next. */
                    Location?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
        };
    };
    "auth.getGoogleCallback": {
        parameters: {
            query?: {
                code?: string;
                state?: string;
                error?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Back to the page the sign-in started from, or to the login page with the error. */
            302: {
                headers: {
                    /** @description Where to go next. */
                    Location?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
        };
    };
    "auth.getFacebook": {
        parameters: {
            query?: {
                returnTo?: string;
                guestId?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description To Facebook's sign-in page. */
            302: {
                headers: {
                    /** @description Where to go next. */
                    Location?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
        };
    };
    "auth.getFacebookCallback": {
        parameters: {
            query?: {
                code?: string;
                state?: string;
                error?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Back to the page the sign-in started from, or to the login page with the error. */
            302: {
                headers: {
                    /** @description Where to go next. */
                    Location?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
        };
    };
    "catalogue.getProductsGetproducts": {
        parameters: {
            query?: {
                query?: string;
                category?: string;
                subCategory?: string;
                page?: number;
                limit?: number;
                sort?: "featured" | "newest" | "price-asc" | "price-desc" | "popularity";
                minPrice?: number;
                maxPrice?: number;
                minRating?: number;
                discountRanges?: ("5-25" | "25-50" | "50-95")[];
                gender?: ("men" | "women" | "kids" | "baby" | "unisex")[];
                /** @description full: the whole product (the default); card: only what a product card shows, a third of the bytes */
                view?: "full" | "card";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Ok"];
            400: components["responses"]["BadRequest"];
        };
    };
    "catalogue.getProductsGetallproducts": {
        parameters: {
            query?: {
                query?: string;
                category?: string;
                subCategory?: string;
                page?: number;
                limit?: number;
                sort?: "featured" | "newest" | "price-asc" | "price-desc" | "popularity";
                minPrice?: number;
                maxPrice?: number;
                minRating?: number;
                discountRanges?: ("5-25" | "25-50" | "50-95")[];
                gender?: ("men" | "women" | "kids" | "baby" | "unisex")[];
                /** @description full: the whole product (the default); card: only what a product card shows, a third of the bytes */
                view?: "full" | "card";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Ok"];
            400: components["responses"]["BadRequest"];
        };
    };
    "catalogue.getProductsProductDetailsById": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Ok"];
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
        };
    };
    "catalogue.getProductsProductRelatedByProductId": {
        parameters: {
            query?: {
                limit?: number;
                /** @description full: the whole product (the default); card: only what a product card shows, a third of the bytes */
                view?: "full" | "card";
            };
            header?: never;
            path: {
                productId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Ok"];
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
        };
    };
    "catalogue.getProductsProductMoreFromShopByProductId": {
        parameters: {
            query?: {
                limit?: number;
                /** @description full: the whole product (the default); card: only what a product card shows, a third of the bytes */
                view?: "full" | "card";
            };
            header?: never;
            path: {
                productId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Ok"];
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
        };
    };
    "home.getProductsDeals": {
        parameters: {
            query?: {
                limit?: number;
                /** @description full: the whole product (the default); card: only what a product card shows, a third of the bytes */
                view?: "full" | "card";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Ok"];
            400: components["responses"]["BadRequest"];
        };
    };
    "home.getHeroTodayDeals": {
        parameters: {
            query?: {
                limit?: number;
                /** @description full: the whole product (the default); card: only what a product card shows, a third of the bytes */
                view?: "full" | "card";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Ok"];
            400: components["responses"]["BadRequest"];
        };
    };
    "home.getProductsFeatured": {
        parameters: {
            query?: {
                limit?: number;
                /** @description full: the whole product (the default); card: only what a product card shows, a third of the bytes */
                view?: "full" | "card";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Ok"];
            400: components["responses"]["BadRequest"];
        };
    };
    "home.getHeroFeaturedItems": {
        parameters: {
            query?: {
                limit?: number;
                /** @description full: the whole product (the default); card: only what a product card shows, a third of the bytes */
                view?: "full" | "card";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Ok"];
            400: components["responses"]["BadRequest"];
        };
    };
    "home.getProductsMoreToLove": {
        parameters: {
            query?: {
                limit?: number;
                /** @description full: the whole product (the default); card: only what a product card shows, a third of the bytes */
                view?: "full" | "card";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Ok"];
            400: components["responses"]["BadRequest"];
        };
    };
    "home.getHeroNewReleases": {
        parameters: {
            query?: {
                limit?: number;
                /** @description full: the whole product (the default); card: only what a product card shows, a third of the bytes */
                view?: "full" | "card";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Ok"];
            400: components["responses"]["BadRequest"];
        };
    };
    "home.getHeroMoreResults": {
        parameters: {
            query?: {
                limit?: number;
                /** @description full: the whole product (the default); card: only what a product card shows, a third of the bytes */
                view?: "full" | "card";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Ok"];
            400: components["responses"]["BadRequest"];
        };
    };
    "home.getHeroBestSellers": {
        parameters: {
            query?: {
                limit?: number;
                /** @description full: the whole product (the default); card: only what a product card shows, a third of the bytes */
                view?: "full" | "card";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Ok"];
            400: components["responses"]["BadRequest"];
        };
    };
    "home.getHeroRelatedItems": {
        parameters: {
            query?: {
                limit?: number;
                /** @description full: the whole product (the default); card: only what a product card shows, a third of the bytes */
                view?: "full" | "card";
                productId?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Ok"];
            400: components["responses"]["BadRequest"];
        };
    };
    "home.getPreferencesMayAlsoLike": {
        parameters: {
            query?: {
                limit?: number;
                /** @description full: the whole product (the default); card: only what a product card shows, a third of the bytes */
                view?: "full" | "card";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Ok"];
            400: components["responses"]["BadRequest"];
        };
    };
    "catalogue.getCategoriesCategory": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Ok"];
            400: components["responses"]["BadRequest"];
        };
    };
    "catalogue.getCategoryList": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Ok"];
            400: components["responses"]["BadRequest"];
        };
    };
    "catalogue.getCategories": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Ok"];
            400: components["responses"]["BadRequest"];
        };
    };
    "catalogue.getSubCategoryList": {
        parameters: {
            query?: {
                category?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Ok"];
            400: components["responses"]["BadRequest"];
        };
    };
    "catalogue.getBrands": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Ok"];
            400: components["responses"]["BadRequest"];
        };
    };
    "catalogue.getColors": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Ok"];
            400: components["responses"]["BadRequest"];
        };
    };
    "catalogue.getShopsBySlug": {
        parameters: {
            query?: {
                query?: string;
                category?: string;
                subCategory?: string;
                page?: number;
                limit?: number;
                sort?: "featured" | "newest" | "price-asc" | "price-desc" | "popularity";
                minPrice?: number;
                maxPrice?: number;
                minRating?: number;
                discountRanges?: ("5-25" | "25-50" | "50-95")[];
                gender?: ("men" | "women" | "kids" | "baby" | "unisex")[];
                /** @description full: the whole product (the default); card: only what a product card shows, a third of the bytes */
                view?: "full" | "card";
            };
            header?: never;
            path: {
                slug: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Ok"];
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
        };
    };
    "catalogue.getDashboardDataEntryColors": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Ok"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    "catalogue.getDashboardDataEntryBrands": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Ok"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    "catalogue.getDashboardDataEntryCategoriesWithSub": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Ok"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    "search.getPredictive": {
        parameters: {
            query: {
                query: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Ok"];
            400: components["responses"]["BadRequest"];
        };
    };
    "search.getSuggestions": {
        parameters: {
            query: {
                query: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Ok"];
            400: components["responses"]["BadRequest"];
        };
    };
    "reviews.getProductsProductReviewsByProductId": {
        parameters: {
            query?: {
                order?: "none" | "asc" | "desc";
            };
            header?: never;
            path: {
                productId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Ok"];
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
        };
    };
    "reviews.postProductsProductReviewsByProductId": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                productId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    rating: number;
                    comment: string;
                };
            };
        };
        responses: {
            201: components["responses"]["Created"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    "reviews.getProductsProductReviewsEligibilityByProductId": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                productId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Ok"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
        };
    };
    "reviews.getProductsProductReviewsLikesByProductId": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                productId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Ok"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
        };
    };
    "reviews.postProductsProductReviewsLikeByProductIdAndReviewId": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                productId: string;
                reviewId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Ok"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    "reviews.deleteProductsProductReviewsByProductIdAndReviewId": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                productId: string;
                reviewId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Ok"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    "shopRatings.postOrdersPartsRatingByOrderIdAndPartId": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                orderId: string;
                partId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    stars: number;
                    /** @default  */
                    comment?: string;
                };
            };
        };
        responses: {
            201: components["responses"]["Created"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    "shopRatings.getOrdersShopRatings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Ok"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
        };
    };
    "shopRatings.getShopsRatingsBySellerId": {
        parameters: {
            query?: {
                page?: number;
            };
            header?: never;
            path: {
                sellerId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Ok"];
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
        };
    };
    "shopRatings.getSellerRatings": {
        parameters: {
            query?: {
                page?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Ok"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    "shopRatings.getStaffShopRatings": {
        parameters: {
            query?: {
                page?: number;
                hidden?: "true" | "false";
                sellerId?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Ok"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    "shopRatings.postStaffShopRatingsHideById": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    reason: string;
                };
            };
        };
        responses: {
            200: components["responses"]["Ok"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    "shopRatings.postStaffShopRatingsShowById": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Ok"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    "questions.getProductsProductQuestionsByProductId": {
        parameters: {
            query?: {
                page?: number;
            };
            header?: never;
            path: {
                productId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Ok"];
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
        };
    };
    "questions.postProductsProductQuestionsByProductId": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                productId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    question: string;
                };
            };
        };
        responses: {
            201: components["responses"]["Created"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    "questions.getProductsProductQuestionsMineByProductId": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                productId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Ok"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
        };
    };
    "questions.getSellerQuestions": {
        parameters: {
            query?: {
                page?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Ok"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    "questions.postSellerQuestionsAnswerById": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    answer: string;
                };
            };
        };
        responses: {
            200: components["responses"]["Ok"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    "questions.getStaffQuestions": {
        parameters: {
            query?: {
                page?: number;
                hidden?: "true" | "false";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Ok"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    "questions.postStaffQuestionsHideById": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    reason: string;
                };
            };
        };
        responses: {
            200: components["responses"]["Ok"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    "home.getHeroAllBanners": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Ok"];
            400: components["responses"]["BadRequest"];
        };
    };
    "home.getSponsorsAdminAll": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Ok"];
            400: components["responses"]["BadRequest"];
        };
    };
    "home.postNewsletterSubscribe": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    email: string;
                };
            };
        };
        responses: {
            200: components["responses"]["Ok"];
            400: components["responses"]["BadRequest"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    "home.postContactUs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    email?: string;
                    phone: string;
                    message: string;
                };
            };
        };
        responses: {
            200: components["responses"]["Ok"];
            400: components["responses"]["BadRequest"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["Unavailable"];
        };
    };
    "media.getByPath": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The rest of the address, slashes included: `products/1f0c.webp`. */
                path: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The image (WebP, PNG, JPEG or SVG), cached for a year: a new image gets a new address. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "image/*": string;
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
        };
    };
    "media.postUploadsImages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            201: components["responses"]["Created"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnreadableImage"];
        };
    };
    "cart.get": {
        parameters: {
            query?: {
                guestId?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Ok"];
            400: components["responses"]["BadRequest"];
        };
    };
    "cart.postAdd": {
        parameters: {
            query?: {
                guestId?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: uuid */
                    productId: string;
                    /** Format: uuid */
                    variantId: string;
                    quantity?: number;
                };
            };
        };
        responses: {
            200: components["responses"]["Ok"];
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    "cart.putUpdateQuantityByCartId": {
        parameters: {
            query?: {
                guestId?: string;
            };
            header?: never;
            path: {
                cartId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: uuid */
                    productId?: string;
                    /** Format: uuid */
                    variantId: string;
                    quantity: number;
                };
            };
        };
        responses: {
            200: components["responses"]["Ok"];
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    "cart.deleteItemsByCartIdAndVariantId": {
        parameters: {
            query?: {
                guestId?: string;
            };
            header?: never;
            path: {
                cartId: string;
                variantId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Ok"];
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    "cart.deleteClearByCartId": {
        parameters: {
            query?: {
                guestId?: string;
            };
            header?: never;
            path: {
                cartId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Ok"];
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    "wishList.get": {
        parameters: {
            query?: {
                guestId?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Ok"];
            400: components["responses"]["BadRequest"];
        };
    };
    "wishList.postAdd": {
        parameters: {
            query?: {
                guestId?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: uuid */
                    productId: string;
                    /** Format: uuid */
                    variantId?: string | null;
                };
            };
        };
        responses: {
            200: components["responses"]["Ok"];
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    "wishList.postCheck": {
        parameters: {
            query?: {
                guestId?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: uuid */
                    productId: string;
                    /** Format: uuid */
                    variantId?: string | null;
                };
            };
        };
        responses: {
            200: components["responses"]["Ok"];
            400: components["responses"]["BadRequest"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    "wishList.postMoveToCart": {
        parameters: {
            query?: {
                guestId?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: uuid */
                    productId: string;
                    /** Format: uuid */
                    variantId: string;
                };
            };
        };
        responses: {
            200: components["responses"]["Ok"];
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    "wishList.deleteRemoveByProductIdAndVariantId": {
        parameters: {
            query?: {
                guestId?: string;
            };
            header?: never;
            path: {
                productId: string;
                variantId: string | "none";
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Ok"];
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    "checkout.getByCartId": {
        parameters: {
            query?: {
                location?: string;
            };
            header?: never;
            path: {
                cartId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Ok"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
        };
    };
    "checkout.postApplyCouponByCartId": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                cartId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    couponCode: string;
                };
            };
        };
        responses: {
            200: components["responses"]["Ok"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    "checkout.deleteRemoveCouponByCartId": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                cartId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Ok"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    "checkout.postProceedToPaymentByCartId": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                cartId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    shippingAddress: {
                        firstName: string;
                        lastName: string;
                        email: string;
                        phone: string;
                        streetAddress: string;
                        city: string;
                        /** @enum {string} */
                        location: "Baabda - Baabda" | "Baabda - Chiyah" | "Baabda - Hazmieh" | "Beirut - Achrafieh" | "Beirut - Hamra" | "Beirut - Mar Mikhael" | "Beirut - Ras Beirut" | "Beirut - Verdun" | "Bekaa - Baalbek" | "Bekaa - Chtaura" | "Bekaa - Zahle" | "Keserwan-Jbeil - Byblos" | "Keserwan-Jbeil - Faraya" | "Keserwan-Jbeil - Jounieh" | "Mount Lebanon - Aley" | "Mount Lebanon - Beiteddine" | "Mount Lebanon - Broummana" | "Mount Lebanon - Deir el Qamar" | "Mount Lebanon - Jal el Dib" | "Mount Lebanon - Zalka" | "North Lebanon - Batroun" | "North Lebanon - Koura" | "North Lebanon - Tripoli" | "North Lebanon - Zgharta" | "South Lebanon - Jezzine" | "South Lebanon - Nabatieh" | "South Lebanon - Sidon" | "South Lebanon - Tyre";
                        /** @default  */
                        state?: string;
                        /** @default  */
                        zipCode?: string;
                        /**
                         * @default Lebanon
                         * @enum {string}
                         */
                        country?: "Lebanon";
                        /** @default  */
                        building?: string;
                        /** @default  */
                        floor?: string;
                        /** @default  */
                        notes?: string;
                    };
                    /** @default  */
                    couponCode?: string;
                    /**
                     * @default cash_on_delivery
                     * @enum {string}
                     */
                    paymentMethod?: "cash_on_delivery" | "credit_card" | "whish_money" | "omt";
                    /** Format: uuid */
                    idempotencyKey?: string;
                    /** Format: uuid */
                    addressId?: string;
                    /** @default false */
                    saveAddress?: boolean;
                };
            };
        };
        responses: {
            201: components["responses"]["Created"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    "notifications.get": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Ok"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
        };
    };
    "notifications.delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Ok"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    "notifications.getUnreadCount": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Ok"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
        };
    };
    "notifications.putMarkAllRead": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Ok"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    "notifications.putReadById": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Ok"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    "notifications.deleteById": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Ok"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    "addresses.get": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Ok"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
        };
    };
    "addresses.post": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @default  */
                    label?: string;
                    /** @enum {string} */
                    location: "Baabda - Baabda" | "Baabda - Chiyah" | "Baabda - Hazmieh" | "Beirut - Achrafieh" | "Beirut - Hamra" | "Beirut - Mar Mikhael" | "Beirut - Ras Beirut" | "Beirut - Verdun" | "Bekaa - Baalbek" | "Bekaa - Chtaura" | "Bekaa - Zahle" | "Keserwan-Jbeil - Byblos" | "Keserwan-Jbeil - Faraya" | "Keserwan-Jbeil - Jounieh" | "Mount Lebanon - Aley" | "Mount Lebanon - Beiteddine" | "Mount Lebanon - Broummana" | "Mount Lebanon - Deir el Qamar" | "Mount Lebanon - Jal el Dib" | "Mount Lebanon - Zalka" | "North Lebanon - Batroun" | "North Lebanon - Koura" | "North Lebanon - Tripoli" | "North Lebanon - Zgharta" | "South Lebanon - Jezzine" | "South Lebanon - Nabatieh" | "South Lebanon - Sidon" | "South Lebanon - Tyre";
                    city: string;
                    streetAddress: string;
                    /** @default  */
                    building?: string;
                    /** @default  */
                    floor?: string;
                    /** @default  */
                    notes?: string;
                    phone: string;
                    /** @default false */
                    isDefault?: boolean;
                };
            };
        };
        responses: {
            201: components["responses"]["Created"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    "addresses.putById": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @default  */
                    label?: string;
                    /** @enum {string} */
                    location: "Baabda - Baabda" | "Baabda - Chiyah" | "Baabda - Hazmieh" | "Beirut - Achrafieh" | "Beirut - Hamra" | "Beirut - Mar Mikhael" | "Beirut - Ras Beirut" | "Beirut - Verdun" | "Bekaa - Baalbek" | "Bekaa - Chtaura" | "Bekaa - Zahle" | "Keserwan-Jbeil - Byblos" | "Keserwan-Jbeil - Faraya" | "Keserwan-Jbeil - Jounieh" | "Mount Lebanon - Aley" | "Mount Lebanon - Beiteddine" | "Mount Lebanon - Broummana" | "Mount Lebanon - Deir el Qamar" | "Mount Lebanon - Jal el Dib" | "Mount Lebanon - Zalka" | "North Lebanon - Batroun" | "North Lebanon - Koura" | "North Lebanon - Tripoli" | "North Lebanon - Zgharta" | "South Lebanon - Jezzine" | "South Lebanon - Nabatieh" | "South Lebanon - Sidon" | "South Lebanon - Tyre";
                    city: string;
                    streetAddress: string;
                    /** @default  */
                    building?: string;
                    /** @default  */
                    floor?: string;
                    /** @default  */
                    notes?: string;
                    phone: string;
                    /** @default false */
                    isDefault?: boolean;
                };
            };
        };
        responses: {
            200: components["responses"]["Ok"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    "addresses.deleteById": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Ok"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    "addresses.putDefaultById": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Ok"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    "addresses.getUpdatePreferences": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Ok"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
        };
    };
    "addresses.putUpdatePreferences": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * @default none
                     * @enum {string}
                     */
                    shipped?: "none" | "whatsapp" | "sms";
                    /**
                     * @default none
                     * @enum {string}
                     */
                    out_for_delivery?: "none" | "whatsapp" | "sms";
                    /**
                     * @default none
                     * @enum {string}
                     */
                    delivered?: "none" | "whatsapp" | "sms";
                    /**
                     * @default none
                     * @enum {string}
                     */
                    refund?: "none" | "whatsapp" | "sms";
                };
            };
        };
        responses: {
            200: components["responses"]["Ok"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    "payments.postPaymentBobsalSession": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: uuid */
                    orderId: string;
                    /**
                     * @default en
                     * @enum {string}
                     */
                    locale?: "en" | "ar";
                };
            };
        };
        responses: {
            200: components["responses"]["Ok"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    "payments.postPaymentConfirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: uuid */
                    orderId: string;
                    transactionId?: string;
                    status?: string;
                    result?: string;
                };
            };
        };
        responses: {
            200: components["responses"]["Ok"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    "payments.postPaymentAttachMethod": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: uuid */
                    orderId: string;
                    /** @enum {string} */
                    paymentMethod: "cash_on_delivery" | "credit_card" | "whish_money" | "omt";
                    paymentProvider?: string;
                    paymentMethodId?: string;
                };
            };
        };
        responses: {
            200: components["responses"]["Ok"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    "payments.postPaymentBobsalWebhook": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Ok"];
            400: components["responses"]["BadRequest"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    "sandboxGateway.getPaymentSandboxCheckoutByChargeId": {
        parameters: {
            query?: {
                lang?: "en" | "ar";
            };
            header?: never;
            path: {
                chargeId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The payment page. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
            /** @description Back to the shop: the payment is settled already. */
            302: {
                headers: {
                    /** @description Where to go next. */
                    Location?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
        };
    };
    "sandboxGateway.postPaymentSandboxCheckoutByChargeId": {
        parameters: {
            query?: {
                lang?: "en" | "ar";
            };
            header?: never;
            path: {
                chargeId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    instrument?: string;
                    /**
                     * @default pay
                     * @enum {string}
                     */
                    action?: "pay" | "cancel";
                } & {
                    [key: string]: unknown;
                };
            };
        };
        responses: {
            /** @description Back to the shop with the outcome. */
            303: {
                headers: {
                    /** @description Where to go next. */
                    Location?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            /** @description The page again: a test number that asks to try again. */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            /** @description The page again: the card or wallet number is not valid. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
        };
    };
    "orders.getHistory": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Ok"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
        };
    };
    "orders.getOrderByNumberByOrderNumber": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                orderNumber: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Ok"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
        };
    };
    "orders.getById": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Ok"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
        };
    };
    "orders.getInvoiceById": {
        parameters: {
            query?: {
                lang?: string;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The invoice, a PDF. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
        };
    };
    "orders.postCancelById": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Ok"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    "orders.getCashConfirmationById": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Ok"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    "orders.postConfirmCashById": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    code: string;
                };
            };
        };
        responses: {
            200: components["responses"]["Ok"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    "orders.postConfirmCashResendById": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * @default whatsapp
                     * @enum {string}
                     */
                    via?: "whatsapp" | "sms";
                };
            };
        };
        responses: {
            200: components["responses"]["Ok"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    "orders.postConfirmCashLink": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    token: string;
                };
            };
        };
        responses: {
            200: components["responses"]["Ok"];
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    "sellerOrders.getSellerOrders": {
        parameters: {
            query?: {
                status?: "pending" | "confirmed" | "processing" | "shipped" | "out_for_delivery" | "delivered" | "refused" | "cancelled";
                search?: string;
                page?: number;
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Ok"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    "sellerOrders.getOrdersSearch": {
        parameters: {
            query: {
                q: string;
                page?: number;
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Ok"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    "sellerOrders.postSellerOrdersCancelById": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    reason: string;
                };
            };
        };
        responses: {
            200: components["responses"]["Ok"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    "sellerOrders.getSellerOrdersById": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Ok"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    "sellerOrders.patchSellerOrdersStatusById": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    status: "processing" | "shipped" | "out_for_delivery" | "delivered" | "refused";
                    /** Format: uuid */
                    courierId?: string;
                    trackingNumber?: string;
                    ownDelivery?: boolean;
                };
            };
        };
        responses: {
            200: components["responses"]["Ok"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    "administration.patchAdminSellerOrdersStatusById": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    status: "processing" | "shipped" | "out_for_delivery" | "delivered" | "refused";
                    /** Format: uuid */
                    courierId?: string;
                    trackingNumber?: string;
                    ownDelivery?: boolean;
                };
            };
        };
        responses: {
            200: components["responses"]["Ok"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    "administration.getAdminCouriers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Ok"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    "administration.postAdminCouriers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    trackingUrl?: string | null;
                    /** @default true */
                    active?: boolean;
                };
            };
        };
        responses: {
            200: components["responses"]["Ok"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    "administration.putAdminCouriersById": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    trackingUrl?: string | null;
                    /** @default true */
                    active?: boolean;
                };
            };
        };
        responses: {
            200: components["responses"]["Ok"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    "sellerOrders.getSellerCouriers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Ok"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    "sellers.postAuthOnboarding": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    fullName: string;
                    businessName: string;
                    businessPhone?: string;
                    businessEmail?: "" | string;
                    businessDescription: string;
                    /** @enum {string} */
                    communicationMethod: "email" | "phone" | "whatsapp";
                    /** Format: uuid */
                    productCategory: string;
                    /** Format: uuid */
                    productSubCategory: string;
                    /** @enum {string} */
                    businessLocation: "Baabda - Baabda" | "Baabda - Chiyah" | "Baabda - Hazmieh" | "Beirut - Achrafieh" | "Beirut - Hamra" | "Beirut - Mar Mikhael" | "Beirut - Ras Beirut" | "Beirut - Verdun" | "Bekaa - Baalbek" | "Bekaa - Chtaura" | "Bekaa - Zahle" | "Keserwan-Jbeil - Byblos" | "Keserwan-Jbeil - Faraya" | "Keserwan-Jbeil - Jounieh" | "Mount Lebanon - Aley" | "Mount Lebanon - Beiteddine" | "Mount Lebanon - Broummana" | "Mount Lebanon - Deir el Qamar" | "Mount Lebanon - Jal el Dib" | "Mount Lebanon - Zalka" | "North Lebanon - Batroun" | "North Lebanon - Koura" | "North Lebanon - Tripoli" | "North Lebanon - Zgharta" | "South Lebanon - Jezzine" | "South Lebanon - Nabatieh" | "South Lebanon - Sidon" | "South Lebanon - Tyre";
                    businessAddress?: string;
                };
            };
        };
        responses: {
            201: components["responses"]["Created"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    "sellers.putSellerOnboardingChoice": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @default product_managed */
                    dataEntryChoice?: string;
                    /** @enum {string} */
                    preferredCommunication: "email" | "phone" | "whatsapp";
                };
            };
        };
        responses: {
            200: components["responses"]["Ok"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    "sellers.getSellerProfile": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Ok"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    "sellers.getSellerContactInfo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Ok"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    "sellers.postSellerUpdateRequestUpdate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Ok"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    "sellers.postSellerUpdateSubmitForm": {
        parameters: {
            query?: never;
            header?: {
                "x-update-token"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    businessName?: string;
                    businessPhone?: string;
                    businessEmail?: "" | string;
                    businessDescription?: string;
                    businessDescriptionAr?: string;
                    /** @enum {string} */
                    communicationMethod?: "email" | "phone" | "whatsapp";
                    /** Format: uuid */
                    productCategory?: string;
                    /** Format: uuid */
                    productSubCategory?: string;
                    /** @enum {string} */
                    businessLocation?: "Baabda - Baabda" | "Baabda - Chiyah" | "Baabda - Hazmieh" | "Beirut - Achrafieh" | "Beirut - Hamra" | "Beirut - Mar Mikhael" | "Beirut - Ras Beirut" | "Beirut - Verdun" | "Bekaa - Baalbek" | "Bekaa - Chtaura" | "Bekaa - Zahle" | "Keserwan-Jbeil - Byblos" | "Keserwan-Jbeil - Faraya" | "Keserwan-Jbeil - Jounieh" | "Mount Lebanon - Aley" | "Mount Lebanon - Beiteddine" | "Mount Lebanon - Broummana" | "Mount Lebanon - Deir el Qamar" | "Mount Lebanon - Jal el Dib" | "Mount Lebanon - Zalka" | "North Lebanon - Batroun" | "North Lebanon - Koura" | "North Lebanon - Tripoli" | "North Lebanon - Zgharta" | "South Lebanon - Jezzine" | "South Lebanon - Nabatieh" | "South Lebanon - Sidon" | "South Lebanon - Tyre";
                    businessAddress?: string;
                };
            };
        };
        responses: {
            200: components["responses"]["Ok"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    "sellers.getSellerUpdateMyRequests": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Ok"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    "adminSellers.getAdminSellers": {
        parameters: {
            query?: {
                status?: "pending" | "active" | "suspended";
                page?: number;
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Ok"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    "adminSellers.putAdminSellersStatusById": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    status: "active" | "suspended";
                };
            };
        };
        responses: {
            200: components["responses"]["Ok"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    "adminSellers.putAdminSellersPlanById": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    plan: "regular" | "premium" | "gold";
                };
            };
        };
        responses: {
            200: components["responses"]["Ok"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    "adminSellers.putAdminSellersManagementById": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    dataEntryChoice: "self_managed" | "product_managed";
                };
            };
        };
        responses: {
            200: components["responses"]["Ok"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    "adminSellers.getAdminSellerUpdateRequests": {
        parameters: {
            query?: {
                status?: "pending" | "approved" | "declined";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Ok"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    "adminSellers.putAdminSellerUpdateRequestsById": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    decision: "approve" | "decline";
                    note?: string;
                };
            };
        };
        responses: {
            200: components["responses"]["Ok"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    "sellers.getSellerShopPage": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Ok"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    "sellers.putSellerShopPage": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Ok"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnreadableImage"];
        };
    };
    "sellerProducts.getSellerProducts": {
        parameters: {
            query?: {
                keyword?: string;
                page?: number;
                limit?: number;
                categoryId?: string;
                subCategoryId?: string;
                brandId?: string;
                gender?: "men" | "women" | "kids" | "baby" | "unisex";
                manufacturingSource?: "Made in Lebanon" | "Made in Europe" | "Made in USA" | "Made in China" | "Imported and Made in Lebanon";
                status?: "published" | "pending_review" | "rejected";
                stock?: "in" | "low" | "out";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Ok"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    "sellerProducts.postSellerProducts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            201: components["responses"]["Created"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnreadableImage"];
        };
    };
    "sellerProducts.getSellerProductsById": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Ok"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    "sellerProducts.deleteSellerProductsById": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Ok"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    "sellerProducts.postSellerProductsMulti": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            201: components["responses"]["Created"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnreadableImage"];
        };
    };
    "sellerProducts.putSellerProductsSelfManagedById": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Ok"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnreadableImage"];
        };
    };
    "sellerProducts.getProductsSellerProductsById": {
        parameters: {
            query?: {
                keyword?: string;
                page?: number;
                limit?: number;
                categoryId?: string;
                subCategoryId?: string;
                brandId?: string;
                gender?: "men" | "women" | "kids" | "baby" | "unisex";
                manufacturingSource?: "Made in Lebanon" | "Made in Europe" | "Made in USA" | "Made in China" | "Imported and Made in Lebanon";
                status?: "published" | "pending_review" | "rejected";
                stock?: "in" | "low" | "out";
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Ok"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    "productReview.getDashboardReviewProducts": {
        parameters: {
            query?: {
                page?: number;
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Ok"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    "productReview.postDashboardReviewProductsApproveByProductId": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                productId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: uuid */
                    revisionId?: string;
                };
            };
        };
        responses: {
            200: components["responses"]["Ok"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    "productReview.postDashboardReviewProductsRejectByProductId": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                productId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    reason: string;
                    /** Format: uuid */
                    revisionId?: string;
                };
            };
        };
        responses: {
            200: components["responses"]["Ok"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    "sellerNotifications.getSellerNotifications": {
        parameters: {
            query?: {
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Ok"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    "sellerNotifications.postSellerNotifications": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: uuid */
                    sellerId: string;
                    title: string;
                    message: string;
                };
            };
        };
        responses: {
            201: components["responses"]["Created"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    "sellerNotifications.getSellerNotificationsUnreadCount": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Ok"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    "sellerNotifications.putSellerNotificationsMarkAllRead": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Ok"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    "sellerNotifications.putSellerNotificationsReadById": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Ok"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    "sellerSales.getBusinessSalesTotalSales": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Ok"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    "sellerSales.getBusinessSalesRevenue": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Ok"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    "sellerSales.getBusinessSalesNextPayment": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Ok"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    "sellerSales.getSellerPayouts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Ok"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    "sellerSales.getAdminPayouts": {
        parameters: {
            query?: {
                status?: "scheduled" | "paid" | "nothing_due";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Ok"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    "sellerSales.putAdminPayoutsPaidById": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    reference?: string;
                };
            };
        };
        responses: {
            200: components["responses"]["Ok"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    "sellerSales.putAdminSettingsCommissionByPlan": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                plan: "regular" | "premium" | "gold";
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    rate: number;
                };
            };
        };
        responses: {
            200: components["responses"]["Ok"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    "promotionalRequests.get": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Ok"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    "promotionalRequests.post": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: uuid */
                    productId: string;
                    /** @enum {string} */
                    kind: "discount" | "todays_deal" | "featured";
                    discountPercent?: number;
                    startsAt: unknown;
                    endsAt: unknown;
                    note?: string;
                };
            };
        };
        responses: {
            201: components["responses"]["Created"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    "promotionalRequests.putById": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    decision: "accept" | "decline";
                };
            };
        };
        responses: {
            200: components["responses"]["Ok"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    "promotionalRequests.getAdminPromotionalRequests": {
        parameters: {
            query?: {
                status?: "pending" | "offered" | "accepted" | "declined";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Ok"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    "promotionalRequests.putAdminPromotionalRequestsById": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    decision: "accept" | "decline";
                    note?: string;
                };
            };
        };
        responses: {
            200: components["responses"]["Ok"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    "sellerOrders.getOrdersSellerDashboard": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Ok"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    "catalogueData.getDashboardDataEntryManageCategories": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Ok"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    "catalogueData.postDashboardDataEntryManageCategories": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            201: components["responses"]["Created"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnreadableImage"];
        };
    };
    "catalogueData.putDashboardDataEntryManageCategoriesById": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Ok"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnreadableImage"];
        };
    };
    "catalogueData.deleteDashboardDataEntryManageCategoriesById": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Ok"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    "catalogueData.getDashboardDataEntryManageColors": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Ok"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    "catalogueData.postDashboardDataEntryManageColors": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    /** @default  */
                    nameAr?: string;
                    colorFamily: string;
                    hexCode: string;
                    isActive?: boolean;
                    displayType?: unknown;
                };
            };
        };
        responses: {
            201: components["responses"]["Created"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    "catalogueData.putDashboardDataEntryManageColorsById": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name?: string;
                    nameAr?: string;
                    colorFamily?: string;
                    hexCode?: string;
                    isActive?: boolean;
                };
            };
        };
        responses: {
            200: components["responses"]["Ok"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    "catalogueData.deleteDashboardDataEntryManageColorsById": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Ok"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    "catalogueData.getDashboardDataEntryManageBrands": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Ok"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    "catalogueData.postDashboardDataEntryManageBrands": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    /** @default  */
                    description?: string;
                    isActive?: boolean;
                };
            };
        };
        responses: {
            201: components["responses"]["Created"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    "catalogueData.putDashboardDataEntryManageBrandsById": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name?: string;
                    description?: string;
                    isActive?: boolean;
                };
            };
        };
        responses: {
            200: components["responses"]["Ok"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    "catalogueData.deleteDashboardDataEntryManageBrandsById": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Ok"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    "dataEntryProducts.getDashboardDataEntryProducts": {
        parameters: {
            query?: {
                keyword?: string;
                page?: number;
                limit?: number;
                categoryId?: string;
                subCategoryId?: string;
                brandId?: string;
                gender?: "men" | "women" | "kids" | "baby" | "unisex";
                manufacturingSource?: "Made in Lebanon" | "Made in Europe" | "Made in USA" | "Made in China" | "Imported and Made in Lebanon";
                status?: "published" | "pending_review" | "rejected";
                stock?: "in" | "low" | "out";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Ok"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    "dataEntryProducts.postDashboardDataEntryProducts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            201: components["responses"]["Created"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnreadableImage"];
        };
    };
    "dataEntryProducts.getDashboardDataEntryProductsSearch": {
        parameters: {
            query: {
                page?: number;
                limit?: number;
                categoryId?: string;
                subCategoryId?: string;
                brandId?: string;
                gender?: "men" | "women" | "kids" | "baby" | "unisex";
                manufacturingSource?: "Made in Lebanon" | "Made in Europe" | "Made in USA" | "Made in China" | "Imported and Made in Lebanon";
                status?: "published" | "pending_review" | "rejected";
                stock?: "in" | "low" | "out";
                searchTerm: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Ok"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    "dataEntryProducts.postDashboardDataEntryProductsMulti": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            201: components["responses"]["Created"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnreadableImage"];
        };
    };
    "dataEntryProducts.putDashboardDataEntryProductsByProductId": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                productId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Ok"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnreadableImage"];
        };
    };
    "dataEntryProducts.deleteDashboardDataEntryProductsByProductId": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                productId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Ok"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    "dataEntryProducts.postDashboardDataEntryProductsLegacy": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            201: components["responses"]["Created"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnreadableImage"];
        };
    };
    "dataEntryProducts.getDashboardDataEntrySellersBySubcategory": {
        parameters: {
            query: {
                subCategoryId: string;
                status?: "active" | "pending" | "suspended";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Ok"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    "banners.getDashboardDataEntryBanners": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Ok"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    "banners.postHeroBanner": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            201: components["responses"]["Created"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnreadableImage"];
        };
    };
    "banners.putHeroBannerById": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Ok"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnreadableImage"];
        };
    };
    "banners.deleteHeroBannerById": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Ok"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    "banners.getAdminSponsors": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Ok"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    "banners.postAdminSponsors": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            201: components["responses"]["Created"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnreadableImage"];
        };
    };
    "banners.deleteAdminSponsorsById": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Ok"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    "administration.getAdminAuditLog": {
        parameters: {
            query?: {
                actorId?: string;
                entity?: string;
                entityId?: string;
                from?: string;
                to?: string;
                page?: number;
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Ok"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    "administration.getAdminSettings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Ok"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    "administration.putAdminSettings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    lbpPerUsd?: number;
                    vatRate?: number;
                    deliveryFees?: {
                        [key: string]: number;
                    };
                    commissionRates?: {
                        regular?: number;
                        premium?: number;
                        gold?: number;
                    };
                    /** @enum {string} */
                    siteMode?: "live" | "prelaunch";
                    returnWindowDays?: number;
                    cashOnDelivery?: {
                        confirmBelowDelivered?: number;
                        confirmHours?: number;
                        refusalLimit?: number;
                        fee?: number;
                        maxTotal?: number | null;
                    };
                    /** Format: email */
                    supportEmail?: string;
                    hotline?: string;
                };
            };
        };
        responses: {
            200: components["responses"]["Ok"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    "administration.getAdminCoupons": {
        parameters: {
            query?: {
                page?: number;
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Ok"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    "administration.postAdminCoupons": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    code: string;
                    /** @enum {string} */
                    kind: "percent" | "fixed";
                    value: number;
                    /** @default 0 */
                    minSubtotal?: number;
                    /** Format: uuid */
                    categoryId?: string | null;
                    /** Format: uuid */
                    sellerId?: string | null;
                    /** Format: date-time */
                    startsAt?: string | null;
                    /** Format: date-time */
                    endsAt?: string | null;
                    maxRedemptions?: number | null;
                    /** @default 1 */
                    perUserLimit?: number;
                    /** @default true */
                    isActive?: boolean;
                };
            };
        };
        responses: {
            201: components["responses"]["Created"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    "administration.putAdminCouponsById": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    code?: string;
                    /** @enum {string} */
                    kind?: "percent" | "fixed";
                    value?: number;
                    minSubtotal?: number;
                    /** Format: uuid */
                    categoryId?: string | null;
                    /** Format: uuid */
                    sellerId?: string | null;
                    /** Format: date-time */
                    startsAt?: string | null;
                    /** Format: date-time */
                    endsAt?: string | null;
                    maxRedemptions?: number | null;
                    perUserLimit?: number;
                    isActive?: boolean;
                };
            };
        };
        responses: {
            200: components["responses"]["Ok"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    "administration.getAdminStaff": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Ok"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    "administration.postAdminStaff": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    userName: string;
                    fullName: string;
                    /** Format: email */
                    email: string;
                    phone?: string;
                    /** @enum {string} */
                    userType: "cs_agent" | "cs_manager" | "cs_supervisor" | "admin" | "super_admin" | "data_entry" | "data_entry_admin" | "sales_manager" | "staff";
                    /** @default true */
                    canViewDashboard?: boolean;
                };
            };
        };
        responses: {
            201: components["responses"]["Created"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    "administration.putAdminStaffById": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    fullName?: string;
                    /** @enum {string} */
                    userType?: "cs_agent" | "cs_manager" | "cs_supervisor" | "admin" | "super_admin" | "data_entry" | "data_entry_admin" | "sales_manager" | "staff";
                    isActive?: boolean;
                    canViewDashboard?: boolean;
                };
            };
        };
        responses: {
            200: components["responses"]["Ok"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    "administration.postAdminStaffResetPasswordById": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Ok"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    "administration.getAdminBuyers": {
        parameters: {
            query: {
                q: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Ok"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    "administration.putAdminBuyersStatusById": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    isActive: boolean;
                };
            };
        };
        responses: {
            200: components["responses"]["Ok"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    "administration.getAdminPlacements": {
        parameters: {
            query: {
                list: "todays_deals" | "featured" | "best_sellers" | "trending";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Ok"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    "administration.postAdminPlacements": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    list: "todays_deals" | "featured" | "best_sellers" | "trending";
                    /** Format: uuid */
                    productId: string;
                    /** Format: date-time */
                    startsAt?: string;
                    /** Format: date-time */
                    endsAt?: string | null;
                    /** @default 0 */
                    position?: number;
                };
            };
        };
        responses: {
            201: components["responses"]["Created"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    "administration.putAdminPlacementsById": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: date-time */
                    startsAt?: string;
                    /** Format: date-time */
                    endsAt?: string | null;
                    position?: number;
                };
            };
        };
        responses: {
            200: components["responses"]["Ok"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    "administration.deleteAdminPlacementsById": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Ok"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    "salesDashboards.getSalesOverview": {
        parameters: {
            query?: {
                months?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Ok"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    "salesDashboards.getSalesPerformance": {
        parameters: {
            query?: {
                location?: "Beirut" | "Mount Lebanon" | "North Lebanon" | "South Lebanon" | "Bekaa" | "Keserwan-Jbeil" | "Baabda";
                month?: string;
                categoryId?: string;
                subCategoryId?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Ok"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    "salesDashboards.getSalesOrders": {
        parameters: {
            query?: {
                location?: "Beirut" | "Mount Lebanon" | "North Lebanon" | "South Lebanon" | "Bekaa" | "Keserwan-Jbeil" | "Baabda";
                status?: "pending" | "confirmed" | "processing" | "shipped" | "delivered" | "cancelled" | "awaiting_confirmation";
                page?: number;
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Ok"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    "salesDashboards.getSalesReturnRefundRates": {
        parameters: {
            query?: {
                kind?: "return" | "refund";
                months?: number;
                page?: number;
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Ok"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    "salesDashboards.getSalesCategoriesBrands": {
        parameters: {
            query?: {
                months?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Ok"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    "salesDashboards.getSalesOrderStatuses": {
        parameters: {
            query?: {
                days?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Ok"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    "salesDashboards.postSalesDiscountOffers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: uuid */
                    productId: string;
                    discountPercent: number;
                    startsAt: unknown;
                    endsAt: unknown;
                    note?: string;
                };
            };
        };
        responses: {
            201: components["responses"]["Created"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    "customerService.getCsLookupUserByPhone": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                phone: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Ok"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    "customerService.getCsSellersAll": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Ok"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    "customerService.getCsUserOrdersById": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Ok"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    "customerService.getCsOrderItemsById": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Ok"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    "customerService.getCsSellerOrdersById": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Ok"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    "customerService.getCsSellerOrderItemsById": {
        parameters: {
            query?: {
                sellerId?: string;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Ok"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    "customerService.getCsOrdersDetailsById": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Ok"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    "customerService.getDashboardBuyerProfileManagementSearchByPhoneByPhone": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                phone: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Ok"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    "customerService.getDashboardBuyerProfileManagementUserOrdersById": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Ok"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    "customerService.putDashboardBuyerProfileManagementUpdateUserById": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    phone: string;
                };
            };
        };
        responses: {
            200: components["responses"]["Ok"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    "customerService.putDashboardSellerProfileManagementUpdateSellerById": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    communicationMethod: "email" | "phone" | "whatsapp";
                    /** Format: uuid */
                    productCategory: string;
                    /** Format: uuid */
                    productSubCategory: string;
                    /** @enum {string} */
                    businessLocation: "Baabda - Baabda" | "Baabda - Chiyah" | "Baabda - Hazmieh" | "Beirut - Achrafieh" | "Beirut - Hamra" | "Beirut - Mar Mikhael" | "Beirut - Ras Beirut" | "Beirut - Verdun" | "Bekaa - Baalbek" | "Bekaa - Chtaura" | "Bekaa - Zahle" | "Keserwan-Jbeil - Byblos" | "Keserwan-Jbeil - Faraya" | "Keserwan-Jbeil - Jounieh" | "Mount Lebanon - Aley" | "Mount Lebanon - Beiteddine" | "Mount Lebanon - Broummana" | "Mount Lebanon - Deir el Qamar" | "Mount Lebanon - Jal el Dib" | "Mount Lebanon - Zalka" | "North Lebanon - Batroun" | "North Lebanon - Koura" | "North Lebanon - Tripoli" | "North Lebanon - Zgharta" | "South Lebanon - Jezzine" | "South Lebanon - Nabatieh" | "South Lebanon - Sidon" | "South Lebanon - Tyre";
                    businessAddress: string;
                    businessDescription: string;
                };
            };
        };
        responses: {
            200: components["responses"]["Ok"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    "customerService.getDashboardSellerProfileManagementSearchByPhoneByPhone": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                phone: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Ok"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    "customerService.getCsIssueTypes": {
        parameters: {
            query?: {
                userType?: "client" | "seller" | "manager";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Ok"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    "customerService.getCsSellerIssueTypes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Ok"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    "customerService.getCsManagerIssueTypes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Ok"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    "customerService.postCsManagerIssueTypes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    userType: "client" | "seller" | "manager";
                    value: string;
                    label?: string;
                    labelAr?: string;
                };
            };
        };
        responses: {
            201: components["responses"]["Created"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    "customerService.putCsManagerIssueTypesById": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    userType?: "client" | "seller" | "manager";
                    value?: string;
                    label?: string;
                    labelAr?: string;
                };
            };
        };
        responses: {
            200: components["responses"]["Ok"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    "customerService.deleteCsManagerIssueTypesById": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Ok"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    "customerService.getCsTickets": {
        parameters: {
            query?: {
                ticketType?: "buyer" | "seller";
                page?: number;
                limit?: number;
                status?: "pending" | "escalated" | "closed";
                issueType?: string;
                dateFrom?: string;
                dateTo?: string;
                priority?: "true" | "false";
                search?: string;
                sellerName?: string;
                agentId?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Ok"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    "customerService.postCsTickets": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    customerPhone?: string;
                    customerName?: string;
                    /**
                     * @default buyer
                     * @enum {string}
                     */
                    ticketType?: "buyer";
                    /** Format: uuid */
                    userId: string;
                    /** Format: uuid */
                    orderId: string;
                    selectedItems: string[];
                    issueType: string;
                    /** @default  */
                    notes?: string;
                    priority?: boolean;
                };
            };
        };
        responses: {
            201: components["responses"]["Created"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    "customerService.postCsSellerTickets": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    phone?: string;
                    customerName?: string;
                    /**
                     * @default seller
                     * @enum {string}
                     */
                    ticketType?: "seller";
                    /** Format: uuid */
                    userId?: string;
                    /** Format: uuid */
                    sellerId: string;
                    sellerName?: string;
                    /** Format: uuid */
                    orderId: string;
                    issueType: string;
                    /** @default  */
                    description?: string;
                    priority?: boolean;
                };
            };
        };
        responses: {
            201: components["responses"]["Created"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    "customerService.putCsTicketsCloseById": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    actionTaken: "refund" | "return" | "account";
                    refundPercentage?: number;
                    note?: string;
                };
            };
        };
        responses: {
            200: components["responses"]["Ok"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    "customerService.getCsTicketsRefundPreviewById": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Ok"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    "customerService.putCsTicketsEscalateById": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @default  */
                    escalationNote?: string;
                    /** Format: uuid */
                    escalatedTo?: string;
                    /** Format: uuid */
                    managerId?: string;
                };
            };
        };
        responses: {
            200: components["responses"]["Ok"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    "customerService.putCsTicketsStatusById": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    status: "pending";
                };
            };
        };
        responses: {
            200: components["responses"]["Ok"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    "customerService.postCsTicketsMentionById": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    mentionNote: string;
                    /** Format: uuid */
                    mentionedAgentId: string;
                };
            };
        };
        responses: {
            200: components["responses"]["Ok"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    "customerService.getCsAgentsMention": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Ok"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    "customerService.postCsReturnsCreateAndNotify": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: uuid */
                    _id: string;
                    title: string;
                    customTitle?: string;
                    /** @default  */
                    message?: string;
                    /** Format: uuid */
                    sellerId: string;
                    /** @default [] */
                    relatedItems?: {
                        /** Format: uuid */
                        _id: string;
                        quantity: number;
                    }[];
                    /**
                     * @default standard_return
                     * @enum {string}
                     */
                    returnType?: "standard_return" | "refund";
                    refundPercentage?: number;
                    returnReason?: string;
                };
            };
        };
        responses: {
            201: components["responses"]["Created"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    "customerService.getCsTicketsReturnDetailsById": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Ok"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    "customerService.getSellerReturns": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Ok"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    "customerService.getSellerReturnsCountPending": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Ok"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    "customerService.postSellerReturnsDecisionById": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    decision: "accept" | "reject";
                    /** @default  */
                    note?: string;
                    amount?: number;
                };
            };
        };
        responses: {
            200: components["responses"]["Ok"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    "customerService.getSellerIssueRequests": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Ok"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    "customerService.postSellerIssueRequests": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: uuid */
                    orderId: string;
                    /** Format: uuid */
                    itemId?: string;
                    issueType: string;
                    description: string;
                };
            };
        };
        responses: {
            201: components["responses"]["Created"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    "customerService.getSellerIssueRequestsOrders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Ok"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    "customerService.getSellerIssueRequestsOrdersItemsById": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Ok"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    "customerService.getSellerIssueRequestsIssueTypes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Ok"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    "customerService.postOrdersItemsReturnByOrderIdAndItemId": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                orderId: string;
                itemId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    reason: string;
                    /** @default 1 */
                    quantity?: number;
                };
            };
        };
        responses: {
            201: components["responses"]["Created"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    "customerService.getCsFaqs": {
        parameters: {
            query?: {
                type?: "buyer" | "seller";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Ok"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    "customerService.postCsFaqs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    question: string;
                    answer: string;
                    questionAr?: string;
                    answerAr?: string;
                    /** @enum {string} */
                    category: "general" | "orders" | "payments" | "shipping" | "returns&refunds" | "account" | "selling";
                    displayOrder?: number;
                    /** @enum {string} */
                    type: "buyer" | "seller";
                };
            };
        };
        responses: {
            201: components["responses"]["Created"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    "customerService.putCsFaqsReorder": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    type: "buyer" | "seller";
                    ids: string[];
                };
            };
        };
        responses: {
            200: components["responses"]["Ok"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    "customerService.putCsFaqsById": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    question?: string;
                    answer?: string;
                    questionAr?: string;
                    answerAr?: string;
                    /** @enum {string} */
                    category?: "general" | "orders" | "payments" | "shipping" | "returns&refunds" | "account" | "selling";
                    displayOrder?: number;
                };
            };
        };
        responses: {
            200: components["responses"]["Ok"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    "customerService.deleteCsFaqsById": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Ok"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    "customerService.getFaqs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Ok"];
            400: components["responses"]["BadRequest"];
        };
    };
    "customerService.getSellerFaqs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Ok"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    "customerService.getCsNotificationsUnreadCount": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Ok"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    "customerService.getCsNotifications": {
        parameters: {
            query?: {
                category?: "buyer_related" | "seller_related" | "management_related";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Ok"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    "customerService.putCsNotificationsMarkAllRead": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    category?: "buyer_related" | "seller_related" | "management_related";
                };
            };
        };
        responses: {
            200: components["responses"]["Ok"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    "customerService.putCsNotificationsMarkReadById": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Ok"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    "support.postCsSupportRequest": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    phone: string;
                    message: string;
                };
            };
        };
        responses: {
            200: components["responses"]["Ok"];
            400: components["responses"]["BadRequest"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["Unavailable"];
        };
    };
    "support.postCheckoutContactUs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    phone: string;
                    message: string;
                };
            };
        };
        responses: {
            200: components["responses"]["Ok"];
            400: components["responses"]["BadRequest"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["Unavailable"];
        };
    };
    "support.getCsSupportMessages": {
        parameters: {
            query?: {
                status?: "open" | "handled";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Ok"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    "support.putCsSupportMessagesById": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    answer: string;
                } | {
                    /** @enum {boolean} */
                    ticketed: true;
                };
            };
        };
        responses: {
            200: components["responses"]["Ok"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    "seo.getRobotsTxt": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The host's rules for crawlers. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            400: components["responses"]["BadRequest"];
        };
    };
    "seo.getSitemapXml": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The index of the sitemaps. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/xml": string;
                };
            };
            400: components["responses"]["BadRequest"];
        };
    };
    "seo.getSitemapsByFile": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                file: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One sitemap of the index. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/xml": string;
                };
            };
            400: components["responses"]["BadRequest"];
            /** @description No such sitemap. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
        };
    };
}
