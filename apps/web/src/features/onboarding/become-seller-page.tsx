import { useEffect } from 'react';
import { useSellerFlags } from '../../lib/use-seller-flags.ts';

/** `/become-seller`: the same decision as the header's button (spec 1 section 6). */
export function BecomeSellerPage() {
  const { becomeSeller } = useSellerFlags();
  useEffect(() => becomeSeller(true), [becomeSeller]);
  return null;
}
