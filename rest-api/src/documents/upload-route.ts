/**
 * The upload routes (docs/orders.md#validation, docs/ARCHITECTURE.md#contracts; #security): POST .../upload/{id} with one
 * multipart/form-data file, for client and recipient documents, employee profile images and signed
 * investment agreements. Stated once here: the OpenAPI schema and the read of the file.
 */
import type { Static, TSchema } from 'typebox';
import { callerOf } from '../plugins/auth.js';
import { IdParams, replies } from '../schemas.js';
import type { Access, App, Caller } from '../types.js';
import { readUploadedFile } from './files.js';

/** What differs between the upload routes. */
export interface UploadRoute<R extends TSchema> {
  access: Access;
  tags: string[];
  summary: string;
  /** The body as documented for OpenAPI (DocumentUploadBody, or the employees' image body). */
  body: TSchema;
  /** The 200 reply. */
  reply: R;
}

/**
 * Registers POST path (its one param `id`, a positive integer) on app: reads the one uploaded file
 * (400 `file: send multipart/form-data with one file` / `file: is required`, 413 past 10 MB; see
 * readUploadedFile), then answers store(caller, id, bytes), which checks the content and stores it.
 */
export function uploadRoute<R extends TSchema>(
  app: App,
  path: string,
  route: UploadRoute<R>,
  store: (caller: Caller, id: number, bytes: Buffer) => Promise<Static<R>>,
): void {
  app.post(
    path,
    {
      config: { access: route.access },
      schema: {
        tags: route.tags,
        summary: route.summary,
        consumes: ['multipart/form-data'],
        params: IdParams,
        body: route.body,
        // Widened to TSchema: Fastify cannot resolve the reply type of a generic R; store's own
        // type ties its answer to route.reply at every call.
        response: replies<TSchema>(route.reply),
      },
    },
    async (request) => {
      const bytes = await readUploadedFile(request);
      return store(callerOf(request), request.params.id, bytes);
    },
  );
}
