/** TypeBox schemas of the auth domain (docs/employees-and-access.md#calls; logout and me are extensions, docs/ARCHITECTURE.md#contracts). */
import { Type } from 'typebox';
import { Employee, ImageExtension, Language } from '../employees/schemas.js';

export const AuthenticateBody = Type.Object({
  email: Type.String({ minLength: 1, maxLength: 254 }),
  password: Type.String({ minLength: 1, maxLength: 200 }),
});

export const Position = Type.Union([Type.Literal('Administrator'), Type.Literal('Employee')]);

export const SessionReply = Type.Object(
  {
    token: Type.String({ description: 'Bearer token: send as Authorization: Bearer <token>' }),
    fullName: Type.String(),
    highestRole: Position,
    profileImage: Type.Union([Type.String({ description: 'base64' }), Type.Null()]),
    fileExtension: Type.Union([ImageExtension, Type.Null()]),
    employeeID: Type.Integer(),
    language: Type.Union([Language, Type.Null()], {
      description: 'The language the employee chose for the staff app; null until they choose',
    }),
    mustChangePassword: Type.Boolean({
      description:
        'An administrator set this password: every route but change-password, sign-out, me and the sessions list answers 403 PASSWORD_CHANGE_REQUIRED until it is changed',
    }),
  },
  { title: 'Session' },
);

/** The password step's reply for an employee with a second factor, or who must enrol one: no token yet. */
export const MfaChallengeReply = Type.Object(
  {
    mfaRequired: Type.Literal(true),
    challenge: Type.String({ description: 'Send to POST /api/auth/mfa (or /mfa/setup and /mfa/enable when enrol): 5 minutes, once' }),
    enrol: Type.Boolean({ description: 'true: the employee has no second factor yet and must set one up now' }),
  },
  { title: 'MfaChallenge' },
);

/** POST /api/auth/authenticate's reply: the session, or the second step's challenge. */
export const AuthenticateReply = Type.Union([SessionReply, MfaChallengeReply]);

const Code = Type.String({ minLength: 1, maxLength: 20, description: "The authenticator app's current 6-digit code" });
const RecoveryCode = Type.String({ minLength: 1, maxLength: 40, description: 'One of the ten recovery codes, each usable once' });
const ChallengeText = Type.String({ minLength: 1, maxLength: 100 });

/** POST /api/auth/mfa: the second step of sign-in, with a code or a recovery code. */
export const MfaBody = Type.Object({ challenge: ChallengeText, code: Type.Optional(Code), recoveryCode: Type.Optional(RecoveryCode) });

/** POST /api/auth/mfa/setup: a challenge whose enrol is true, or none when signed in. */
export const MfaSetupBody = Type.Object({ challenge: Type.Optional(ChallengeText) });
export const MfaSetupReply = Type.Object({
  secret: Type.String({ description: 'base32, for an authenticator app (shown only now)' }),
  otpauthUrl: Type.String({ description: 'otpauth://totp/... URL, the content of the QR code' }),
});

/** POST /api/auth/mfa/enable: the first code of the new secret (and the sign-in challenge when enrolling at sign-in). */
export const MfaEnableBody = Type.Object({ code: Code, challenge: Type.Optional(ChallengeText) });
export const MfaEnableReply = Type.Object({
  recoveryCodes: Type.Array(Type.String(), { description: 'Ten one-time recovery codes, shown only now' }),
  ...Type.Partial(SessionReply).properties,
});

/** POST /api/auth/mfa/disable: a current code. */
export const MfaDisableBody = Type.Object({ code: Code });
export const MfaDisableReply = Type.Object({ mfaEnabled: Type.Literal(false) });

/** One session as listed (instants ISO 8601). */
export const SessionInfo = Type.Object(
  {
    id: Type.Integer(),
    createdAt: Type.String({ description: 'ISO 8601 instant' }),
    lastSeenAt: Type.String({ description: 'ISO 8601 instant, refreshed at most once a minute' }),
    address: Type.Union([Type.String(), Type.Null()]),
    userAgent: Type.Union([Type.String(), Type.Null()]),
    current: Type.Boolean({ description: "the caller's own session" }),
  },
  { title: 'SessionInfo' },
);
export const SessionList = Type.Array(SessionInfo);
export const SessionIdParams = Type.Object({ id: Type.Integer({ minimum: 1, maximum: 9_007_199_254_740_991 }) });
export const EmployeeSessionParams = Type.Object({
  id: Type.Integer({ minimum: 1, maximum: 2147483647 }),
  sessionId: Type.Integer({ minimum: 1, maximum: 9_007_199_254_740_991 }),
});
export const SessionsEnded = Type.Object({ ended: Type.Integer({ description: 'how many sessions ended' }) });

/** Personal access tokens. */
export const TokenScope = Type.Union([Type.Literal('READ'), Type.Literal('WRITE')], {
  description: 'READ: every write is refused (403 TOKEN_READ_ONLY); WRITE: as the employee',
});
export const CreateTokenBody = Type.Object({
  name: Type.String({ minLength: 1, maxLength: 100, description: 'What the token is for, e.g. "nightly report"' }),
  scope: TokenScope,
  expiresInDays: Type.Integer({ minimum: 1, maximum: 366 }),
});
export const AccessTokenInfo = Type.Object(
  {
    id: Type.Integer(),
    name: Type.String(),
    scope: TokenScope,
    createdAt: Type.String({ description: 'ISO 8601 instant' }),
    expiresAt: Type.String({ description: 'ISO 8601 instant' }),
    lastUsedAt: Type.Union([Type.String({ description: 'ISO 8601 instant' }), Type.Null()]),
  },
  { title: 'AccessToken' },
);
export const CreatedToken = Type.Object({
  token: Type.String({ description: 'Send as Authorization: Bearer <token>; shown only now' }),
  ...AccessTokenInfo.properties,
});
export const AccessTokenList = Type.Array(AccessTokenInfo);
export const TokenRevoked = Type.Object({ revoked: Type.Literal(true) });

export const HasBody = Type.Object({
  position: Position,
  token: Type.Optional(Type.String({ description: 'Ignored: the Authorization header identifies the caller' })),
});

export const HasReply = Type.Object({ hasPosition: Type.Boolean() });

export const LogoutReply = Type.Object({ revoked: Type.Literal(true) });

export const MeReply = Type.Object({
  employee: Employee,
  isAdministrator: Type.Boolean(),
  mustChangePassword: Type.Boolean({ description: 'the password must be changed before anything else' }),
  mfaRequired: Type.Boolean({ description: 'MFA_REQUIRED asks this employee for a second factor' }),
});

/** POST /api/auth/language: the staff app's language to keep on the caller's own record. */
export const SetLanguageBody = Type.Object({ language: Language });
