/** The desk's pages (spec 3 section 2.8), as the menu and the redirects name them. */
const CS = '/customer-service-dashboard';
export const CS_PATHS = {
  openTicket: CS,
  sellerOpenTicket: `${CS}/seller-open-ticket`,
  ticketsClient: `${CS}/tickets-Client`,
  ticketsSeller: `${CS}/tickets-Seller`,
  sendToSeller: `${CS}/send-to-seller`,
} as const;
