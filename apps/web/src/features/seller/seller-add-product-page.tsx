import { SellerProductsPage } from './seller-products-page.tsx';

/** Spec 2 section 2: /seller-dashboard/data-entry, "Add Product", opens the add form over the seller's table. */
export function SellerAddProductPage() {
  return <SellerProductsPage adding />;
}
