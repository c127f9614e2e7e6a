import { useMutation } from '@tanstack/react-query';
import type { SellerSignupInput } from '@souk/shared/schemas/sellers';
import { api } from '../../lib/api-client.ts';
import type { SellerProfile } from './get-seller-profile.ts';

/** Spec 2 section 3: the seller signup payload; the shop starts under review. */
export const sellerSignup = (body: SellerSignupInput) => api.post<{ seller: SellerProfile }>('auth/onboarding', body);

export const useSellerSignup = () => useMutation({ mutationFn: sellerSignup });
