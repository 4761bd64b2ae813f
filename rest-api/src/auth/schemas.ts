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
  },
  { title: 'Session' },
);

export const HasBody = Type.Object({
  position: Position,
  token: Type.Optional(Type.String({ description: 'Ignored: the Authorization header identifies the caller' })),
});

export const HasReply = Type.Object({ hasPosition: Type.Boolean() });

export const LogoutReply = Type.Object({ revoked: Type.Literal(true) });

export const MeReply = Type.Object({ employee: Employee, isAdministrator: Type.Boolean() });

/** POST /api/auth/language: the staff app's language to keep on the caller's own record. */
export const SetLanguageBody = Type.Object({ language: Language });
