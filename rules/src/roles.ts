/**
 * The employees' roles (docs/ARCHITECTURE.md#enumerations; docs/employees-and-access.md#roles-and-permissions):
 * their ids on the REST wire, once for the REST API's permission checks and whoever else needs them.
 */

/** Role ids: 1 Administrator, 2 Employee. */
export const ROLE = { ADMINISTRATOR: 1, EMPLOYEE: 2 } as const;

/** True for the administrators' role id. */
export function isAdministratorRole(roleId: number): boolean {
  return roleId === ROLE.ADMINISTRATOR;
}
