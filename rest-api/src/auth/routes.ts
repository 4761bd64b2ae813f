/**
 * Auth routes (docs/employees-and-access.md#sign-in, #calls): sign in with the password (public; failed attempts
 * limited per email and per client address, docs/operations.md), then the second factor when the employee has one or
 * must enrol one (MFA_REQUIRED): POST /api/auth/mfa with a code or a recovery code, or setup and enable at the first
 * sign-in; turning the second factor off; position check, logout, me and the own language (extensions, docs/i18n.md).
 * Wrong codes count toward the same sign-in limits as wrong passwords; an email's failures are cleared only when a
 * sign-in completes (a right password alone does not clear them, or it would reset the count of wrong codes).
 */
import { isAdministratorRole } from '@agency/rules';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { writeAudit } from '../db/audit.js';
import type { Queryable } from '../db/database.js';
import { clientAddress } from './client-address.js';
import { findEmployee, findEmployeeByEmail, setOwnLanguage, toEmployee, type EmployeeRow } from '../employees/service.js';
import { HttpError, badRequest, unauthorized } from '../http-errors.js';
import { callerOf, mfaRequiredFor } from '../plugins/auth.js';
import { replies } from '../schemas.js';
import type { Caller } from '../types.js';
import { verifyDummy, verifyPassword } from './passwords.js';
import {
  AuthenticateBody,
  AuthenticateReply,
  HasBody,
  HasReply,
  LogoutReply,
  MeReply,
  MfaBody,
  MfaDisableBody,
  MfaDisableReply,
  MfaEnableBody,
  MfaEnableReply,
  MfaSetupBody,
  MfaSetupReply,
  SessionReply,
  SetLanguageBody,
} from './schemas.js';
import { createSession, revokeSession, sessionsChanged } from './sessions.js';
import {
  challengeInvalid,
  checkSecondFactor,
  codeInvalid,
  createChallenge,
  enableSecondFactor,
  findChallenge,
  proposeSecret,
  removeSecondFactor,
  useChallenge,
  type Challenge,
} from './mfa.js';
import { otpauthUrl } from './totp.js';

const tags = ['auth'];
/** The one message of a refused sign-in (docs/employees-and-access.md#validation, docs/errors.md). */
export const WRONG_CREDENTIALS = 'Wrong email or password';
/** The one message of a rate-limited sign-in (docs/employees-and-access.md). */
export const TOO_MANY_ATTEMPTS = 'Too many sign-in attempts. Try again later.';

/** The sign-in reply of an employee row with its new token. */
function sessionReply(row: EmployeeRow, token: string) {
  const employee = toEmployee(row);
  return {
    token,
    fullName: employee.fullName,
    highestRole: isAdministratorRole(row.role_id) ? ('Administrator' as const) : ('Employee' as const),
    profileImage: employee.profileImage,
    fileExtension: employee.fileExtension,
    employeeID: row.id,
    language: employee.language,
    mustChangePassword: row.must_change_password,
  };
}

/** Registers /api/auth/... on app. */
export const authRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const limits = app.config.loginRateLimit;
  const addressOf = (request: FastifyRequest) => clientAddress(request, app.config.gatewaySecret);
  const addressKey = (request: FastifyRequest) => `address:${addressOf(request)}`;
  const emailKey = (email: string) => `email:${email.trim().toLowerCase()}`;
  const deviceOf = (request: FastifyRequest) => {
    const agent = request.headers['user-agent'];
    return { address: addressOf(request), userAgent: typeof agent === 'string' && agent.length > 0 ? agent : null };
  };

  // Only failures count (login-limits.ts): an email or an address with its budget of failures spent in
  // the window is refused with one generic message, even with the right password or code.
  async function checkLimits(request: FastifyRequest, email: string | null): Promise<void> {
    const keys = email === null ? [addressKey(request)] : [emailKey(email), addressKey(request)];
    const counts = await app.loginFailures.failures(keys);
    const over = email === null ? counts[0]! >= limits.perAddress : counts[0]! >= limits.perEmail || counts[1]! >= limits.perAddress;
    if (over) {
      request.log.warn({ address: addressKey(request) }, 'sign-in rate limit reached');
      throw new HttpError(429, TOO_MANY_ATTEMPTS);
    }
  }
  const recordFailure = (request: FastifyRequest, email: string | null) =>
    app.loginFailures.recordFailure(email === null ? [addressKey(request)] : [emailKey(email), addressKey(request)]);

  async function loginRateLimit(request: FastifyRequest): Promise<void> {
    const given = (request.body as { email?: unknown } | undefined)?.email;
    await checkLimits(request, typeof given === 'string' ? given : '');
  }

  /** Opens the session of a completed sign-in on tx (audited as login, with how the second factor was proved). */
  async function openSession(tx: Queryable, request: FastifyRequest, employeeId: number, secondFactor: string | null) {
    const device = deviceOf(request);
    const token = await createSession(tx, employeeId, device);
    await writeAudit(tx, {
      actorId: employeeId,
      entity: 'session',
      entityId: employeeId,
      action: 'login',
      after: { ip: device.address, ...(secondFactor ? { secondFactor } : {}) },
    });
    return token;
  }

  /** The live challenge of a body (401 MFA_CHALLENGE_INVALID otherwise, counted against the address). */
  async function liveChallenge(request: FastifyRequest, challenge: string): Promise<Challenge> {
    const found = await findChallenge(app.db, challenge);
    if (!found) {
      await recordFailure(request, null);
      throw challengeInvalid();
    }
    return found;
  }

  async function employeeOf(id: number): Promise<EmployeeRow> {
    const row = await findEmployee(app.db, id);
    if (!row) throw challengeInvalid();
    return row;
  }

  app.post(
    '/api/auth/authenticate',
    {
      config: { access: 'public' },
      preHandler: loginRateLimit,
      schema: {
        tags,
        summary: 'Sign in with email and password',
        description:
          'The session with its token; or, for an employee with a second factor or who must enrol one (MFA_REQUIRED), {mfaRequired: true, challenge, enrol} and no token: POST /api/auth/mfa (or /mfa/setup and /mfa/enable when enrol) completes the sign-in.',
        body: AuthenticateBody,
        response: replies(AuthenticateReply),
      },
    },
    async (request) => {
      const { email, password } = request.body;
      const row = await findEmployeeByEmail(app.db, email);
      const ok = row ? await verifyPassword(row.password_hash, password) : await verifyDummy(password);
      if (!row || !ok) {
        await recordFailure(request, email);
        throw unauthorized(WRONG_CREDENTIALS);
      }
      const mfaEnabled = row.totp_enabled_at !== null;
      if (mfaEnabled || mfaRequiredFor(app.config.mfaRequired, row.role_id)) {
        const challenge = await app.db.transaction((tx) => createChallenge(tx, row.id, !mfaEnabled));
        return { mfaRequired: true as const, challenge, enrol: !mfaEnabled };
      }
      await app.loginFailures.clear(emailKey(email));
      const token = await app.db.transaction((tx) => openSession(tx, request, row.id, null));
      return sessionReply(row, token);
    },
  );

  app.post(
    '/api/auth/mfa',
    {
      config: { access: 'public' },
      schema: {
        tags: [...tags, 'extension'],
        'x-extension': true,
        summary: 'Second step of sign-in: the code of the authenticator app, or a recovery code',
        description:
          'Exactly one of code or recoveryCode. 401 MFA_CHALLENGE_INVALID for an unknown, expired (5 minutes) or used challenge; 401 MFA_CODE_INVALID for a wrong or already used code (counted toward the sign-in limits, 429 past them); 403 MFA_ENROLMENT_REQUIRED for a challenge whose enrol is true.',
        body: MfaBody,
        response: replies(SessionReply),
      },
    },
    async (request) => {
      const { challenge: text, code, recoveryCode } = request.body;
      await checkLimits(request, null);
      const challenge = await liveChallenge(request, text);
      const row = await employeeOf(challenge.employeeId);
      await checkLimits(request, row.email);
      if (challenge.enrol) {
        throw new HttpError(403, 'Set up your second factor first: this sign-in has none yet', { code: 'MFA_ENROLMENT_REQUIRED' });
      }
      if ((code === undefined) === (recoveryCode === undefined)) {
        throw badRequest(code === undefined ? 'code' : 'recoveryCode', 'send either code or recoveryCode, one of them');
      }
      const outcome = await app.db.transaction(async (tx) => {
        const live = await findChallenge(tx, text, true);
        if (!live) return { refused: 'challenge' as const };
        const proved = await checkSecondFactor(tx, row.id, { code, recoveryCode }, app.totpClock());
        if (!proved) return { refused: 'code' as const };
        await useChallenge(tx, live);
        if (proved === 'recovery-code') {
          await writeAudit(tx, { actorId: row.id, entity: 'employee', entityId: row.id, action: 'mfa-recovery-code-used' });
        }
        return { token: await openSession(tx, request, row.id, proved) };
      });
      if ('refused' in outcome) {
        await recordFailure(request, row.email);
        throw outcome.refused === 'challenge' ? challengeInvalid() : codeInvalid(code === undefined ? 'recoveryCode' : 'code');
      }
      await app.loginFailures.clear(emailKey(row.email));
      return sessionReply(row, outcome.token);
    },
  );

  /** Whose second factor a setup or enable is for: the signed-in caller, or the employee of an enrolment challenge. */
  async function enrollee(
    request: FastifyRequest,
    challenge: string | undefined,
  ): Promise<{ row: EmployeeRow; challenge: Challenge | null }> {
    if (request.caller) {
      const row = await findEmployee(app.db, request.caller.employeeId);
      if (!row) throw unauthorized('Your session is invalid or has expired. Sign in again.');
      if (row.totp_enabled_at !== null) {
        throw new HttpError(409, 'Your second factor is already on: turn it off first to set up another device', {
          code: 'MFA_ALREADY_ENABLED',
        });
      }
      return { row, challenge: null };
    }
    if (challenge === undefined) throw unauthorized('Authentication required: send Authorization: Bearer <token> or the sign-in challenge');
    const live = await liveChallenge(request, challenge);
    if (!live.enrol) throw challengeInvalid();
    return { row: await employeeOf(live.employeeId), challenge: live };
  }

  app.post(
    '/api/auth/mfa/setup',
    {
      config: { access: 'optional', sessionOnly: true, beforeEnrolment: true },
      schema: {
        tags: [...tags, 'extension'],
        'x-extension': true,
        summary: 'Start setting up the second factor: a new secret for an authenticator app',
        description:
          'Signed in (a session), or with the challenge of a sign-in whose enrol is true. The secret is shown only here and stays pending until /mfa/enable confirms a first code; calling again replaces it. 409 MFA_ALREADY_ENABLED when the second factor is already on.',
        body: MfaSetupBody,
        response: replies(MfaSetupReply),
      },
    },
    async (request) => {
      const { row } = await enrollee(request, request.body.challenge);
      const secret = await app.db.transaction((tx) => proposeSecret(tx, row.id));
      return { secret, otpauthUrl: otpauthUrl(secret, row.email, app.config.agency.name) };
    },
  );

  app.post(
    '/api/auth/mfa/enable',
    {
      config: { access: 'optional', sessionOnly: true, beforeEnrolment: true },
      schema: {
        tags: [...tags, 'extension'],
        'x-extension': true,
        summary: 'Turn the second factor on with a first code of the new secret; answers ten recovery codes, shown once',
        description:
          'With the sign-in challenge (enrol: true), it also completes the sign-in: the reply carries the session fields and token. 401 MFA_CODE_INVALID for a wrong code (counted toward the sign-in limits); 409 MFA_SETUP_REQUIRED before /mfa/setup. Audited as mfa-enable.',
        body: MfaEnableBody,
        response: replies(MfaEnableReply),
      },
    },
    async (request) => {
      const who = await enrollee(request, request.body.challenge);
      const { row } = who;
      await checkLimits(request, row.email);
      let refused = false;
      const result = await app.sessions.forgetAfter(
        app.db
          .transaction(async (tx) => {
            if (who.challenge && !(await findChallenge(tx, request.body.challenge!, true))) throw challengeInvalid();
            const recoveryCodes = await enableSecondFactor(tx, row.id, request.body.code, app.totpClock());
            await writeAudit(tx, {
              actorId: row.id,
              entity: 'employee',
              entityId: row.id,
              action: 'mfa-enable',
              after: { mfaEnabled: true },
            });
            await sessionsChanged(tx); // the hook's MFA_ENROLMENT_REQUIRED ends for their sessions at once
            if (!who.challenge) return { recoveryCodes };
            await useChallenge(tx, who.challenge);
            return { recoveryCodes, token: await openSession(tx, request, row.id, 'totp') };
          })
          .catch((error: unknown) => {
            refused = error instanceof HttpError && error.code === 'MFA_CODE_INVALID';
            throw error;
          })
          .finally(async () => {
            if (refused) await recordFailure(request, row.email);
          }),
      );
      if (!result.token) return { recoveryCodes: result.recoveryCodes };
      await app.loginFailures.clear(emailKey(row.email));
      return { recoveryCodes: result.recoveryCodes, ...sessionReply(row, result.token) };
    },
  );

  app.post(
    '/api/auth/mfa/disable',
    {
      config: { access: 'user', sessionOnly: true },
      schema: {
        tags: [...tags, 'extension'],
        'x-extension': true,
        summary: 'Turn the own second factor off, with a current code',
        description:
          '403 MFA_REQUIRED_BY_POLICY when MFA_REQUIRED asks it of the caller; 409 MFA_NOT_ENABLED when it is off; 401 MFA_CODE_INVALID for a wrong code (counted toward the sign-in limits). Removes the secret and the recovery codes. Audited as mfa-disable.',
        body: MfaDisableBody,
        response: replies(MfaDisableReply),
      },
    },
    async (request) => {
      const caller = callerOf(request);
      if (mfaRequiredFor(app.config.mfaRequired, caller.roleId)) {
        throw new HttpError(403, 'The agency requires a second factor for your account: it cannot be turned off', {
          code: 'MFA_REQUIRED_BY_POLICY',
        });
      }
      const row = await findEmployee(app.db, caller.employeeId);
      if (!row) throw unauthorized('Your session is invalid or has expired. Sign in again.');
      if (row.totp_enabled_at === null) throw new HttpError(409, 'Your second factor is already off', { code: 'MFA_NOT_ENABLED' });
      await checkLimits(request, row.email);
      const done = await app.sessions.forgetAfter(
        app.db.transaction(async (tx) => {
          if (!(await checkSecondFactor(tx, row.id, { code: request.body.code }, app.totpClock()))) return false;
          await removeSecondFactor(tx, row.id);
          await writeAudit(tx, {
            actorId: row.id,
            entity: 'employee',
            entityId: row.id,
            action: 'mfa-disable',
            after: { mfaEnabled: false },
          });
          await sessionsChanged(tx);
          return true;
        }),
      );
      if (!done) {
        await recordFailure(request, row.email);
        throw codeInvalid();
      }
      return { mfaEnabled: false as const };
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
      const hasPosition = request.body.position === 'Administrator' ? isAdministratorRole(caller.roleId) : true;
      return { hasPosition };
    },
  );

  app.post(
    '/api/auth/logout',
    {
      config: { access: 'user', sessionOnly: true, beforeEnrolment: true, beforePasswordChange: true },
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

  const meOf = (row: EmployeeRow, caller: Caller) => ({
    employee: toEmployee(row),
    isAdministrator: isAdministratorRole(row.role_id),
    mustChangePassword: caller.mustChangePassword,
    mfaRequired: mfaRequiredFor(app.config.mfaRequired, row.role_id),
  });

  app.get(
    '/api/auth/me',
    {
      config: { access: 'user', beforeEnrolment: true, beforePasswordChange: true },
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
      return meOf(row, caller);
    },
  );

  app.post(
    '/api/auth/language',
    {
      config: { access: 'user', beforeEnrolment: true, beforePasswordChange: true },
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
      const caller = callerOf(request);
      return meOf(await setOwnLanguage(app.db, caller, request.body.language), caller);
    },
  );
};
