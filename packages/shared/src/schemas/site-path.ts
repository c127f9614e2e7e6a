import { z } from 'zod';
import { MESSAGES } from '../messages.ts';
import { SITE_PATH_MAX, isSitePath } from '../site-path.ts';

/** A stored link to a page of the site (a banner's "Shop now"). */
export const sitePathSchema = z.string().trim().max(SITE_PATH_MAX).refine(isSitePath, MESSAGES.linkNotOnSite);
