import { zod4Resolver } from 'mantine-form-zod-resolver';
import { loginSchema } from '@souk/shared/schemas/auth';

/**
 * The login form's checks, with zod: loaded when the visitor first touches the form (login-page.tsx),
 * not in the page's first script (issue 37).
 */
export const loginRules = zod4Resolver(loginSchema, { errorPriority: 'first' });
export { loginSchema };
