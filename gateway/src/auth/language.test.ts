/**
 * The staff app's language kept on the employee's record, through the gateway against a real rest-api (docs/i18n.md).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_EMAIL, ADMIN_PASSWORD, gql, signIn, startTestStack, type TestStack } from '../test-support/stack.js';

const LOGIN = 'mutation($e:String!,$p:String!){ login(email:$e,password:$p){ token employeeId language } }';
const SET = 'mutation($l: Language!) { setLanguage(language: $l) { isAdministrator employee { id language } } }';

describe('language through the gateway', () => {
  let stack: TestStack;
  let admin: string;
  beforeAll(async () => {
    stack = await startTestStack();
    admin = await signIn(stack.gateway, ADMIN_EMAIL, ADMIN_PASSWORD);
  });
  afterAll(async () => stack?.close());

  it("keeps a clerk's choice on their record: the next sign-in, the viewer and the employee list give it back", async () => {
    const email = 'lingua.clerk@gateway.test';
    const created = await gql(
      stack.gateway,
      'mutation($input: CreateEmployeeInput!) { createEmployee(input: $input) { id language } }',
      { input: { fullName: 'Lingua Clerk', email, password: 'first-password', role: 'EMPLOYEE' } },
      admin,
    );
    expect(created.data!.createEmployee.language).toBeNull();
    const first = await gql(stack.gateway, LOGIN, { e: email, p: 'first-password' });
    expect(first.data!.login.language).toBeNull();

    const set = await gql(stack.gateway, SET, { l: 'PT_BR' }, first.data!.login.token);
    expect(set.errors).toBeUndefined();
    expect(set.data!.setLanguage).toEqual({ isAdministrator: false, employee: { id: created.data!.createEmployee.id, language: 'PT_BR' } });

    const second = await gql(stack.gateway, LOGIN, { e: email, p: 'first-password' });
    expect(second.data!.login.language).toBe('PT_BR');
    const viewer = await gql(stack.gateway, '{ viewer { employee { language } } }', {}, second.data!.login.token);
    expect(viewer.data!.viewer.employee.language).toBe('PT_BR');
    const list = await gql(stack.gateway, '{ employees(page: 1, perPage: 100) { items { id language } } }', {}, admin);
    expect(list.data!.employees.items).toContainEqual({ id: created.data!.createEmployee.id, language: 'PT_BR' });
  });

  it('lets an administrator choose English for themself', async () => {
    const set = await gql(stack.gateway, SET, { l: 'EN' }, admin);
    expect(set.errors).toBeUndefined();
    expect(set.data!.setLanguage).toMatchObject({ isAdministrator: true, employee: { language: 'EN' } });
  });

  it('refuses a language outside the enum, and an anonymous caller', async () => {
    const bad = await gql(stack.gateway, SET, { l: 'pt-BR' }, admin);
    expect(bad.data).toBeUndefined();
    expect(bad.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    const anonymous = await gql(stack.gateway, SET, { l: 'EN' });
    expect(anonymous.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});
