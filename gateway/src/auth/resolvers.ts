/**
 * Sign-in, sign-out, the current viewer, the own-password change (docs/employees-and-access.md#sessions, #validation, #calls)
 * and the own language (docs/i18n.md).
 */
import type { MutationResolvers, QueryResolvers, SessionResolvers, ViewerResolvers, Resolvers } from '../generated/resolvers-types.js';
import { languageOf, restLanguages } from '../shared/language.js';

export const Session: SessionResolvers = {
  employeeId: (s) => String(s.employeeID),
  role: (s) => (s.highestRole === 'Administrator' ? 'ADMINISTRATOR' : 'EMPLOYEE'),
  language: (s) => languageOf(s.language),
};

export const Viewer: ViewerResolvers = {
  employee: (v) => v.employee,
  isAdministrator: (v) => v.isAdministrator,
};

export const Query: QueryResolvers = {
  viewer: (_p, _a, { rest }) => rest.auth.me(),
};

export const Mutation: MutationResolvers = {
  login: (_p, { email, password }, { rest }) => rest.auth.authenticate(email, password),
  logout: async (_p, _a, { rest }) => {
    await rest.auth.logout();
    return true;
  },
  changePassword: async (_p, { currentPassword, newPassword }, { rest }) => {
    const me = await rest.auth.me();
    return rest.employees.changePassword(me.employee.id, currentPassword, newPassword);
  },
  setLanguage: (_p, { language }, { rest }) => rest.auth.setLanguage(restLanguages[language]),
};

/** This domain's resolvers, merged with the others' in schema.ts. */
export const resolvers: Resolvers = { Session, Viewer, Query, Mutation };
