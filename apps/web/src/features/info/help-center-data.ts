import { faqsQuery } from '../../api/faqs/get-faqs.ts';
import type { PageData } from '../../app/route-data.ts';

/** The buyers' questions and answers customer service keeps. */
export const pageData: PageData = () => [faqsQuery('buyer')];
