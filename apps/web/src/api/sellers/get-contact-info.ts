import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client.ts';

/** How a seller reaches Souk: the support e-mail and hot line from the admins' settings. */
export interface SupportContacts {
  email: string;
  /** E.164, or null when none is set. */
  hotline: string | null;
  /** A wa.me link to the hot line, or null. */
  whatsapp: string | null;
}

export const sellerContactInfoQuery = queryOptions({
  queryKey: ['seller', 'contact-info'],
  queryFn: async () => {
    const result = await api.get<{ support: SupportContacts }>('seller/contact-info');
    if (!result.success) throw new Error(result.message);
    return result.data.support;
  },
});

export const useSellerContactInfo = () => useQuery(sellerContactInfoQuery);
