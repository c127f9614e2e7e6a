import { queryOptions, useQuery } from '@tanstack/react-query';
import { UPDATE_TOKEN_HEADER } from '@souk/shared/headers';
import type { SellerUpdateInput } from '@souk/shared/schemas/sellers';
import { api } from '../../lib/api-client.ts';

/** A change of the shop's profile a seller asked for; an admin approves or declines it. */
export interface ProfileUpdateRequest {
  _id: string;
  status: 'pending' | 'approved' | 'declined';
  changes: Partial<Record<keyof SellerUpdateInput, string>>;
  decisionNote: string | null;
  createdAt: string;
  decidedAt: string | null;
}

/** Step one: a code is e-mailed to the seller (spec 2, seller-update/request-update). */
export const askForProfileUpdateCode = () => api.post<null>('seller-update/request-update');

/** Step two: the changes, with the e-mailed code, wait for an admin. */
export const submitProfileUpdate = (code: string, changes: SellerUpdateInput) =>
  api.post<{ request: ProfileUpdateRequest }>('seller-update/submit-form', changes, {
    headers: { [UPDATE_TOKEN_HEADER]: code },
  });

export const myProfileUpdatesQuery = queryOptions({
  queryKey: ['seller', 'profile-updates'],
  queryFn: async () => {
    const result = await api.get<{ requests: ProfileUpdateRequest[] }>('seller-update/my-requests');
    if (!result.success) throw new Error(result.message);
    return result.data.requests;
  },
});

export const useMyProfileUpdates = () => useQuery(myProfileUpdatesQuery);
