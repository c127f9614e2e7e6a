/**
 * How long after delivery a buyer may ask for a return: a site setting (`returnWindowDays`, read
 * through the settings service and the public config), these days unless admins set another, from 1
 * to MAX_RETURN_WINDOW_DAYS. No zod here: the storefront's first script reads these through its config.
 */
export const DEFAULT_RETURN_WINDOW_DAYS = 14;
export const MAX_RETURN_WINDOW_DAYS = 90;
