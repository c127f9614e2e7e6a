/** The seller's and the staff's areas: their routes (area-routes.tsx) are fetched on the first visit to one. */
export const AREA_PATH =
  /^\/(seller-dashboard|admin-dashboard|data-entry|dataEntryHero|customer-service-dashboard|sales-dashboard|seller-notifications)(\/|$)/i;
