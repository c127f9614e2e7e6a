/** Account types of spec 1 section 3 and spec 3 section 3, plus the sales manager staff type. */
export const BUYER = 'buyer';
export const SELLER_TYPES = ['seller_self_managed', 'seller_managed'] as const;
export const STAFF_TYPES = [
  'cs_agent',
  'cs_manager',
  'cs_supervisor',
  'admin',
  'super_admin',
  'data_entry',
  'data_entry_admin',
  'sales_manager',
  'staff',
] as const;
export const CS_TYPES = ['cs_agent', 'cs_manager', 'cs_supervisor'] as const;
/** Customer-service managers; cs_supervisor has every manager right (issue 15). */
export const CS_MANAGER_TYPES = ['cs_manager', 'cs_supervisor'] as const;
export const ADMIN_TYPES = ['admin', 'super_admin'] as const;
export const DATA_ENTRY_TYPES = ['data_entry', 'data_entry_admin'] as const;
/** Who reads the sales dashboards (spec 3 section 2.6, issue 16). */
export const SALES_DASHBOARD_TYPES = ['sales_manager', ...ADMIN_TYPES] as const;

export type SellerType = (typeof SELLER_TYPES)[number];
export type StaffType = (typeof STAFF_TYPES)[number];
export type AccountType = typeof BUYER | SellerType | StaffType;

export const ACCOUNT_TYPES: readonly AccountType[] = [BUYER, ...SELLER_TYPES, ...STAFF_TYPES];

/** The spec stores accountType as a list or a single string; every rule reads it through this. */
export function accountTypesOf(user: { accountType?: string | readonly string[] | null } | null | undefined): string[] {
  const value = user?.accountType;
  if (!value) return [];
  return (typeof value === 'string' ? [value] : [...value]).map((type) => type.toLowerCase());
}

export function hasAnyRole(types: readonly string[], allowed: readonly string[]): boolean {
  return types.some((type) => allowed.includes(type));
}

export const isSeller = (types: readonly string[]) => hasAnyRole(types, SELLER_TYPES);
export const isCs = (types: readonly string[]) => types.some((type) => type.startsWith('cs_'));
export const isDataEntry = (types: readonly string[]) => types.some((type) => type.startsWith('data_entry'));
export const isAdmin = (types: readonly string[]) => hasAnyRole(types, ADMIN_TYPES);
export const isCsManager = (types: readonly string[]) => hasAnyRole(types, CS_MANAGER_TYPES);
export const isSalesManager = (types: readonly string[]) => types.includes('sales_manager');
export const isStaff = (types: readonly string[]) => hasAnyRole(types, STAFF_TYPES);

/** Who writes products: self-managed sellers their own, data entry and admins any seller's. */
export const PRODUCT_EDITOR_TYPES = ['seller_self_managed', ...DATA_ENTRY_TYPES, ...ADMIN_TYPES] as const;
/** Who approves or rejects sellers' new and edited products. */
export const PRODUCT_REVIEWER_TYPES = ['data_entry_admin', ...ADMIN_TYPES] as const;
