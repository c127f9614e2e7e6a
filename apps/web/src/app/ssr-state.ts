/** The id of the JSON script holding a server-rendered page's queries (entry-server.tsx writes it, main.tsx reads it). */
export const SSR_STATE_ID = 'souk-ssr';
