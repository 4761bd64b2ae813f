/**
 * Signed-in devices and personal access tokens (docs/employees-and-access.md#sessions, #personal-access-tokens):
 * each employee lists and ends their own sessions (one, or all but the current), and creates, lists and revokes
 * their own tokens. Administrators list and end any employee's sessions under /api/employee/{id}/sessions
 * (employees/routes.ts). Sessions only (a personal access token gets 403 TOKEN_NOT_ALLOWED). An ended session's
 * token is refused at once in every process (sessionsChanged). Every end and every token change is audited.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { writeAudit } from '../db/audit.js';
import type { Database } from '../db/database.js';
import { notFound } from '../http-errors.js';
import { callerOf } from '../plugins/auth.js';
import { replies } from '../schemas.js';
import type { Caller } from '../types.js';
import { createAccessToken, liveAccessTokens, revokeAccessToken, type AccessTokenRow } from './access-tokens.js';
import { AccessTokenList, CreatedToken, CreateTokenBody, SessionIdParams, SessionList, SessionsEnded, TokenRevoked } from './schemas.js';
import { liveSessions, revokeEmployeeSessions, revokeSessionById, sessionsChanged, type SessionRow } from './sessions.js';
import { personName } from '@agency/rules';

const tags = ['auth', 'extension'];

/** A session row as the lists answer it; `current` when it is the caller's own. */
export function sessionInfo(row: SessionRow, caller: Caller | null) {
  return {
    id: Number(row.id),
    createdAt: row.created_at.toISOString(),
    lastSeenAt: row.last_seen_at.toISOString(),
    address: row.address,
    userAgent: row.user_agent,
    current: caller !== null && caller.via === 'session' && Buffer.compare(row.token_hash, caller.tokenHash) === 0,
  };
}

function tokenInfo(row: AccessTokenRow) {
  return {
    id: Number(row.id),
    name: row.name,
    scope: row.scope,
    createdAt: row.created_at.toISOString(),
    expiresAt: row.expires_at.toISOString(),
    lastUsedAt: row.last_used_at?.toISOString() ?? null,
  };
}

/**
 * Ends one live session of employeeId (audited: entity session, action end, the actor `actor`).
 * @throws 404 when the employee has no such live session.
 */
export async function endSession(db: Database, actor: Caller, employeeId: number, sessionId: number): Promise<void> {
  await db.transaction(async (tx) => {
    if (!(await revokeSessionById(tx, employeeId, sessionId))) throw notFound(`Session ${sessionId} not found`);
    await writeAudit(tx, {
      actorId: actor.employeeId,
      entity: 'session',
      entityId: employeeId,
      action: 'end',
      after: { sessionID: sessionId },
    });
  });
}

/** Ends every live session of employeeId but the one whose hash is `keep` (audited: action end-all); returns how many ended. */
export async function endSessions(db: Database, actor: Caller, employeeId: number, keep?: Buffer): Promise<number> {
  return db.transaction(async (tx) => {
    const ended = await revokeEmployeeSessions(tx, employeeId, keep);
    await writeAudit(tx, { actorId: actor.employeeId, entity: 'session', entityId: employeeId, action: 'end-all', after: { ended } });
    return ended;
  });
}

/** Registers /api/auth/sessions and /api/auth/tokens on app. */
export const sessionRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/auth/sessions',
    {
      config: { access: 'user', sessionOnly: true, beforePasswordChange: true },
      schema: { tags, 'x-extension': true, summary: "The caller's signed-in devices, the last used first", response: replies(SessionList) },
    },
    async (request) => {
      const caller = callerOf(request);
      return (await liveSessions(app.db, caller.employeeId)).map((row) => sessionInfo(row, caller));
    },
  );

  app.delete(
    '/api/auth/sessions/:id',
    {
      config: { access: 'user', sessionOnly: true },
      schema: {
        tags,
        'x-extension': true,
        summary: 'Sign out one of the own sessions (the current one too); 404 when not a live session of the caller',
        params: SessionIdParams,
        response: replies(SessionsEnded),
      },
    },
    async (request) => {
      const caller = callerOf(request);
      await app.sessions.forgetAfter(endSession(app.db, caller, caller.employeeId, request.params.id));
      return { ended: 1 };
    },
  );

  app.delete(
    '/api/auth/sessions',
    {
      config: { access: 'user', sessionOnly: true },
      schema: {
        tags,
        'x-extension': true,
        summary: 'Sign out everywhere else: every own session but the current one',
        response: replies(SessionsEnded),
      },
    },
    async (request) => {
      const caller = callerOf(request);
      return { ended: await app.sessions.forgetAfter(endSessions(app.db, caller, caller.employeeId, caller.tokenHash)) };
    },
  );

  app.post(
    '/api/auth/tokens',
    {
      config: { access: 'user', sessionOnly: true },
      schema: {
        tags,
        'x-extension': true,
        summary: 'Create a personal access token for scripts (shown only in this reply)',
        description:
          'READ: every write is refused (403 TOKEN_READ_ONLY); WRITE: as the employee. Expires after expiresInDays (1 to 366). Audited as create.',
        body: CreateTokenBody,
        response: replies(CreatedToken),
      },
    },
    async (request) => {
      const caller = callerOf(request);
      const name = personName(request.body.name, 'name');
      const { row, token } = await app.db.transaction(async (tx) => {
        const created = await createAccessToken(tx, caller.employeeId, { ...request.body, name });
        await writeAudit(tx, {
          actorId: caller.employeeId,
          entity: 'access_token',
          entityId: Number(created.row.id),
          action: 'create',
          after: tokenInfo(created.row),
        });
        return created;
      });
      return { token, ...tokenInfo(row) };
    },
  );

  app.get(
    '/api/auth/tokens',
    {
      config: { access: 'user', sessionOnly: true },
      schema: {
        tags,
        'x-extension': true,
        summary: "The caller's personal access tokens that still work, the newest first",
        response: replies(AccessTokenList),
      },
    },
    async (request) => (await liveAccessTokens(app.db, callerOf(request).employeeId)).map(tokenInfo),
  );

  app.delete(
    '/api/auth/tokens/:id',
    {
      config: { access: 'user', sessionOnly: true },
      schema: {
        tags,
        'x-extension': true,
        summary: 'Revoke one of the own personal access tokens (refused at once); 404 when not a live token of the caller',
        params: SessionIdParams,
        response: replies(TokenRevoked),
      },
    },
    async (request) => {
      const caller = callerOf(request);
      await app.sessions.forgetAfter(
        app.db.transaction(async (tx) => {
          const row = await revokeAccessToken(tx, caller.employeeId, request.params.id);
          if (!row) throw notFound(`Token ${request.params.id} not found`);
          await writeAudit(tx, {
            actorId: caller.employeeId,
            entity: 'access_token',
            entityId: Number(row.id),
            action: 'revoke',
            before: tokenInfo(row),
          });
          await sessionsChanged(tx);
        }),
      );
      return { revoked: true as const };
    },
  );
};
