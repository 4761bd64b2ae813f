import { expect, it } from 'vitest';
import {
  adminToken,
  bearer,
  build,
  createEmployee,
  forEachBackend,
  login,
  multipartFile,
  PDF_BYTES,
  PNG_1X1,
  signIn,
  uniqueEmail,
  useApp,
} from '../test-support/build.js';

forEachBackend('employees', (backend) => {
  const t = useApp(backend);

  it('lists a page of employees sorted by name, with the total size', async () => {
    const { app } = t.current;
    const admin = await adminToken(app);
    for (let i = 0; i < 5; i++) await createEmployee(app, admin);
    const page1 = await app.inject({ method: 'POST', url: '/api/employee/', headers: bearer(admin), payload: { page: 1, perPage: 4 } });
    expect(page1.statusCode).toBe(200);
    const body = page1.json();
    expect(body.employees).toHaveLength(4);
    expect(body.size).toBeGreaterThanOrEqual(6);
    const names = body.employees.map((e: { fullName: string }) => e.fullName);
    expect([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))).toEqual(names);
    const { rows } = await t.current.db.query<{ n: number }>('SELECT count(*)::int AS n FROM employees WHERE deleted_at IS NULL');
    expect(body.size).toBeLessThanOrEqual(rows[0]!.n);
    const without = await app.inject({ method: 'POST', url: '/api/employee', headers: bearer(admin), payload: { page: 1, perPage: 4 } });
    expect(without.statusCode).toBe(200);
    const bad = await app.inject({ method: 'POST', url: '/api/employee/', headers: bearer(admin), payload: { page: 0, perPage: 4 } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('page: must be at least 1');
  });

  it('creates an employee with a trimmed name and answers the Employee', async () => {
    const { app } = t.current;
    const admin = await adminToken(app);
    const email = uniqueEmail();
    const res = await app.inject({
      method: 'POST',
      url: '/api/employee/create',
      headers: bearer(admin),
      payload: { fullName: '  Maria Silva  ', email, password: 'long-enough-password-7', roleID: 2 },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      id: expect.any(Number),
      version: 1,
      fullName: 'Maria Silva',
      email,
      roles: [{ id: 2, name: 'Employee' }],
      profileImage: null,
      fileExtension: null,
      language: null,
      mfaEnabled: false,
    });
    // The administrator chose this password: it works once, to change it (auth/passwords.test.ts).
    expect(await signIn(app, email, 'long-enough-password-7')).toMatchObject({ token: expect.any(String), mustChangePassword: true });
  });

  it('refuses a duplicate email (any case) with 409', async () => {
    const { app } = t.current;
    const admin = await adminToken(app);
    const emp = await createEmployee(app, admin);
    const res = await app.inject({
      method: 'POST',
      url: '/api/employee/create',
      headers: bearer(admin),
      payload: { fullName: 'Dup', email: emp.email.toUpperCase(), password: 'long-enough-password-7', roleID: 2 },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      statusCode: 409,
      error: 'Conflict',
      message: 'email: already used by another employee',
      code: 'EMAIL_TAKEN',
      field: 'email',
    });
    const other = await createEmployee(app, admin);
    const upd = await app.inject({
      method: 'POST',
      url: `/api/employee/update/${other.id}`,
      headers: bearer(admin),
      payload: { email: emp.email },
    });
    expect(upd.statusCode).toBe(409);
  });

  it('answers 400 naming the failing field and changes nothing', async () => {
    const { app, db } = t.current;
    const admin = await adminToken(app);
    const email = uniqueEmail();
    const cases: [Record<string, unknown>, string][] = [
      [{ fullName: 'A', email: 'not-an-email', password: 'long-enough-password-7', roleID: 2 }, 'email: must be a valid email address'],
      [{ fullName: 'A', email, password: 'long-enough-password-7', roleID: 3 }, 'roleID: must be one of 1, 2'],
      [{ email, password: 'long-enough-password-7', roleID: 2 }, 'fullName: is required'],
      [{ fullName: '   ', email, password: 'long-enough-password-7', roleID: 2 }, 'fullName: must not be empty'],
      [{ fullName: 'A', email, password: 12345678, roleID: 2 }, 'password: must be a string'],
    ];
    for (const [payload, message] of cases) {
      const res = await app.inject({ method: 'POST', url: '/api/employee/create', headers: bearer(admin), payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json()).toEqual({ statusCode: 400, error: 'Bad Request', message, code: 'INVALID_FIELD', field: message.split(':')[0] });
    }
    const { rows } = await db.query('SELECT 1 FROM employees WHERE lower(email) = lower($1)', [email]);
    expect(rows).toHaveLength(0);

    const emp = await createEmployee(app, admin);
    const bad = await app.inject({
      method: 'POST',
      url: `/api/employee/update/${emp.id}`,
      headers: bearer(admin),
      payload: { fullName: 'New', email: 'bad' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('email: must be a valid email address');
    const after = await db.query<{ full_name: string }>('SELECT full_name FROM employees WHERE id = $1', [emp.id]);
    expect(after.rows[0]!.full_name).toBe(emp.fullName);

    const badId = await app.inject({ method: 'POST', url: '/api/employee/update/abc', headers: bearer(admin), payload: {} });
    expect(badId.statusCode).toBe(400);
    expect(badId.json().message).toBe('id: must be an integer');
    const notJson = await app.inject({
      method: 'POST',
      url: '/api/employee/create',
      headers: { ...bearer(admin), 'content-type': 'application/json' },
      payload: '{not json',
    });
    expect(notJson.statusCode).toBe(400);
  });

  it('updates an employee; a new password revokes their sessions', async () => {
    const { app } = t.current;
    const admin = await adminToken(app);
    const emp = await createEmployee(app, admin);
    const email = uniqueEmail('renamed');
    const res = await app.inject({
      method: 'POST',
      url: `/api/employee/update/${emp.id}/`,
      headers: bearer(admin),
      payload: { fullName: ' Renamed ', email, roleID: 1, password: 'brand-new-password' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: emp.id, fullName: 'Renamed', email, roles: [{ id: 1, name: 'Administrator' }] });
    expect((await app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(emp.token) })).statusCode).toBe(401);
    // Now an administrator, they enrol a second factor at sign-in, then must change the password set for them.
    const reply = await signIn(app, email, 'brand-new-password');
    expect(reply).toMatchObject({ mustChangePassword: true, recoveryCodes: expect.any(Array) });
    const has = () =>
      app.inject({ method: 'POST', url: '/api/auth/has', headers: bearer(reply.token), payload: { position: 'Administrator' } });
    expect((await has()).json().code).toBe('PASSWORD_CHANGE_REQUIRED');
    const changed = await app.inject({
      method: 'POST',
      url: '/api/employee/update/password',
      headers: bearer(reply.token),
      payload: { employeeID: emp.id, actualPassword: 'brand-new-password', newPassword: 'chosen-by-themself-9' },
    });
    expect(changed.statusCode).toBe(200);
    expect((await has()).json()).toEqual({ hasPosition: true });
    // Image through update: base64 content, type read from the bytes.
    const img = await app.inject({
      method: 'POST',
      url: `/api/employee/update/${emp.id}`,
      headers: bearer(admin),
      payload: { profileImage: PNG_1X1.toString('base64'), fileExtension: 'png' },
    });
    expect(img.json()).toMatchObject({ profileImage: PNG_1X1.toString('base64'), fileExtension: 'png' });
    const pdf = await app.inject({
      method: 'POST',
      url: `/api/employee/update/${emp.id}`,
      headers: bearer(admin),
      payload: { profileImage: PDF_BYTES.toString('base64') },
    });
    expect(pdf.statusCode).toBe(400);
    expect(pdf.json().message).toBe('profileImage: must be a PNG, JPEG, WebP or GIF image');
  });

  it('answers 404 for an unknown id', async () => {
    const { app } = t.current;
    const admin = await adminToken(app);
    const upd = await app.inject({
      method: 'POST',
      url: '/api/employee/update/999999',
      headers: bearer(admin),
      payload: { fullName: 'X' },
    });
    expect(upd.statusCode).toBe(404);
    const del = await app.inject({ method: 'DELETE', url: '/api/employee/delete/999999', headers: bearer(admin) });
    expect(del.statusCode).toBe(404);
  });

  it('soft-deletes an employee, revoking their sessions and freeing the email', async () => {
    const { app, db } = t.current;
    const admin = await adminToken(app);
    const emp = await createEmployee(app, admin);
    const res = await app.inject({ method: 'DELETE', url: `/api/employee/delete/${emp.id}`, headers: bearer(admin) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: emp.id, email: emp.email });
    expect((await app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(emp.token) })).statusCode).toBe(401);
    const { rows } = await db.query<{ deleted: boolean }>('SELECT deleted_at IS NOT NULL AS deleted FROM employees WHERE id = $1', [
      emp.id,
    ]);
    expect(rows[0]!.deleted).toBe(true);
    const login401 = await app.inject({
      method: 'POST',
      url: '/api/auth/authenticate',
      payload: { email: emp.email, password: emp.password },
    });
    expect(login401.statusCode).toBe(401);
    const again = await app.inject({ method: 'DELETE', url: `/api/employee/delete/${emp.id}`, headers: bearer(admin) });
    expect(again.statusCode).toBe(404);
    const reuse = await app.inject({
      method: 'POST',
      url: '/api/employee/create',
      headers: bearer(admin),
      payload: { fullName: 'Reuse', email: emp.email, password: 'long-enough-password-7', roleID: 2 },
    });
    expect(reuse.statusCode).toBe(200);
  });

  it('changes the own password: wrong current is 400, success keeps only the current session, others are 403', async () => {
    const { app } = t.current;
    const admin = await adminToken(app);
    const emp = await createEmployee(app, admin);
    const other = await login(app, emp.email, emp.password);
    const change = (token: string, payload: Record<string, unknown>) =>
      app.inject({ method: 'POST', url: '/api/employee/update/password', headers: bearer(token), payload });

    const wrong = await change(emp.token, { employeeID: emp.id, actualPassword: 'nope-nope', newPassword: 'another-password' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe('actualPassword: is wrong');

    const someoneElse = await createEmployee(app, admin);
    const forbidden = await change(emp.token, {
      employeeID: someoneElse.id,
      actualPassword: emp.password,
      newPassword: 'another-password',
    });
    expect(forbidden.statusCode).toBe(403);

    const ok = await change(emp.token, { employeeID: emp.id, actualPassword: emp.password, newPassword: 'another-password' });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ id: emp.id, email: emp.email });
    expect((await app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(emp.token) })).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(other) })).statusCode).toBe(401);
    expect(await login(app, emp.email, 'another-password')).toEqual(expect.any(String));
    const old = await app.inject({ method: 'POST', url: '/api/auth/authenticate', payload: { email: emp.email, password: emp.password } });
    expect(old.statusCode).toBe(401);
  });

  it('accepts a real PNG upload and refuses a PDF named .png and a file over 10 MB', async () => {
    const { app } = t.current;
    const admin = await adminToken(app);
    const emp = await createEmployee(app, admin);
    const upload = (bytes: Buffer, name: string, type: string) => {
      const { payload, headers } = multipartFile(bytes, name, type);
      return app.inject({ method: 'POST', url: `/api/employee/upload/${emp.id}`, headers: { ...bearer(admin), ...headers }, payload });
    };
    const png = await upload(PNG_1X1, 'me.png', 'image/png');
    expect(png.statusCode).toBe(200);
    expect(png.json()).toMatchObject({ id: emp.id, profileImage: PNG_1X1.toString('base64'), fileExtension: 'png' });

    const pdf = await upload(PDF_BYTES, 'me.png', 'image/png');
    expect(pdf.statusCode).toBe(400);
    expect(pdf.json()).toEqual({
      statusCode: 400,
      error: 'Bad Request',
      message: 'file: must be a PNG, JPEG, WebP or GIF image',
      code: 'INVALID_FIELD',
      field: 'file',
    });

    const big = await upload(Buffer.concat([PNG_1X1, Buffer.alloc(10 * 1024 * 1024)]), 'big.png', 'image/png');
    expect(big.statusCode).toBe(413);
    expect(big.json().message).toBe('file: must be at most 10 MB');

    // The image from the first upload is still there.
    const login1 = await app.inject({
      method: 'POST',
      url: '/api/auth/authenticate',
      payload: { email: emp.email, password: emp.password },
    });
    expect(login1.json()).toMatchObject({ profileImage: PNG_1X1.toString('base64'), fileExtension: 'png' });

    const none = await app.inject({ method: 'POST', url: `/api/employee/upload/${emp.id}`, headers: bearer(admin), payload: {} });
    expect(none.statusCode).toBe(400);
  });

  it('refuses to delete or demote the last administrator (409)', async () => {
    const fresh = await build(backend, { fresh: true });
    try {
      const { app } = fresh;
      const admin = await adminToken(app);
      const me = (await app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(admin) })).json().employee;
      const del = await app.inject({ method: 'DELETE', url: `/api/employee/delete/${me.id}`, headers: bearer(admin) });
      expect(del.statusCode).toBe(409);
      expect(del.json().message).toBe('The last administrator cannot be deleted');
      const demote = await app.inject({
        method: 'POST',
        url: `/api/employee/update/${me.id}`,
        headers: bearer(admin),
        payload: { roleID: 2 },
      });
      expect(demote.statusCode).toBe(409);
      expect(demote.json().message).toBe('The last administrator cannot be made an employee');
      // With a second administrator, the first may be demoted.
      const second = await createEmployee(app, admin, { roleID: 1 });
      const ok = await app.inject({
        method: 'POST',
        url: `/api/employee/update/${me.id}`,
        headers: bearer(second.token),
        payload: { roleID: 2 },
      });
      expect(ok.statusCode).toBe(200);
      const last = await app.inject({ method: 'DELETE', url: `/api/employee/delete/${second.id}`, headers: bearer(second.token) });
      expect(last.statusCode).toBe(409);
    } finally {
      await fresh.close();
    }
  });
});
