import { z } from 'zod';
import { MESSAGES } from '../messages.ts';

/** The most of one item a cart holds when the product allows backorders (no stock limit). */
export const BACKORDER_MAX_QUANTITY = 99;

const productId = z.uuid({ error: MESSAGES.missingProductId });
const variantId = z.uuid({ error: MESSAGES.noVariants });
/** Stock is a 32-bit integer: a larger quantity is clamped to this, then to the stock, as the spec clamps. */
const MAX_STORED_QUANTITY = 2_147_483_647;
const quantity = z.coerce
  .number({ error: 'Minimum quantity is 1' })
  .min(1, 'Minimum quantity is 1')
  .transform((value) => Math.min(value, MAX_STORED_QUANTITY))
  .pipe(z.number().int('Quantity must be a whole number'));

export const addToCartSchema = z.object({ productId, variantId, quantity: quantity.default(1) });
export const updateQuantitySchema = z.object({ productId: productId.optional(), variantId, quantity });
export const wishlistItemSchema = z.object({ productId, variantId: variantId.optional().nullable() });
export const moveToCartSchema = z.object({ productId, variantId });
