import type { SavedAddressInput } from '@souk/shared/schemas/addresses';
import { api } from '../../lib/api-client.ts';
import type { SavedAddress } from './get-addresses.ts';

/** A new address, or a change to one of the buyer's own (`id`). */
export const saveAddress = (input: SavedAddressInput, id?: string) =>
  id
    ? api.put<{ address: SavedAddress }>(`addresses/${encodeURIComponent(id)}`, input)
    : api.post<{ address: SavedAddress }>('addresses', input);

export const deleteAddress = (id: string) =>
  api.delete<{ addresses: SavedAddress[] }>(`addresses/${encodeURIComponent(id)}`);

export const setDefaultAddress = (id: string) =>
  api.put<{ addresses: SavedAddress[] }>(`addresses/${encodeURIComponent(id)}/default`);
