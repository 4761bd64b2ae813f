/**
 * The data-source interface resolvers use (`ctx.rest.employees.page(1, 4)`), one per request, bound
 * to the caller's token (STYLE: an interface, not a concrete class, so tests can inject faults).
 * `createRestDataSource` is the real one, over RestClient.
 */
import type { Caller, RestClient, UploadFile } from './client.js';
import type { RestAgency, RestEmployee, RestEmployeePage, RestSession, RestViewer } from './types.js';

/** Employee fields the REST API takes on create (spec 01 §7 POST /api/employee/create). */
export interface RestEmployeeCreate {
  fullName: string;
  email: string;
  password: string;
  roleID: number;
}

/** Employee fields the REST API takes on update; each optional (spec 01 §7 POST /api/employee/update/{id}). */
export type RestEmployeeUpdate = Partial<RestEmployeeCreate>;

export interface RestDataSource {
  auth: {
    /** POST /api/auth/authenticate. @throws UNAUTHENTICATED 'Wrong email or password', RATE_LIMITED. */
    authenticate(email: string, password: string): Promise<RestSession>;
    /** POST /api/auth/logout: revokes the caller's token. */
    logout(): Promise<void>;
    /** GET /api/auth/me: the caller and whether they are an administrator (memoised per request). */
    me(): Promise<RestViewer>;
  };
  employees: {
    /** POST /api/employee/ with 1-based page. */
    page(page: number, perPage: number): Promise<RestEmployeePage>;
    create(input: RestEmployeeCreate): Promise<RestEmployee>;
    update(id: number, input: RestEmployeeUpdate): Promise<RestEmployee>;
    uploadImage(id: number, file: UploadFile): Promise<RestEmployee>;
    /** DELETE /api/employee/delete/{id}; returns the deleted employee. */
    remove(id: number): Promise<RestEmployee>;
    /** POST /api/employee/update/password for the caller's own account. */
    changePassword(employeeID: number, actualPassword: string, newPassword: string): Promise<RestEmployee>;
  };
  configuration: {
    /** GET /api/configuration/agency (memoised per request). */
    agency(): Promise<RestAgency>;
  };
}

/** The real data source: every call goes to the REST API with the caller's token. */
export function createRestDataSource(client: RestClient, caller: Caller): RestDataSource {
  let me: Promise<RestViewer> | undefined;
  let agency: Promise<RestAgency> | undefined;
  return {
    auth: {
      authenticate: (email, password) => client.json('POST', '/api/auth/authenticate', caller, { email, password }),
      logout: async () => {
        await client.json('POST', '/api/auth/logout', caller, {});
      },
      me: () => (me ??= client.json<RestViewer>('GET', '/api/auth/me', caller)),
    },
    employees: {
      page: (page, perPage) => client.json('POST', '/api/employee/', caller, { page, perPage }),
      create: (input) => client.json('POST', '/api/employee/create', caller, input),
      update: (id, input) => client.json('POST', `/api/employee/update/${id}`, caller, input),
      uploadImage: (id, file) => client.upload(`/api/employee/upload/${id}`, caller, file),
      remove: (id) => client.json('DELETE', `/api/employee/delete/${id}`, caller),
      changePassword: (employeeID, actualPassword, newPassword) =>
        client.json('POST', '/api/employee/update/password', caller, { employeeID, actualPassword, newPassword }),
    },
    configuration: {
      agency: () => (agency ??= client.json<RestAgency>('GET', '/api/configuration/agency', caller)),
    },
  };
}
