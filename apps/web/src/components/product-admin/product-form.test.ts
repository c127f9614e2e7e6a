import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@souk/shared/messages';
import { buildProductForm, emptyVariant, productFields, productFormErrors, type ProductFormValues } from './product-form.ts';

const id = (n: number) => `00000000-0000-4000-8000-00000000000${n}`;
const values = (overrides: Partial<ProductFormValues> = {}): ProductFormValues => ({
  name: 'Olive bowl',
  description: 'Carved from one piece of olive wood.',
  manufacturingSource: 'Made in Lebanon',
  productCategory: id(1),
  subCategory: id(2),
  brand: '',
  gender: 'unisex',
  variants: [{ ...emptyVariant(), color: id(3), price: 19.99, quantity: 4 }],
  ...overrides,
});

describe('product form', () => {
  it('sends bracketed variant fields and leaves empty ones out', () => {
    const fields = productFields(values({ variants: [{ ...emptyVariant(), price: 19.99, originalPrice: 25, quantity: 4 }, { ...emptyVariant(), _id: id(9), price: 10, quantity: 0, isActive: false }] }));
    expect(fields).toMatchObject({ 'variants[0][price]': '19.99', 'variants[0][originalPrice]': '25', 'variants[1][_id]': id(9), 'variants[1][isActive]': 'false' });
    expect(fields).not.toHaveProperty('variants[0][color]');
    expect(fields).not.toHaveProperty('brand');
  });

  it('staff send the seller and the placement flags; a seller form sends neither', () => {
    const staff = productFields(values({ sellerId: id(7), flags: { isTodayDeal: true, isFeatured: false, isTrending: true } }));
    expect(staff).toMatchObject({ sellerId: id(7), isTodayDeal: 'true', isFeatured: 'false', isTrending: 'true' });
    const seller = productFields(values());
    for (const key of ['sellerId', 'isTodayDeal', 'isFeatured', 'isTrending']) expect(seller).not.toHaveProperty(key);
    expect(productFormErrors(values({ sellerId: '' }), { creating: true, imageCount: 1, sellerRequired: true })).toEqual({ sellerId: MESSAGES.productSellerRequired });
    expect(productFormErrors(values({ sellerId: id(7) }), { creating: true, imageCount: 1, sellerRequired: true })).toEqual({});
  });

  it('checks the spec rules before sending, by field path', () => {
    expect(productFormErrors(values(), { creating: true, imageCount: 1 })).toEqual({});
    const errors = productFormErrors(values({ name: 'ab', description: 'short', variants: [{ ...emptyVariant(), price: 5, originalPrice: 4, quantity: -1 }] }), { creating: true, imageCount: 0 });
    expect(errors).toMatchObject({
      name: MESSAGES.titleMin,
      description: MESSAGES.descriptionMin,
      'variants.0.quantity': MESSAGES.quantityInvalid,
      images: MESSAGES.imagesRequired,
    });
    expect(productFormErrors(values({ variants: [{ ...emptyVariant(), price: 5, originalPrice: 4, quantity: 1 }] }), { creating: false, imageCount: 0 })).toEqual({ 'variants.0.originalPrice': MESSAGES.originalPriceInvalid });
  });

  it('a price or a quantity past the limit is told the limit (issue 24)', () => {
    const errors = productFormErrors(values({ variants: [{ ...emptyVariant(), price: 999999999999999, quantity: 1e12 }] }), { creating: false, imageCount: 1 });
    expect(errors).toEqual({ 'variants.0.price': MESSAGES.priceTooHigh, 'variants.0.quantity': MESSAGES.quantityTooHigh });
    expect(productFormErrors(values({ variants: [{ ...emptyVariant(), price: 999999.99, quantity: 100_000 }] }), { creating: false, imageCount: 1 })).toEqual({});
  });

  it('puts the cropped images under images, after the fields', () => {
    const form = buildProductForm(values(), [new Blob(['a'], { type: 'image/png' }), new Blob(['b'], { type: 'image/png' })]);
    expect(form.getAll('images')).toHaveLength(2);
    expect(form.get('name')).toBe('Olive bowl');
  });
});
