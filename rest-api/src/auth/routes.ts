/**
 * Auth routes (docs/employees-and-access.md#calls): sign in (public; failed attempts limited per email and per client
 * address, docs/operations.md), position check, logout, me and the own language (extensions, docs/i18n.md).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { writeAudit } from '../db/audit.js';
import { clientAddress } from './client-address.js';
import { findEmployee, findEmployeeByEmail, setOwnLanguage, toEmployee } from '../employees/service.js';
import { HttpError, unauthorized } from '../http-errors.js';
import { callerOf } from '../plugins/auth.js';
import { replies } from '../schemas.js';
import { verifyDummy, verifyPassword } from './passwords.js';
import { AuthenticateBody, HasBody, HasReply, LogoutReply, MeReply, SessionReply, SetLanguageBody } from './schemas.js';
import { createSession, revokeSession } from './sessions.js';

const tags = ['auth'];
/** The one message of a refused sign-in (docs/employees-and-access.md#validation, docs/errors.md). */
export const WRONG_CREDENTIALS = 'Wrong email or password';
/** The one message of a rate-limited sign-in (docs/employees-and-access.md). */
export const TOO_MANY_ATTEMPTS = 'Too many sign-in attempts. Try again later.';

/** Registers /api/auth/... on app. */
export const authRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const limits = app.config.loginRateLimit;
  const keysOf = (request: FastifyRequest) => {
    const given = (request.body as { email?: unknown } | undefined)?.email;
    const email = (typeof given === 'string' ? given : '').trim().toLowerCase();
    return { email: `email:${email}`, address: `address:${clientAddress(request, app.config.gatewaySecret)}` };
  };
  // Only failures count (login-limits.ts): an email or an address with its budget of failures spent in
  // the window is refused with one generic message, even with the right password.
  async function loginRateLimit(request: FastifyRequest): Promise<void> {
    const keys = keysOf(request);
    const [byEmail, byAddress] = await app.loginFailures.failures([keys.email, keys.address]);
    if (byEmail! >= limits.perEmail || byAddress! >= limits.perAddress) {
      request.log.warn({ address: keys.address }, 'sign-in rate limit reached');
      throw new HttpError(429, TOO_MANY_ATTEMPTS);
    }
  }

  app.post(
    '/api/auth/authenticate',
    {
      config: { access: 'public' },
      preHandler: loginRateLimit,
      schema: { tags, summary: 'Sign in with email and password', body: AuthenticateBody, response: replies(SessionReply) },
    },
    async (request) => {
      const { email, password } = request.body;
      const row = await findEmployeeByEmail(app.db, email);
      const ok = row ? await verifyPassword(row.password_hash, password) : await verifyDummy(password);
      const keys = keysOf(request);
      if (!row || !ok) {
        await app.loginFailures.recordFailure([keys.email, keys.address]);
        throw unauthorized(WRONG_CREDENTIALS);
      }
      await app.loginFailures.clear(keys.email);
      const token = await app.db.transaction(async (tx) => {
        const t = await createSession(tx, row.id);
        await writeAudit(tx, {
          actorId: row.id,
          entity: 'session',
          entityId: row.id,
          action: 'login',
          after: { ip: clientAddress(request, app.config.gatewaySecret) },
        });
        return t;
      });
      const employee = toEmployee(row);
      return {
        token,
        fullName: employee.fullName,
        highestRole: row.role_id === 1 ? ('Administrator' as const) : ('Employee' as const),
        profileImage: employee.profileImage,
        fileExtension: employee.fileExtension,
        employeeID: row.id,
        language: employee.language,
      };
    },
  );

  app.post(
    '/api/auth/has',
    {
      config: { access: 'user' },
      schema: { tags, summary: 'Whether the caller holds a position', body: HasBody, response: replies(HasReply) },
    },
    async (request) => {
      const caller = callerOf(request);
      const hasPosition = request.body.position === 'Administrator' ? caller.roleId === 1 : true;
      return { hasPosition };
    },
  );

  app.post(
    '/api/auth/logout',
    {
      config: { access: 'user' },
      schema: {
        tags: [...tags, 'extension'],
        'x-extension': true,
        summary: 'Revoke the current token (extension)',
        response: replies(LogoutReply),
      },
    },
    async (request) => {
      const caller = callerOf(request);
      await app.db.transaction(async (tx) => {
        await revokeSession(tx, caller.tokenHash);
        await writeAudit(tx, { actorId: caller.employeeId, entity: 'session', entityId: caller.employeeId, action: 'logout' });
      });
      app.sessions.forget(); // at once in this process; the others when the NOTIFY reaches them
      return { revoked: true as const };
    },
  );

  app.get(
    '/api/auth/me',
    {
      config: { access: 'user' },
      schema: {
        tags: [...tags, 'extension'],
        'x-extension': true,
        summary: "The token's employee (extension)",
        response: replies(MeReply),
      },
    },
    async (request) => {
      const caller = callerOf(request);
      const row = await findEmployee(app.db, caller.employeeId);
      if (!row) throw unauthorized('Your session is invalid or has expired. Sign in again.');
      return { employee: toEmployee(row), isAdministrator: row.role_id === 1 };
    },
  );

  app.post(
    '/api/auth/language',
    {
      config: { access: 'user' },
      schema: {
        tags: [...tags, 'extension'],
        'x-extension': true,
        summary: "Keep the staff app's language on the caller's own record (extension)",
        description: "Any signed-in employee, for themself. 400 INVALID_FIELD unless language is 'en' or 'pt-BR'. Audited as set-language.",
        body: SetLanguageBody,
        response: replies(MeReply),
      },
    },
    async (request) => {
      const row = await setOwnLanguage(app.db, callerOf(request), request.body.language);
      return { employee: toEmployee(row), isAdministrator: row.role_id === 1 };
    },
  );
};
