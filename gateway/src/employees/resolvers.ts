/**
 * Employees (docs/employees-and-access.md#employees, #validation, #calls): the page of employee cards and the admin's writes.
 * The REST API enforces roles; these resolvers translate the UI's words (role enum, data: URLs).
 */
import type { EmployeeResolvers, MutationResolvers, QueryResolvers, Role, Resolvers } from '../generated/resolvers-types.js';
import { badUserInput } from '../rest/errors.js';
import type { RestEmployee } from '../rest/types.js';
import { decodeFile, parseId } from '../rest/inputs.js';
import { languageOf } from '../shared/language.js';
import { roles } from '../rest/enums.js';
import { isAdministratorRole } from '@agency/rules';

/** The GraphQL role of a REST employee: Administrator when any of its roles is the administrators' (@agency/rules). */
export function roleOf(employee: RestEmployee): Role {
  return employee.roles.some((r) => isAdministratorRole(r.id)) ? 'ADMINISTRATOR' : 'EMPLOYEE';
}

/** A data: URL for base64 image content, or null. */
export function imageDataUrl(base64: string | null, extension: string | null): string | null {
  if (!base64) return null;
  const type = extension === 'jpg' ? 'jpeg' : (extension ?? 'png');
  return `data:image/${type};base64,${base64}`;
}

export const Employee: EmployeeResolvers = {
  id: (e) => String(e.id),
  role: (e) => roleOf(e),
  profileImage: (e) => imageDataUrl(e.profileImage, e.fileExtension),
  language: (e) => languageOf(e.language),
};

export const Query: QueryResolvers = {
  employees: async (_parent, { page, perPage }, { rest }) => {
    if (page < 1) throw badUserInput('page: must be 1 or more');
    if (perPage < 1 || perPage > 100) throw badUserInput('perPage: must be from 1 to 100');
    const result = await rest.employees.page(page, perPage);
    return { total: result.size, items: result.employees };
  },
};

export const Mutation: MutationResolvers = {
  createEmployee: (_p, { input }, { rest }) =>
    rest.employees.create({ fullName: input.fullName, email: input.email, password: input.password, roleID: roles.toId(input.role) }),
  updateEmployee: (_p, { id, input, expectedVersion }, { rest }) => {
    const body: Record<string, unknown> = {};
    if (input.fullName != null) body.fullName = input.fullName;
    if (input.email != null) body.email = input.email;
    if (input.password != null && input.password !== '') body.password = input.password;
    if (input.role != null) body.roleID = roles.toId(input.role);
    return rest.employees.update(parseId(id, 'id'), body, expectedVersion);
  },
  uploadEmployeeImage: (_p, { id, file }, { rest }) => rest.employees.uploadImage(parseId(id, 'id'), decodeFile(file, 'file')),
  deleteEmployee: (_p, { id, expectedVersion }, { rest }) => rest.employees.remove(parseId(id, 'id'), expectedVersion),
};

/** This domain's resolvers, merged with the others' in schema.ts. */
export const resolvers: Resolvers = { Employee, Query, Mutation };
