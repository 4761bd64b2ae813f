/**
 * Employee management through the gateway against a real rest-api (docs/employees-and-access.md /employees, docs/employees-and-access.md#validation
 * employee rules, docs/employees-and-access.md employee calls; roles, last administrator).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_EMAIL, ADMIN_PASSWORD, gql, signIn, startTestStack, type TestStack } from '../test-support/stack.js';

/** A real 1x1 PNG. */
/** A 1x1 PNG as the REST API stores uploaded images (re-encoded; re-encoding it again gives the same bytes). */
const PNG_BASE64 =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAACXBIWXMAAAsSAAALEgHS3X78AAAADUlEQVQImWNgYPhfDwACggF/NGwuCgAAAABJRU5ErkJggg==';
const PDF_BASE64 = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n').toString('base64');

const CREATE = 'mutation($input: CreateEmployeeInput!) { createEmployee(input: $input) { id fullName email role profileImage } }';
const PAGE = 'query($page: Int!) { employees(page: $page, perPage: 4) { total items { id fullName role } } }';

describe('employees through the gateway', () => {
  let stack: TestStack;
  let admin: string;
  beforeAll(async () => {
    stack = await startTestStack();
    admin = await signIn(stack.gateway, ADMIN_EMAIL, ADMIN_PASSWORD);
  });
  afterAll(async () => stack?.close());

  async function createEmployee(name: string, role: 'ADMINISTRATOR' | 'EMPLOYEE' = 'EMPLOYEE') {
    const email = `${name.toLowerCase().replace(/\W+/g, '.')}@gateway.test`;
    const reply = await gql(stack.gateway, CREATE, { input: { fullName: `  ${name} `, email, password: 'first-password', role } }, admin);
    expect(reply.errors).toBeUndefined();
    return { ...reply.data!.createEmployee, email };
  }

  it('creates employees with trimmed names and pages them 4 at a time (docs/employees-and-access.md#employees, #validation)', async () => {
    const created = [];
    for (const name of ['Ana Reis', 'Bruno Dias', 'Carla Mota', 'Davi Neto', 'Elisa Rocha']) created.push(await createEmployee(name));
    expect(created[0]).toMatchObject({ fullName: 'Ana Reis', role: 'EMPLOYEE', profileImage: null });

    const first = await gql(stack.gateway, PAGE, { page: 1 }, admin);
    const second = await gql(stack.gateway, PAGE, { page: 2 }, admin);
    expect(first.data!.employees.items).toHaveLength(4);
    expect(first.data!.employees.total).toBeGreaterThanOrEqual(6);
    const names = [...first.data!.employees.items, ...second.data!.employees.items].map((e: { fullName: string }) => e.fullName);
    expect(names).toEqual(expect.arrayContaining(['Ana Reis', 'Bruno Dias', 'Carla Mota', 'Davi Neto']));
    expect(new Set(names).size).toBe(names.length);
  });

  it('refuses an employee the admin-only operations with FORBIDDEN (docs/employees-and-access.md)', async () => {
    const worker = await createEmployee('Fabio Teles');
    const token = await signIn(stack.gateway, worker.email, 'first-password');
    const list = await gql(stack.gateway, PAGE, { page: 1 }, token);
    expect(list.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const create = await gql(
      stack.gateway,
      CREATE,
      { input: { fullName: 'X Y', email: 'x.y@gateway.test', password: 'first-password', role: 'ADMINISTRATOR' } },
      token,
    );
    expect(create.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const viewer = await gql(stack.gateway, '{ viewer { isAdministrator } }', {}, token);
    expect(viewer.data!.viewer.isAdministrator).toBe(false);
  });

  it('names the field of bad input and changes nothing (docs/employees-and-access.md#validation; docs/ARCHITECTURE.md#contracts)', async () => {
    const before = (await gql(stack.gateway, PAGE, { page: 1 }, admin)).data!.employees.total;
    const bad = await gql(
      stack.gateway,
      CREATE,
      { input: { fullName: 'Gil Souza', email: 'not-an-email', password: 'first-password', role: 'EMPLOYEE' } },
      admin,
    );
    expect(bad.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(bad.errors?.[0]?.message).toMatch(/email/);
    const duplicate = await gql(
      stack.gateway,
      CREATE,
      { input: { fullName: 'Again', email: ADMIN_EMAIL.toUpperCase(), password: 'first-password', role: 'EMPLOYEE' } },
      admin,
    );
    expect(duplicate.errors?.[0]?.extensions).toMatchObject({ code: 'EMAIL_TAKEN', restStatus: 409 });
    const badId = await gql(stack.gateway, 'mutation { deleteEmployee(id: "abc") { id } }', {}, admin);
    expect(badId.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect((await gql(stack.gateway, PAGE, { page: 1 }, admin)).data!.employees.total).toBe(before);
  });

  it('edits an employee, including a new password set by the administrator (docs/employees-and-access.md#passwords)', async () => {
    const worker = await createEmployee('Hugo Prado');
    const edited = await gql(
      stack.gateway,
      'mutation($id: ID!) { updateEmployee(id: $id, input: {fullName: "Hugo P. Prado", password: "reset-by-admin"}) { id fullName role } }',
      { id: worker.id },
      admin,
    );
    expect(edited.errors).toBeUndefined();
    expect(edited.data!.updateEmployee).toMatchObject({ fullName: 'Hugo P. Prado', role: 'EMPLOYEE' });
    await expect(signIn(stack.gateway, worker.email, 'reset-by-admin')).resolves.toBeTruthy();
  });

  it('uploads a profile picture checked by content (docs/employees-and-access.md#validation)', async () => {
    const worker = await createEmployee('Iris Campos');
    const upload = 'mutation($id: ID!, $file: FileInput!) { uploadEmployeeImage(id: $id, file: $file) { id profileImage } }';
    const ok = await gql(stack.gateway, upload, { id: worker.id, file: { name: 'me.png', type: 'image/png', data: PNG_BASE64 } }, admin);
    expect(ok.errors).toBeUndefined();
    expect(ok.data!.uploadEmployeeImage.profileImage).toBe(`data:image/png;base64,${PNG_BASE64}`);

    const disguised = await gql(
      stack.gateway,
      upload,
      { id: worker.id, file: { name: 'me.png', type: 'image/png', data: PDF_BASE64 } },
      admin,
    );
    expect(disguised.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(disguised.errors?.[0]?.message).toMatch(/file/);
    const page = await gql(stack.gateway, '{ employees(page: 1, perPage: 100) { items { id profileImage } } }', {}, admin);
    const stored = page.data!.employees.items.find((e: { id: string }) => e.id === worker.id);
    expect(stored.profileImage).toBe(`data:image/png;base64,${PNG_BASE64}`);
  });

  it('deletes an employee, whose token then stops working, and keeps the last administrator (docs/employees-and-access.md)', async () => {
    const worker = await createEmployee('Joana Luz');
    const token = await signIn(stack.gateway, worker.email, 'first-password');
    const deleted = await gql(stack.gateway, 'mutation($id: ID!) { deleteEmployee(id: $id) { id fullName } }', { id: worker.id }, admin);
    expect(deleted.data!.deleteEmployee).toEqual({ id: worker.id, fullName: 'Joana Luz' });
    expect((await gql(stack.gateway, '{ viewer { isAdministrator } }', {}, token)).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');

    const me = (await gql(stack.gateway, '{ viewer { employee { id } } }', {}, admin)).data!.viewer.employee.id;
    const demote = await gql(
      stack.gateway,
      'mutation($id: ID!) { updateEmployee(id: $id, input: {role: EMPLOYEE}) { id } }',
      { id: me },
      admin,
    );
    expect(demote.errors?.[0]?.extensions?.code).toBe('LAST_ADMINISTRATOR');
    const remove = await gql(stack.gateway, 'mutation($id: ID!) { deleteEmployee(id: $id) { id } }', { id: me }, admin);
    expect(remove.errors?.[0]?.extensions?.code).toBe('LAST_ADMINISTRATOR');
  });
  it('forwards expectedVersion on edit and delete: a stale one is EDITED_ELSEWHERE naming the editor and changes nothing (docs/ARCHITECTURE.md#versions)', async () => {
    const worker = await createEmployee('Karina Vaz');
    const update =
      'mutation($id: ID!, $name: String!, $v: Int) { updateEmployee(id: $id, input: {fullName: $name}, expectedVersion: $v) { fullName version } }';
    const remove = 'mutation($id: ID!, $v: Int) { deleteEmployee(id: $id, expectedVersion: $v) { id } }';
    const first = await gql(stack.gateway, update, { id: worker.id, name: 'Karina Vaz Lima', v: 1 }, admin);
    expect(first.data!.updateEmployee).toEqual({ fullName: 'Karina Vaz Lima', version: 2 });

    const me = (await gql(stack.gateway, '{ viewer { employee { fullName } } }', {}, admin)).data!.viewer.employee.fullName;
    const staleEdit = await gql(stack.gateway, update, { id: worker.id, name: 'Karina Old', v: 1 }, admin);
    expect(staleEdit.errors?.[0]?.extensions).toMatchObject({ code: 'EDITED_ELSEWHERE', currentVersion: 2, editedBy: me });
    const staleDelete = await gql(stack.gateway, remove, { id: worker.id, v: 1 }, admin);
    expect(staleDelete.errors?.[0]?.extensions).toMatchObject({ code: 'EDITED_ELSEWHERE', currentVersion: 2 });
    const page = await gql(stack.gateway, '{ employees(page: 1, perPage: 100) { items { id fullName version } } }', {}, admin);
    expect(page.data!.employees.items.find((e: { id: string }) => e.id === worker.id)).toEqual({
      id: worker.id,
      fullName: 'Karina Vaz Lima',
      version: 2,
    });

    const deleted = await gql(stack.gateway, remove, { id: worker.id, v: 2 }, admin);
    expect(deleted.errors).toBeUndefined();
  });
});
