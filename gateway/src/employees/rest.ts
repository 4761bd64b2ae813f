/**
 * The employee calls of the REST data source (docs/employees-and-access.md#employees): the page, the writes and the
 * caller's own password.
 */
import type { Caller, RestClient, UploadFile } from '../rest/client.js';
import { ifMatch, versionBody } from '../rest/shared.js';

import type { RestEmployee, RestEmployeePage } from '../rest/types.js';

/** Employee fields the REST API takes on create (docs/employees-and-access.md POST /api/employee/create). */
export interface RestEmployeeCreate {
  fullName: string;
  email: string;
  password: string;
  roleID: number;
}

/** Employee fields the REST API takes on update; each optional (docs/employees-and-access.md POST /api/employee/update/{id}). */
export type RestEmployeeUpdate = Partial<RestEmployeeCreate>;

/** POST /api/employee/*: the page and the writes; each write answers the employee. */
export interface EmployeesRest {
  /** POST /api/employee/ with 1-based page. */
  page(page: number, perPage: number): Promise<RestEmployeePage>;
  create(input: RestEmployeeCreate): Promise<RestEmployee>;
  /**
   * POST /api/employee/update/{id}; expectedVersion, when given, is the employee's version the editor loaded
   * (docs/ARCHITECTURE.md#versions). @throws CONFLICT, EDITED_ELSEWHERE.
   */
  update(id: number, input: RestEmployeeUpdate, expectedVersion?: number | null): Promise<RestEmployee>;
  uploadImage(id: number, file: UploadFile): Promise<RestEmployee>;
  /** DELETE /api/employee/delete/{id} (the version as If-Match when given); returns the deleted employee. @throws CONFLICT, EDITED_ELSEWHERE. */
  remove(id: number, expectedVersion?: number | null): Promise<RestEmployee>;
  /** POST /api/employee/update/password for the caller's own account. */
  changePassword(employeeID: number, actualPassword: string, newPassword: string): Promise<RestEmployee>;
}

/** The employee calls, bound to the caller. */
export function employeesRest(client: RestClient, caller: Caller): EmployeesRest {
  return {
    page: (page, perPage) => client.json('POST', '/api/employee/', caller, { page, perPage }),
    create: (input) => client.json('POST', '/api/employee/create', caller, input),
    update: (id, input, expectedVersion) =>
      client.json('POST', `/api/employee/update/${id}`, caller, { ...input, ...versionBody(expectedVersion) }),
    uploadImage: (id, file) => client.upload(`/api/employee/upload/${id}`, caller, file),
    remove: (id, expectedVersion) => client.json('DELETE', `/api/employee/delete/${id}`, caller, undefined, ifMatch(expectedVersion)),
    changePassword: (employeeID, actualPassword, newPassword) =>
      client.json('POST', '/api/employee/update/password', caller, { employeeID, actualPassword, newPassword }),
  };
}
