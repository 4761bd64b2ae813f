/**
 * Sign-in, sign-out, the current viewer and the own-password change (docs/employees-and-access.md#sessions, #validation, #calls).
 */
import type { MutationResolvers, QueryResolvers, SessionResolvers, ViewerResolvers } from '../generated/resolvers-types.js';

export const Session: SessionResolvers = {
  employeeId: (s) => String(s.employeeID),
  role: (s) => (s.highestRole === 'Administrator' ? 'ADMINISTRATOR' : 'EMPLOYEE'),
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
};
