/**
 * Employee routes (docs/employees-and-access.md#calls): all for administrators except the own-password change.
 * Every reply is the Employee object (or a page of them).
 */
import { expectedVersionOf } from '../db/versions.js';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { callerOf } from '../plugins/auth.js';
import { uploadRoute } from '../documents/upload-route.js';
import { IdParams, replies } from '../schemas.js';
import {
  CreateEmployeeBody,
  Employee,
  EmployeePage,
  EmployeePageBody,
  UpdateEmployeeBody,
  UpdatePasswordBody,
  UploadBody,
} from './schemas.js';
import {
  changeOwnPassword,
  createEmployee,
  deleteEmployee,
  getEmployee,
  listEmployees,
  resetSecondFactor,
  setProfileImage,
  updateEmployee,
} from './service.js';
import { endSession, endSessions, sessionInfo } from '../auth/session-routes.js';
import { liveSessions } from '../auth/sessions.js';
import { EmployeeSessionParams, SessionList, SessionsEnded } from '../auth/schemas.js';

const tags = ['employees'];

/** Registers /api/employee/... on app. */
export const employeeRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // Served at /api/employee/ too (the router ignores a trailing slash); declared without it for OpenAPI tools.
  app.post(
    '/api/employee',
    {
      config: { access: 'admin' },
      schema: { tags, summary: 'One page of employees (1-based), by name', body: EmployeePageBody, response: replies(EmployeePage) },
    },
    async (request) => listEmployees(app.db, request.body.page, request.body.perPage),
  );

  app.post(
    '/api/employee/create',
    {
      config: { access: 'admin' },
      schema: { tags, summary: 'Create an employee', body: CreateEmployeeBody, response: replies(Employee) },
    },
    async (request) => createEmployee(app.db, callerOf(request), request.body),
  );

  // Registered before /update/{id} for readability; find-my-way prefers the static segment anyway.
  app.post(
    '/api/employee/update/password',
    {
      config: { access: 'user', sessionOnly: true, beforePasswordChange: true },
      schema: {
        tags,
        summary: "Change the caller's own password; revokes their other sessions",
        body: UpdatePasswordBody,
        response: replies(Employee),
      },
    },
    async (request) => app.sessions.forgetAfter(changeOwnPassword(app.db, callerOf(request), request.body)),
  );

  app.post(
    '/api/employee/update/:id',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Update an employee (all fields optional)',
        params: IdParams,
        body: UpdateEmployeeBody,
        response: replies(Employee),
      },
    },
    async (request) =>
      app.sessions.forgetAfter(updateEmployee(app.db, callerOf(request), request.params.id, request.body, expectedVersionOf(request))),
  );

  uploadRoute(
    app,
    '/api/employee/upload/:id',
    {
      access: 'admin',
      tags,
      summary: 'Upload the profile image (multipart, one file: PNG, JPEG, WebP or GIF, 10 MB at most)',
      body: UploadBody,
      reply: Employee,
    },
    (caller, id, bytes) => setProfileImage(app.db, caller, id, bytes),
  );

  app.delete(
    '/api/employee/delete/:id',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Delete an employee (soft delete; revokes their sessions)',
        description: 'If-Match: "N" (or expectedVersion in a JSON body): another version is 409 EDITED_ELSEWHERE.',
        params: IdParams,
        response: replies(Employee),
      },
    },
    async (request) => app.sessions.forgetAfter(deleteEmployee(app.db, callerOf(request), request.params.id, expectedVersionOf(request))),
  );

  // Second factor and sessions of another employee (docs/employees-and-access.md#second-factor, #sessions).
  app.post(
    '/api/employee/:id/mfa/reset',
    {
      config: { access: 'admin', sessionOnly: true },
      schema: {
        tags,
        summary: "Turn off an employee's second factor (a lost phone); they enrol again as MFA_REQUIRED asks",
        description: '409 MFA_NOT_ENABLED when it is off. Audited as mfa-reset, naming the administrator.',
        params: IdParams,
        response: replies(Employee),
      },
    },
    async (request) => app.sessions.forgetAfter(resetSecondFactor(app.db, callerOf(request), request.params.id)),
  );

  app.get(
    '/api/employee/:id/sessions',
    {
      config: { access: 'admin', sessionOnly: true },
      schema: { tags, summary: "An employee's signed-in devices, the last used first", params: IdParams, response: replies(SessionList) },
    },
    async (request) => {
      await getEmployee(app.db, request.params.id); // 404 for an unknown employee
      const caller = callerOf(request);
      return (await liveSessions(app.db, request.params.id)).map((row) => sessionInfo(row, caller));
    },
  );

  app.delete(
    '/api/employee/:id/sessions',
    {
      config: { access: 'admin', sessionOnly: true },
      schema: {
        tags,
        summary: "Sign an employee out everywhere (the caller's own current session stays). Audited as end-all",
        params: IdParams,
        response: replies(SessionsEnded),
      },
    },
    async (request) => {
      await getEmployee(app.db, request.params.id);
      const caller = callerOf(request);
      const keep = request.params.id === caller.employeeId ? caller.tokenHash : undefined;
      return { ended: await app.sessions.forgetAfter(endSessions(app.db, caller, request.params.id, keep)) };
    },
  );

  app.delete(
    '/api/employee/:id/sessions/:sessionId',
    {
      config: { access: 'admin', sessionOnly: true },
      schema: {
        tags,
        summary: "Sign out one of an employee's sessions; 404 when not a live session of theirs. Audited as end",
        params: EmployeeSessionParams,
        response: replies(SessionsEnded),
      },
    },
    async (request) => {
      await app.sessions.forgetAfter(endSession(app.db, callerOf(request), request.params.id, request.params.sessionId));
      return { ended: 1 };
    },
  );
};
