/**
 * The employee mutations, each owning its cache update and its user-visible message.
 * Create and delete change the pages' totals and order, so they drop the cached `employees` pages
 * (the shown page is fetched again); update and upload return the Employee, which Apollo merges
 * by id into every card and badge that shows it. Edit and delete send the version the screen loaded
 * when given one (`versioned`), and a refusal because another administrator changed the employee
 * meanwhile (EDITED_ELSEWHERE) goes to its `onConflict` (the conflict dialog) instead of a message
 * (docs/ARCHITECTURE.md#versions).
 */

/** The version a write started from, and what to do when the employee changed meanwhile. */
export interface VersionedWrite {
  expectedVersion: number;
  onConflict: (conflict: EditedElsewhere) => void;
}
import { useMutation } from '@apollo/client/react';
import type { ApolloCache } from '@apollo/client';
import { CreateEmployeeDocument } from './CreateEmployee.generated';
import { DeleteEmployeeDocument } from './DeleteEmployee.generated';
import { UpdateEmployeeDocument } from './UpdateEmployee.generated';
import { UploadEmployeeImageDocument } from './UploadEmployeeImage.generated';
import { type CreateEmployeeInput, type FileInput, type UpdateEmployeeInput } from '../../generated/graphql';
import { editedElsewhereOf, type EditedElsewhere } from '../../ui/EditedElsewhereDialog';
import { errorMessage } from '../../ui/errors';
import { useNotify } from '../../ui/notify';
import { translate } from '../../i18n';

function dropEmployeePages(cache: ApolloCache) {
  cache.evict({ id: 'ROOT_QUERY', fieldName: 'employees' });
  cache.gc();
}

/** Creates an employee; resolves the new id, or null after showing the server's message. */
export function useCreateEmployee() {
  const notify = useNotify();
  const [mutate, { loading }] = useMutation(CreateEmployeeDocument, {
    update: (cache) => dropEmployeePages(cache),
  });
  async function createEmployee(input: CreateEmployeeInput): Promise<string | null> {
    try {
      const { data } = await mutate({ variables: { input } });
      notify.success(data ? translate('staff.added', { name: data.createEmployee.fullName }) : translate('staff.created'));
      return data?.createEmployee.id ?? null;
    } catch (error) {
      notify.error(translate('staff.createFailed', { message: errorMessage(error) }));
      return null;
    }
  }
  return { createEmployee, loading };
}

/** Edits an employee (only the fields given); resolves true on success. */
export function useUpdateEmployee() {
  const notify = useNotify();
  const [mutate, { loading }] = useMutation(UpdateEmployeeDocument);
  async function updateEmployee(
    id: string,
    input: UpdateEmployeeInput,
    opts: { quiet?: boolean; versioned?: VersionedWrite } = {},
  ): Promise<boolean> {
    try {
      await mutate({ variables: { id, input, expectedVersion: opts.versioned?.expectedVersion ?? null } });
      if (!opts.quiet) notify.success(translate('staff.saved'));
      return true;
    } catch (error) {
      const conflict = opts.versioned ? editedElsewhereOf(error) : null;
      if (conflict) {
        opts.versioned!.onConflict(conflict);
        return false;
      }
      notify.error(translate('staff.saveFailed', { message: errorMessage(error) }));
      return false;
    }
  }
  return { updateEmployee, loading };
}

/** Uploads a profile picture (base64 FileInput); resolves true on success. */
export function useUploadEmployeeImage() {
  const notify = useNotify();
  const [mutate, { loading }] = useMutation(UploadEmployeeImageDocument);
  async function uploadEmployeeImage(id: string, file: FileInput, opts: { quiet?: boolean } = {}): Promise<boolean> {
    try {
      await mutate({ variables: { id, file } });
      if (!opts.quiet) notify.success(translate('staff.pictureSaved'));
      return true;
    } catch (error) {
      notify.error(translate('staff.pictureFailed', { message: errorMessage(error) }));
      return false;
    }
  }
  return { uploadEmployeeImage, loading };
}

/** Deletes an employee (CONFLICT for the last administrator is shown); resolves true on success. */
export function useDeleteEmployee() {
  const notify = useNotify();
  const [mutate, { loading }] = useMutation(DeleteEmployeeDocument, {
    update: (cache, { data }) => {
      if (data) cache.evict({ id: cache.identify({ __typename: 'Employee', id: data.deleteEmployee.id }) });
      dropEmployeePages(cache);
    },
  });
  async function deleteEmployee(id: string, versioned?: VersionedWrite): Promise<boolean> {
    try {
      await mutate({ variables: { id, expectedVersion: versioned?.expectedVersion ?? null } });
      notify.success(translate('staff.deleted'));
      return true;
    } catch (error) {
      const conflict = versioned ? editedElsewhereOf(error) : null;
      if (conflict) {
        versioned!.onConflict(conflict);
        return false;
      }
      notify.error(translate('staff.deleteFailed', { message: errorMessage(error) }));
      return false;
    }
  }
  return { deleteEmployee, loading };
}
