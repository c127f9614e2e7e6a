import { queryOptions, useQuery } from '@tanstack/react-query';
import { getData } from '../../lib/api-client.ts';
import { VISITOR_OWN } from '../../lib/render-env.ts';

/** An address of the buyer's book (issue 41); the phone as the 8 digits the forms take. */
export interface SavedAddress {
  _id: string;
  label: string;
  location: string;
  city: string;
  streetAddress: string;
  building: string;
  floor: string;
  notes: string;
  phone: string;
  isDefault: boolean;
}

export const ADDRESSES_KEY = ['addresses'] as const;

export const addressesQuery = (userId: string) =>
  queryOptions({
    queryKey: [...ADDRESSES_KEY, userId],
    queryFn: async () => (await getData<{ addresses: SavedAddress[] }>('addresses')).addresses,
    meta: VISITOR_OWN,
  });
export const useAddresses = (userId: string | null) =>
  useQuery({ ...addressesQuery(userId ?? ''), enabled: Boolean(userId) });
