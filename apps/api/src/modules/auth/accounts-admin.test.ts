import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@souk/shared/messages';
import { makeBuyers } from '../../../test/buyers.ts';
import { productFixture } from '../../../test/product-forms.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { auditLog } from '../audit/audit.tables.ts';
import { users } from './auth.tables.ts';

let t: TestApp;
let f: Awaited<ReturnType<typeof productFixture>>;
beforeAll(async () => {
  t = await createTestApp();
  f = await productFixture(t);
});
afterAll(() => t.close());

const staffLogin = (username: string, password: string) =>
  f.call('POST', '/api/staff/login', undefined, { username, password });

describe('staff accounts', () => {
  it('only admins reach the paths', async () => {
    const paths: ['GET' | 'POST' | 'PUT', string, object?][] = [
      ['GET', '/api/admin/staff'],
      ['POST', '/api/admin/staff', { userName: 'x.y', fullName: 'X Y', email: 'x@y.test', userType: 'cs_agent' }],
      ['PUT', `/api/admin/staff/${f.ids.dataentry}`, { isActive: false }],
      ['POST', `/api/admin/staff/${f.ids.dataentry}/reset-password`],
      ['GET', '/api/admin/buyers?q=buyer'],
      ['PUT', `/api/admin/buyers/${f.ids.other}/status`, { isActive: false }],
    ];
    for (const [method, url, body] of paths) {
      expect((await f.call(method, url, undefined, body)).status, url).toBe(401);
      for (const who of ['buyer', 'seller.self', 'dataentry', 'dataentry.admin'])
        expect((await f.call(method, url, f.cookies[who], body)).status, `${who} ${url}`).toBe(403);
    }
    const list = await f.call('GET', '/api/admin/staff', f.cookies.admin);
    expect(list.data.staff.map((member: { username: string }) => member.username)).toEqual(
      expect.arrayContaining(['admin', 'superadmin', 'dataentry', 'cs.agent']),
    );
    expect(list.data.staff.some((member: { username: string }) => member.username === 'seller.self')).toBe(false);
  });

  it('an admin creates a staff account whose password is shown once and works; rules in clear words', async () => {
    const made = await f.call('POST', '/api/admin/staff', f.cookies.admin, {
      userName: 'cs.new',
      fullName: 'Nadine Khalil',
      email: 'Nadine@Souk.test',
      phone: '71999888',
      userType: 'cs_agent',
    });
    expect(made).toMatchObject({
      status: 201,
      message: MESSAGES.staffCreated,
      data: {
        staff: {
          username: 'cs.new',
          fullName: 'Nadine Khalil',
          email: 'nadine@souk.test',
          userType: 'cs_agent',
          isActive: true,
          permissions: { canViewDashboard: true },
        },
      },
    });
    expect(made.data.password).toMatch(/^(?=.*[a-z])(?=.*[A-Z])(?=.*\d).{12,}$/);
    expect((await staffLogin('cs.new', made.data.password)).status).toBe(200);
    const [row] = await t.db.select({ hash: users.passwordHash }).from(users).where(eq(users.userName, 'cs.new'));
    expect(row!.hash).not.toContain(made.data.password);
    const [entry] = await t.db.select().from(auditLog).where(eq(auditLog.entityId, made.data.staff._id));
    expect(entry).toMatchObject({ actorId: f.ids.admin, action: 'create', entity: 'staff' });
    expect(JSON.stringify(entry!.after)).not.toContain('passwordHash');

    expect(
      await f.call('POST', '/api/admin/staff', f.cookies.admin, {
        userName: 'CS.NEW',
        fullName: 'Twin',
        email: 'twin@souk.test',
        userType: 'cs_agent',
      }),
    ).toMatchObject({ status: 409, message: MESSAGES.userNameTaken });
    expect(
      await f.call('POST', '/api/admin/staff', f.cookies.admin, {
        userName: 'cs.twin',
        fullName: 'Twin',
        email: 'nadine@souk.test',
        userType: 'cs_agent',
      }),
    ).toMatchObject({ status: 409, message: MESSAGES.emailTaken });
    expect(
      await f.call('POST', '/api/admin/staff', f.cookies.admin, {
        userName: 'x',
        fullName: 'Twin',
        email: 'a@b.test',
        userType: 'cs_agent',
      }),
    ).toMatchObject({ status: 400, message: MESSAGES.staffUserNameInvalid });
    expect(
      await f.call('POST', '/api/admin/staff', f.cookies.admin, {
        userName: 'cs.king',
        fullName: 'King',
        email: 'k@b.test',
        userType: 'king',
      }),
    ).toMatchObject({ status: 400, message: MESSAGES.staffTypeInvalid });
    // Admins are made by super admins only.
    expect(
      await f.call('POST', '/api/admin/staff', f.cookies.admin, {
        userName: 'admin.two',
        fullName: 'Two',
        email: 'two@souk.test',
        userType: 'admin',
      }),
    ).toMatchObject({ status: 403, message: MESSAGES.staffAdminsBySuperAdmin });
    expect(
      (
        await f.call('POST', '/api/admin/staff', f.cookies.superadmin, {
          userName: 'admin.two',
          fullName: 'Two',
          email: 'two@souk.test',
          userType: 'admin',
        })
      ).status,
    ).toBe(201);
  });

  it('deactivation ends the sessions; a reset password replaces the old; the last super admin stays', async () => {
    const made = await f.call('POST', '/api/admin/staff', f.cookies.admin, {
      userName: 'de.temp',
      fullName: 'Temp Entry',
      email: 'temp@souk.test',
      userType: 'data_entry',
    });
    const id = made.data.staff._id as string;
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/staff/login',
      payload: { username: 'de.temp', password: made.data.password },
    });
    const cookie = `souk_session=${login.json().data.token}`;
    expect((await f.call('GET', '/api/dashboard/data-entry/products?limit=1', cookie)).status).toBe(200);
    const reset = await f.call('POST', `/api/admin/staff/${id}/reset-password`, f.cookies.admin);
    expect(reset.message).toBe(MESSAGES.passwordResetByAdmin);
    expect((await f.call('GET', '/api/dashboard/data-entry/products?limit=1', cookie)).status).toBe(401);
    expect((await staffLogin('de.temp', made.data.password)).status).toBe(401);
    expect((await staffLogin('de.temp', reset.data.password)).status).toBe(200);
    const off = await f.call('PUT', `/api/admin/staff/${id}`, f.cookies.admin, { isActive: false });
    expect(off.data.staff).toMatchObject({ isActive: false });
    expect((await staffLogin('de.temp', reset.data.password)).status).toBe(401);
    expect(
      (await f.call('PUT', `/api/admin/staff/${id}`, f.cookies.admin, { isActive: true, userType: 'data_entry_admin' }))
        .data.staff,
    ).toMatchObject({ isActive: true, userType: 'data_entry_admin' });

    expect(await f.call('PUT', `/api/admin/staff/${f.ids.admin}`, f.cookies.admin, { isActive: false })).toMatchObject({
      status: 409,
      message: MESSAGES.notYourself,
    });
    expect(
      await f.call('PUT', `/api/admin/staff/${f.ids.superadmin}`, f.cookies.admin, { fullName: 'Changed' }),
    ).toMatchObject({ status: 403, message: MESSAGES.staffAdminsBySuperAdmin });
    expect(
      await f.call('PUT', `/api/admin/staff/${f.ids.superadmin}`, f.cookies.superadmin, { userType: 'admin' }),
    ).toMatchObject({ status: 409, message: MESSAGES.lastSuperAdmin });
    expect(
      (await f.call('PUT', `/api/admin/staff/${f.ids['seller.self']}`, f.cookies.superadmin, { isActive: false }))
        .status,
    ).toBe(404);
  });

  it("the dashboard permission is the server's rule: switched off, the sessions end and a new login reads no staff route", async () => {
    const made = await f.call('POST', '/api/admin/staff', f.cookies.admin, {
      userName: 'cs.temp',
      fullName: 'Temp Agent',
      email: 'cs.temp@souk.test',
      userType: 'cs_agent',
    });
    const id = made.data.staff._id as string;
    const loginCookie = async () => `souk_session=${(await staffLogin('cs.temp', made.data.password)).data.token}`;
    const reads = ['/api/cs/tickets?ticketType=buyer', '/api/cs/sellers/all'];
    const before = await loginCookie();
    for (const path of reads) expect((await f.call('GET', path, before)).status, path).toBe(200);

    expect(
      (await f.call('PUT', `/api/admin/staff/${id}`, f.cookies.admin, { canViewDashboard: false })).data.staff,
    ).toMatchObject({ permissions: { canViewDashboard: false } });
    for (const path of reads) expect((await f.call('GET', path, before)).status, path).toBe(401);
    const after = await loginCookie();
    for (const path of reads)
      expect(await f.call('GET', path, after), path).toMatchObject({
        status: 403,
        message: MESSAGES.dashboardPermissionOff,
      });
    // Its own account stays its own.
    expect((await f.call('GET', '/api/auth/profile', after)).status).toBe(200);

    await f.call('PUT', `/api/admin/staff/${id}`, f.cookies.admin, { canViewDashboard: true });
    for (const path of reads) expect((await f.call('GET', path, after)).status, path).toBe(200);
  });
});

describe('buyers', () => {
  it('found by e-mail or phone; suspended (sessions end, login refused), then reactivated', async () => {
    const [buyer] = await makeBuyers(t.db, 1, 'suspendme');
    const [row] = await t.db.select().from(users).where(eq(users.id, buyer!.id));
    const byEmail = await f.call(
      'GET',
      `/api/admin/buyers?q=${encodeURIComponent(row!.email!.slice(0, 8))}`,
      f.cookies.admin,
    );
    expect(byEmail.data.buyers.map((found: { _id: string }) => found._id)).toContain(buyer!.id);
    if (row!.phone) {
      const byPhone = await f.call('GET', `/api/admin/buyers?q=${row!.phone.slice(-6)}`, f.cookies.admin);
      expect(byPhone.data.buyers.map((found: { _id: string }) => found._id)).toContain(buyer!.id);
    }
    expect((await f.call('GET', '/api/admin/buyers?q=ad', f.cookies.admin)).message).toBe(MESSAGES.buyerSearchTooShort);
    expect((await f.call('GET', '/api/admin/buyers?q=admin%40souk', f.cookies.admin)).data.buyers).toEqual([]);

    expect((await f.call('GET', '/api/auth/profile', buyer!.cookie)).status).toBe(200);
    const suspended = await f.call('PUT', `/api/admin/buyers/${buyer!.id}/status`, f.cookies.admin, {
      isActive: false,
    });
    expect(suspended).toMatchObject({
      status: 200,
      message: MESSAGES.buyerSuspended,
      data: { buyer: { isActive: false } },
    });
    expect((await f.call('GET', '/api/auth/profile', buyer!.cookie)).status).toBe(401);
    const reactivated = await f.call('PUT', `/api/admin/buyers/${buyer!.id}/status`, f.cookies.admin, {
      isActive: true,
    });
    expect(reactivated.message).toBe(MESSAGES.buyerReactivated);
    // The old session stays ended; the buyer logs in again.
    expect((await f.call('GET', '/api/auth/profile', buyer!.cookie)).status).toBe(401);
    expect(
      (await f.call('PUT', `/api/admin/buyers/${f.ids.dataentry}/status`, f.cookies.admin, { isActive: false })).status,
    ).toBe(404);
    const trail = await t.db.select().from(auditLog).where(eq(auditLog.entityId, buyer!.id));
    expect(trail.map((entry) => entry.action)).toEqual(['suspend', 'reactivate']);
  });
});
