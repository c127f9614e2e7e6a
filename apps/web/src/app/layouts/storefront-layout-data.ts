import { categoriesQuery } from '../../api/catalog/get-categories.ts';
import type { PageData } from '../route-data.ts';

/** The header's categories menu (and the home's category strip, the listing's filters). */
export const pageData: PageData = () => [categoriesQuery];
