/**
 * The server's first import: React's renderers (the storefront's pages, the e-mails) run their
 * production build unless told otherwise (tests say "test"). Set here, before any module loads
 * React, since its JSX runtime picks its build when first loaded; set later, in main(), the JSX
 * runtime was the development build and react-dom/server the production one, and the first e-mail
 * (the demo seeding's orders) failed with "dispatcher.getOwner is not a function".
 */
process.env.NODE_ENV ??= 'production';
