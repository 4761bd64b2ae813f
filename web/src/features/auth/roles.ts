import type { AccessTokenScope, Role } from '../../generated/graphql';
import { translate } from '../../i18n';

/** The label of a role as staff read it, in the chosen language (1 Administrator, 2 Employee). */
export function roleLabel(role: Role): string {
  return translate(role === 'ADMINISTRATOR' ? 'roles.ADMINISTRATOR' : 'roles.EMPLOYEE');
}

/** Up to two initials of a full name, for an avatar without a picture. */
export function initials(fullName: string): string {
  const parts = fullName.trim().split(/\s+/).filter(Boolean);
  if (parts.length === 0) return '?';
  const first = parts[0]?.[0] ?? '';
  const last = parts.length > 1 ? (parts[parts.length - 1]?.[0] ?? '') : '';
  return (first + last).toUpperCase();
}

/** The label of an access token's scope, in the chosen language: READ 'Read-only', WRITE 'Full' (docs/employees-and-access.md#sign-in-screens). */
export function accessTokenScopeLabel(scope: AccessTokenScope): string {
  return translate(scope === 'READ' ? 'auth.tokens.read' : 'auth.tokens.write');
}
