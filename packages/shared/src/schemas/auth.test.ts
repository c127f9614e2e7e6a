import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../messages.ts';
import { changePasswordSchema, loginSchema, registerSchema } from './auth.ts';

const firstMessages = (result: { success: boolean; error?: { issues: { message: string; path: PropertyKey[] }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));

describe('shared auth schemas (the browser and the API use the same)', () => {
  it('register: every rule of spec 1 section 5 with its message', () => {
    expect(firstMessages(registerSchema.safeParse({}))).toMatchObject({
      userName: MESSAGES.userNameRequired,
      email: MESSAGES.emailRequired,
      phone: MESSAGES.phoneRequired,
      password: MESSAGES.passwordRequired,
      confirmPassword: MESSAGES.retypeRequired,
    });
    const valid = {
      userName: 'rami',
      email: 'Rami@Example.com ',
      phone: '71123456',
      password: 'Password1',
      confirmPassword: 'Password1',
    };
    const parsed = registerSchema.parse(valid);
    expect(parsed.email).toBe('rami@example.com');
    expect(firstMessages(registerSchema.safeParse({ ...valid, phone: '711234567' })).phone).toBe(
      MESSAGES.phoneEightDigits,
    );
    expect(
      firstMessages(registerSchema.safeParse({ ...valid, password: 'password', confirmPassword: 'password' })).password,
    ).toBe(MESSAGES.passwordUppercase);
  });

  it('login: spec messages and remember me defaulting to off', () => {
    expect(firstMessages(loginSchema.safeParse({ email: 'x', password: '' }))).toEqual({
      email: MESSAGES.loginEmailInvalid,
      password: MESSAGES.passwordRequired,
    });
    expect(loginSchema.parse({ email: 'a@b.co', password: 'x' }).rememberMe).toBe(false);
  });

  it('change password: lowercase, uppercase, digit, 8+, matching, and new', () => {
    const base = { currentPassword: 'OldPass1', newPassword: 'NewPass12', confirmPassword: 'NewPass12' };
    expect(changePasswordSchema.safeParse(base).success).toBe(true);
    expect(
      firstMessages(changePasswordSchema.safeParse({ ...base, newPassword: 'NEWPASS12', confirmPassword: 'NEWPASS12' }))
        .newPassword,
    ).toBe(MESSAGES.passwordLowercase);
    expect(
      firstMessages(
        changePasswordSchema.safeParse({ ...base, newPassword: 'NewPassword', confirmPassword: 'NewPassword' }),
      ).newPassword,
    ).toBe(MESSAGES.passwordDigit);
    expect(
      firstMessages(changePasswordSchema.safeParse({ ...base, confirmPassword: 'Other123' })).confirmPassword,
    ).toBe(MESSAGES.passwordsMismatch);
    expect(
      firstMessages(changePasswordSchema.safeParse({ ...base, newPassword: 'OldPass1', confirmPassword: 'OldPass1' }))
        .newPassword,
    ).toBe(MESSAGES.newPasswordSame);
  });
});
