/**
 * What the password-reset page starts from (spec 1 section 2): the e-mail and the token of the
 * forgot-password request, from router state or from the query (?email=&token=).
 */
export interface ResetPageState {
  email: string;
  token: string;
}

const textOf = (record: unknown, key: string): string => {
  if (typeof record !== 'object' || record === null || !(key in record)) return '';
  const value: unknown = (record as Record<string, unknown>)[key];
  return typeof value === 'string' ? value.trim() : '';
};

export function resetPageStateOf(state: unknown, search: string): ResetPageState {
  const query = new URLSearchParams(search);
  return {
    email: textOf(state, 'email') || (query.get('email') ?? '').trim(),
    token: textOf(state, 'token') || (query.get('token') ?? '').trim(),
  };
}
