/**
 * TypeBox schemas of the employees domain (docs/employees-and-access.md#employees, #calls): they drive validation, reply
 * serialisation, OpenAPI and the static types.
 */
import { ExpectedVersion, Version } from '../db/versions.js';
import { Type, type Static } from 'typebox';
import { PageBody } from '../schemas.js';
import { ROLE } from '@agency/rules';

/** Role ids and names (docs/employees-and-access.md#employees): 1 Administrator, 2 Employee. */
export const ROLE_NAMES = { [ROLE.ADMINISTRATOR]: 'Administrator', [ROLE.EMPLOYEE]: 'Employee' } as const;

export const RoleID = Type.Union([Type.Literal(1), Type.Literal(2)], { description: '1 Administrator, 2 Employee' });

export const Role = Type.Object({ id: RoleID, name: Type.String() });

export const ImageExtension = Type.Union([Type.Literal('png'), Type.Literal('jpeg'), Type.Literal('webp'), Type.Literal('gif')]);

/** The staff app's languages (docs/i18n.md): English or Brazilian Portuguese. */
export const Language = Type.Union([Type.Literal('en'), Type.Literal('pt-BR')], {
  description: "The staff app's language: 'en' (English) or 'pt-BR' (Português)",
});
export type Language = Static<typeof Language>;

/** The employee reply object of every employee route ("not shown" replies are this object). */
export const Employee = Type.Object(
  {
    id: Type.Integer(),
    version: Version,
    fullName: Type.String(),
    email: Type.String(),
    roles: Type.Array(Role, { description: 'Exactly one entry: the employee role.' }),
    profileImage: Type.Union([Type.String({ description: 'base64' }), Type.Null()]),
    fileExtension: Type.Union([ImageExtension, Type.Null()]),
    language: Type.Union([Language, Type.Null()], {
      description: 'The language the employee chose for the staff app; null until they choose',
    }),
    mfaEnabled: Type.Boolean({ description: 'A second factor (authenticator app) is on; its secret is never answered' }),
  },
  { title: 'Employee' },
);
export type Employee = Static<typeof Employee>;

/** The employee list's body: the shared page body (page 1-based, perPage 1..100). */
export const EmployeePageBody = PageBody;

export const EmployeePage = Type.Object({ size: Type.Integer({ description: 'total count' }), employees: Type.Array(Employee) });

const FullName = Type.String({
  minLength: 1,
  maxLength: 200,
  description:
    'stored with invisible characters (zero-width, soft hyphen, BOM...) removed and spaces collapsed; one made only of them is 400 INVALID_FIELD',
});
const Email = Type.String({ format: 'email', maxLength: 254 });
/** The password rule itself (12 characters, not common, not the email's name) answers 400 PASSWORD_TOO_WEAK (auth/passwords.ts). */
const Password = Type.String({
  minLength: 1,
  maxLength: 200,
  description: 'at least 12 characters, not a commonly used password, not containing the email name',
});

export const CreateEmployeeBody = Type.Object({
  fullName: FullName,
  email: Email,
  password: Password,
  roleID: RoleID,
});
export type CreateEmployeeBody = Static<typeof CreateEmployeeBody>;

export const UpdateEmployeeBody = Type.Object({
  expectedVersion: ExpectedVersion,
  fullName: Type.Optional(FullName),
  email: Type.Optional(Email),
  password: Type.Optional(Password),
  roleID: Type.Optional(RoleID),
  profileImage: Type.Optional(
    Type.Union([Type.String({ minLength: 1, description: 'base64 image content (PNG, JPEG, WebP or GIF); null removes it' }), Type.Null()]),
  ),
  fileExtension: Type.Optional(Type.Union([Type.String({ description: 'ignored: the type is read from the content' }), Type.Null()])),
});
export type UpdateEmployeeBody = Static<typeof UpdateEmployeeBody>;

export const UpdatePasswordBody = Type.Object({
  employeeID: Type.Integer({ minimum: 1, maximum: 2147483647 }),
  actualPassword: Type.String({ minLength: 1, maxLength: 200 }),
  newPassword: Password,
});
export type UpdatePasswordBody = Static<typeof UpdatePasswordBody>;

export const UploadBody = Type.Any({
  description: "multipart/form-data with one file part (any field name, e.g. 'file'): PNG, JPEG, WebP or GIF, 10 MB at most",
});
