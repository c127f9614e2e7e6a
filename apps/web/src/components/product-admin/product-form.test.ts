import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@souk/shared/messages';
import {
  buildProductForm,
  emptyVariant,
  productFields,
  productFormErrors,
  type ProductFormValues,
} from './product-form.ts';

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
  photos: [{ key: 'products/kept.webp', url: '/media/products/kept.webp' }],
  ...overrides,
});

describe('product form', () => {
  it('sends bracketed variant fields and leaves empty ones out', () => {
    const fields = productFields(
      values({
        variants: [
          { ...emptyVariant(), price: 19.99, originalPrice: 25, quantity: 4 },
          { ...emptyVariant(), _id: id(9), price: 10, quantity: 0, isActive: false },
        ],
      }),
    );
    expect(fields).toMatchObject({
      'variants[0][price]': '19.99',
      'variants[0][originalPrice]': '25',
      'variants[1][_id]': id(9),
      'variants[1][isActive]': 'false',
    });
    expect(fields).not.toHaveProperty('variants[0][color]');
    expect(fields).not.toHaveProperty('brand');
  });

  it('staff send the seller and the placement flags; a seller form sends neither', () => {
    const staff = productFields(
      values({ sellerId: id(7), flags: { isTodayDeal: true, isFeatured: false, isTrending: true } }),
    );
    expect(staff).toMatchObject({ sellerId: id(7), isTodayDeal: 'true', isFeatured: 'false', isTrending: 'true' });
    const seller = productFields(values());
    for (const key of ['sellerId', 'isTodayDeal', 'isFeatured', 'isTrending']) expect(seller).not.toHaveProperty(key);
    expect(productFormErrors(values({ sellerId: '' }), { sellerRequired: true })).toEqual({
      sellerId: MESSAGES.productSellerRequired,
    });
    expect(productFormErrors(values({ sellerId: id(7) }), { sellerRequired: true })).toEqual({});
  });

  it('checks the spec rules before sending, by field path', () => {
    expect(productFormErrors(values())).toEqual({});
    const errors = productFormErrors(
      values({
        name: 'ab',
        description: 'short',
        variants: [{ ...emptyVariant(), price: 5, originalPrice: 4, quantity: -1 }],
        photos: [],
      }),
    );
    expect(errors).toMatchObject({
      name: MESSAGES.titleMin,
      description: MESSAGES.descriptionMin,
      'variants.0.quantity': MESSAGES.quantityInvalid,
      images: MESSAGES.imagesRequired,
    });
    expect(
      productFormErrors(values({ variants: [{ ...emptyVariant(), price: 5, originalPrice: 4, quantity: 1 }] })),
    ).toEqual({ 'variants.0.originalPrice': MESSAGES.originalPriceInvalid });
    // A variant's photo is enough for the whole product.
    const variantPhotoOnly = values({
      photos: [],
      variants: [{ ...emptyVariant(), price: 5, quantity: 1, photos: [{ key: 'products/red.webp', url: '/red' }] }],
    });
    expect(productFormErrors(variantPhotoOnly)).toEqual({});
  });

  it('a price or a quantity past the limit is told the limit (issue 24)', () => {
    const errors = productFormErrors(
      values({ variants: [{ ...emptyVariant(), price: 999999999999999, quantity: 1e12 }] }),
    );
    expect(errors).toEqual({
      'variants.0.price': MESSAGES.priceTooHigh,
      'variants.0.quantity': MESSAGES.quantityTooHigh,
    });
    expect(
      productFormErrors(values({ variants: [{ ...emptyVariant(), price: 999999.99, quantity: 100_000 }] })),
    ).toEqual({});
  });

  it('sends each photo list as its arrangement and its new files, kept photos by key', () => {
    const crop = (text: string) => ({ blob: new Blob([text], { type: 'image/png' }), url: `blob:${text}` });
    const form = buildProductForm(
      values({
        photos: [crop('a'), { key: 'products/kept.webp', url: '/kept' }, crop('b')],
        variants: [
          { ...emptyVariant(), price: 5, quantity: 1, photos: [{ key: 'products/red.webp', url: '/red' }, crop('c')] },
          { ...emptyVariant(), price: 6, quantity: 1, photos: [] },
        ],
      }),
    );
    expect(form.get('name')).toBe('Olive bowl');
    expect(JSON.parse(form.get('imageOrder') as string)).toEqual(['new', 'products/kept.webp', 'new']);
    expect(form.getAll('images')).toHaveLength(2);
    expect(JSON.parse(form.get('variants[0][imageOrder]') as string)).toEqual(['products/red.webp', 'new']);
    expect(form.getAll('variant_0_images')).toHaveLength(1);
    // An emptied list says so, rather than keeping what the product had.
    expect(JSON.parse(form.get('variants[1][imageOrder]') as string)).toEqual([]);
    expect(form.getAll('variant_1_images')).toHaveLength(0);
  });
});
