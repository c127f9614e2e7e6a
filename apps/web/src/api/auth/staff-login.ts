import { useMutation } from '@tanstack/react-query';
import type { PublicUser, StaffLoginInput } from '@souk/shared/schemas/auth';
import { api, type Solved } from '../../lib/api-client.ts';
import { clearUser, setUser } from '../../lib/auth-store.ts';
import { STORAGE_KEYS, writeItem } from '../../lib/storage.ts';

export interface StaffMember {
  _id: string;
  username: string;
  fullName: string;
  email: string | null;
  phone: string | null;
  userType: string;
  isActive: boolean;
  lastLogin: string | null;
  permissions: Record<string, unknown>;
}

export interface StaffLoginReply {
  staff: StaffMember;
  token: string;
  permissions: { canViewDashboard: boolean };
  user: PublicUser;
}

/** Spec 3 section 2.3: the user and the staff record are kept locally; the token stays in the cookie. */
export async function staffLogin({ altcha, ...body }: StaffLoginInput & Solved) {
  clearUser();
  const result = await api.post<StaffLoginReply>('staff/login', body, { altcha });
  if (result.success) {
    setUser(result.data.user, 'session');
    writeItem('session', STORAGE_KEYS.staffData, JSON.stringify(result.data.staff));
  }
  return result;
}

export const useStaffLogin = () => useMutation({ mutationFn: staffLogin });
