import type { Role } from '../../generated/graphql';

/** The label of a role as staff read it (spec 01 §3: 1 Administrator, 2 Employee). */
export function roleLabel(role: Role): string {
  return role === 'ADMINISTRATOR' ? 'Administrator' : 'Employee';
}

/** Up to two initials of a full name, for an avatar without a picture. */
export function initials(fullName: string): string {
  const parts = fullName.trim().split(/\s+/).filter(Boolean);
  if (parts.length === 0) return '?';
  const first = parts[0]?.[0] ?? '';
  const last = parts.length > 1 ? (parts[parts.length - 1]?.[0] ?? '') : '';
  return (first + last).toUpperCase();
}
