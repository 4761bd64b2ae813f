/**
 * Sign-in and its second factor, sign-out, the current viewer, the own-password change, the signed-in sessions and the
 * personal access tokens (docs/employees-and-access.md#sign-in, #sessions, #sign-in-screens, #calls) and the own language
 * (docs/i18n.md). The REST API decides every rule; a refusal keeps its code (MFA_CODE_INVALID, PASSWORD_TOO_WEAK...).
 */
import type {
  AccessTokenResolvers,
  LoginResultResolvers,
  MutationResolvers,
  QueryResolvers,
  SecondFactorEnabledResolvers,
  SessionResolvers,
  SignedInDeviceResolvers,
  ViewerResolvers,
  Resolvers,
} from '../generated/resolvers-types.js';
import { badUserInput } from '../rest/errors.js';
import { parseId } from '../rest/inputs.js';
import type { RestSession } from '../rest/types.js';
import { languageOf, restLanguages } from '../shared/language.js';
import { isSession } from './rest.js';

const roleOfSession = (s: RestSession) => (s.highestRole === 'Administrator' ? 'ADMINISTRATOR' : 'EMPLOYEE');

export const Session: SessionResolvers = {
  employeeId: (s) => String(s.employeeID),
  role: (s) => roleOfSession(s),
  language: (s) => languageOf(s.language),
  mustChangePassword: (s) => s.mustChangePassword === true,
};

export const LoginResult: LoginResultResolvers = {
  mfaRequired: (r) => !isSession(r),
  challenge: (r) => (isSession(r) ? null : r.challenge),
  enrol: (r) => !isSession(r) && r.enrol === true,
  token: (r) => (isSession(r) ? r.token : null),
  employeeId: (r) => (isSession(r) ? String(r.employeeID) : null),
  fullName: (r) => (isSession(r) ? r.fullName : null),
  role: (r) => (isSession(r) ? roleOfSession(r) : null),
  language: (r) => (isSession(r) ? languageOf(r.language) : null),
  mustChangePassword: (r) => r.mustChangePassword === true,
};

export const SecondFactorEnabled: SecondFactorEnabledResolvers = {
  recoveryCodes: (r) => r.recoveryCodes,
  session: (r) => (typeof r.token === 'string' ? (r as RestSession) : null),
};

export const SignedInDevice: SignedInDeviceResolvers = {
  id: (s) => String(s.id),
  address: (s) => s.address ?? null,
  userAgent: (s) => s.userAgent ?? null,
};

export const AccessToken: AccessTokenResolvers = {
  id: (t) => String(t.id),
  lastUsedAt: (t) => t.lastUsedAt ?? null,
};

/** What GET /api/auth/me adds with the sign-in policy; absent on a host without it. */
type PolicyFields = { mustChangePassword?: boolean; mfaRequired?: boolean };

export const Viewer: ViewerResolvers = {
  employee: (v) => v.employee,
  isAdministrator: (v) => v.isAdministrator,
  mustChangePassword: (v) => (v as PolicyFields).mustChangePassword === true,
  secondFactorRequired: (v) => (v as PolicyFields).mfaRequired === true,
};

export const Query: QueryResolvers = {
  viewer: (_p, _a, { rest }) => rest.auth.me(),
  mySessions: (_p, _a, { rest }) => rest.auth.sessions(),
  employeeSessions: (_p, { employeeID }, { rest }) => rest.auth.employeeSessions(parseId(employeeID, 'employeeID')),
  accessTokens: (_p, _a, { rest }) => rest.auth.tokens(),
};

// Employee.mfaEnabled (extended here) is the REST field of the same name: the default resolver reads it.

/** A 6-digit code as typed (spaces between groups allowed), or BAD_USER_INPUT naming `field`. */
function sixDigits(code: string, field: string): string {
  const digits = code.replace(/\s+/g, '');
  if (!/^\d{6}$/.test(digits)) throw badUserInput(`${field}: must be the 6 digits the authenticator app shows`);
  return digits;
}

/** How many days an access token may live (docs/employees-and-access.md#sign-in-screens). */
const MAX_TOKEN_DAYS = 366;

export const Mutation: MutationResolvers = {
  login: (_p, { email, password }, { rest }) => rest.auth.authenticate(email, password),
  verifyLogin: (_p, { challenge, code, recoveryCode }, { rest }) => {
    if ((code == null || code === '') === (recoveryCode == null || recoveryCode === ''))
      throw badUserInput('code: send either the 6-digit code or a recovery code');
    if (code) return rest.auth.verify(challenge, { code: sixDigits(code, 'code') });
    return rest.auth.verify(challenge, { recoveryCode: recoveryCode!.trim() });
  },
  setupSecondFactor: (_p, { challenge }, { rest }) => rest.auth.setupSecondFactor(challenge ?? null),
  enableSecondFactor: (_p, { code, challenge }, { rest }) => rest.auth.enableSecondFactor(sixDigits(code, 'code'), challenge ?? null),
  disableSecondFactor: async (_p, { code }, { rest }) => {
    await rest.auth.disableSecondFactor(sixDigits(code, 'code'));
    return true;
  },
  resetSecondFactor: async (_p, { employeeID }, { rest }) => {
    await rest.auth.resetSecondFactor(parseId(employeeID, 'employeeID'));
    return true;
  },
  endSession: async (_p, { id }, { rest }) => {
    await rest.auth.endSession(parseId(id, 'id'));
    return rest.auth.sessions();
  },
  endOtherSessions: async (_p, _a, { rest }) => {
    await rest.auth.endOtherSessions();
    return rest.auth.sessions();
  },
  endEmployeeSessions: async (_p, { employeeID }, { rest }) => {
    const id = parseId(employeeID, 'employeeID');
    await rest.auth.endEmployeeSessions(id);
    return rest.auth.employeeSessions(id);
  },
  endEmployeeSession: async (_p, { employeeID, id }, { rest }) => {
    const employee = parseId(employeeID, 'employeeID');
    await rest.auth.endEmployeeSession(employee, parseId(id, 'id'));
    return rest.auth.employeeSessions(employee);
  },
  createAccessToken: async (_p, { name, scope, expiresInDays }, { rest }) => {
    if (name.trim() === '' || name.length > 100) throw badUserInput('name: must be 1 to 100 characters');
    if (!Number.isInteger(expiresInDays) || expiresInDays < 1 || expiresInDays > MAX_TOKEN_DAYS)
      throw badUserInput(`expiresInDays: must be from 1 to ${MAX_TOKEN_DAYS}`);
    const { token, ...accessToken } = await rest.auth.createToken(name.trim(), scope, expiresInDays);
    return { token, accessToken };
  },
  revokeAccessToken: async (_p, { id }, { rest }) => {
    await rest.auth.revokeToken(parseId(id, 'id'));
    return rest.auth.tokens();
  },
  logout: async (_p, _a, { rest }) => {
    await rest.auth.logout();
    return true;
  },
  changePassword: async (_p, { currentPassword, newPassword }, { rest }) =>
    rest.employees.changePassword(await rest.auth.callerID(), currentPassword, newPassword),
  setLanguage: (_p, { language }, { rest }) => rest.auth.setLanguage(restLanguages[language]),
};

/** This domain's resolvers, merged with the others' in schema.ts. */
export const resolvers: Resolvers = { Session, LoginResult, SecondFactorEnabled, SignedInDevice, AccessToken, Viewer, Query, Mutation };
