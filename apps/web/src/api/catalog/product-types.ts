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

export interface ProductVariant {
  _id: string;
  variantId: string;
  sku: string;
  color: ProductColor | null;
  size: string | null;
  price: number;
  originalPrice: number | null;
  hasDiscount: boolean;
  discountPercentage: number;
  quantity: number;
  isActive: boolean;
  images: ProductImage[];
}

export interface NamedRef {
  _id: string;
  name: string;
  nameAr: string;
}

export interface Product {
  _id: string;
  name: string;
  description: string;
  translations?: { en?: { name?: string; description?: string }; ar?: { name?: string; description?: string } };
  image: string | null;
  images: ProductImage[];
  variants: ProductVariant[];
  defaultVariant: ProductVariant | null;
  priceRange: { min: number; max: number };
  price: number;
  originalPrice: number | null;
  discount: number;
  averageRating: number;
  reviewCount: number;
  salesCount: number;
  brand: { _id?: string; name: string } | null;
  manufacturingSource: string | null;
  gender: string | null;
  category: NamedRef;
  subCategory: NamedRef & { hasSizes: boolean };
  attributes: { colors: ProductColor[]; sizes: string[] };
  inventory: { allowBackorders: boolean; quantity: number };
  stockStatus: { message: 'In Stock' | 'Low Stock' | 'Out of Stock' | string };
  isTodayDeal: boolean;
  isFeatured: boolean;
  seller: { _id?: string; businessName: string } | null;
}
