import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client.ts';

export interface PublicFaq {
  _id: string;
  question: string;
  answer: string;
  category: string;
  /** Both languages, the English where staff wrote no Arabic. */
  translations?: Record<'en' | 'ar', { question: string; answer: string }>;
}

/** The FAQs customer service keeps: buyers' on the Help Center, sellers' in their area. */
export const faqsQuery = (audience: 'buyer' | 'seller') =>
  queryOptions({
    queryKey: ['faqs', audience],
    queryFn: async () => {
      const result = await api.get<{ faqs: PublicFaq[] }>(audience === 'buyer' ? 'faqs' : 'seller/faqs');
      if (!result.success) throw new Error(result.message);
      return result.data.faqs;
    },
    staleTime: 5 * 60_000,
  });

export const useFaqs = (audience: 'buyer' | 'seller') => useQuery(faqsQuery(audience));
