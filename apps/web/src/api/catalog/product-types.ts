/** The product as the API sends it (spec 1 section 3); prices are USD decimals. */
export interface ProductImage {
  url: string;
  thumbnail: string;
  large: string;
  alt_text?: string;
  variantId?: string | null;
}

export interface ProductColor {
  _id: string;
  name: string;
  nameAr: string;
  hexCode: string;
}

/** A variant as a card carries it: what its price and its add-to-cart and wish-list buttons need. */
export interface CardVariant {
  _id: string;
  variantId: string;
  price: number;
  originalPrice: number | null;
  hasDiscount: boolean;
  discountPercentage: number;
  quantity: number;
  isActive: boolean;
}

export interface ProductVariant extends CardVariant {
  sku: string;
  color: ProductColor | null;
  size: string | null;
  images: ProductImage[];
}

export interface NamedRef {
  _id: string;
  name: string;
  nameAr: string;
}

/**
 * A product as listings and shelves send it to cards (`view=card`): the product's fields of the
 * same names, less what only the product page reads; `images` holds the first photo only.
 */
export interface ProductSummary {
  _id: string;
  name: string;
  translations?: { en?: { name?: string }; ar?: { name?: string } };
  image: string | null;
  images: ProductImage[];
  variants: CardVariant[];
  priceRange: { min: number; max: number };
  price: number;
  originalPrice: number | null;
  discount: number;
  averageRating: number;
  reviewCount: number;
  salesCount: number;
  brand: { _id?: string; name: string } | null;
  gender: string | null;
  stockStatus: { message: 'In Stock' | 'Low Stock' | 'Out of Stock' | string };
  isTodayDeal: boolean;
  isFeatured: boolean;
  /** `slug`: the shop page's address (`/shops/<slug>`), on a whole product (issue 40). */
  seller: { _id?: string; businessName: string; slug?: string | null } | null;
}

export interface Product extends ProductSummary {
  description: string;
  translations?: { en?: { name?: string; description?: string }; ar?: { name?: string; description?: string } };
  variants: ProductVariant[];
  defaultVariant: ProductVariant | null;
  manufacturingSource: string | null;
  category: NamedRef;
  subCategory: NamedRef & { hasSizes: boolean };
  attributes: { colors: ProductColor[]; sizes: string[] };
  inventory: { allowBackorders: boolean; quantity: number };
}
