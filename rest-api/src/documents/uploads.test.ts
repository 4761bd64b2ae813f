/**
 * What an upload keeps: a PDF with active content (JavaScript run on open, launching a program, an
 * attached file) is refused naming the file; a clean PDF is kept as sent; an image with bytes
 * appended is stored re-encoded without them; one file per upload, exactly; a multipart body without
 * a boundary is a 400, not a 500.
 */
import { randomUUID } from 'node:crypto';
import { PDFDocument, PDFName, PDFString } from 'pdf-lib';
import sharp from 'sharp';
import { expect, it } from 'vitest';
import { adminToken, bearer, createEmployee, forEachBackend, PNG_1X1, useApp } from '../test-support/build.js';
import { createClient, upload } from '../test-support/people.js';
import type { App } from '../types.js';

/** A one-page PDF; `active` adds something to its catalog before saving. */
async function pdf(active?: (doc: PDFDocument) => void | Promise<void>): Promise<Buffer> {
  const doc = await PDFDocument.create();
  doc.addPage([200, 200]).drawText('Passport scan', { x: 20, y: 100, size: 12 });
  if (active) await active(doc);
  return Buffer.from(await doc.save({ useObjectStreams: false }));
}

const withOpenActionScript = (doc: PDFDocument) => {
  const action = doc.context.obj({ Type: 'Action', S: 'JavaScript', JS: PDFString.of("app.alert('hi')") });
  doc.catalog.set(PDFName.of('OpenAction'), doc.context.register(action));
};

const withLaunch = (doc: PDFDocument) => {
  const action = doc.context.obj({ S: 'Launch', F: PDFString.of('calc.exe') });
  doc.catalog.set(PDFName.of('OpenAction'), action);
};

const withAttachment = async (doc: PDFDocument) => {
  await doc.attach(Buffer.from('MZ not really a program'), 'tool.exe', { mimeType: 'application/octet-stream' });
};

/** Two file parts in one multipart body. */
function twoFiles(a: Buffer, b: Buffer): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----agency${randomUUID().replace(/-/g, '')}`;
  const part = (name: string, bytes: Buffer) =>
    Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${name}.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      bytes,
      Buffer.from('\r\n'),
    ]);
  return {
    payload: Buffer.concat([part('file', a), part('second', b), Buffer.from(`--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

async function storedDocument(app: App, token: string, clientId: number) {
  return app.inject({ method: 'GET', url: `/api/client/document/${clientId}`, headers: bearer(token) });
}

forEachBackend('uploads keep nothing active', (backend) => {
  const t = useApp(backend);

  it('refuses a PDF that runs JavaScript on open, launches a program or carries an attachment, naming the file', async () => {
    const { app } = t.current;
    const admin = await adminToken(app);
    const client = await createClient(app, admin);
    for (const [what, active] of [
      ['OpenAction JavaScript', withOpenActionScript],
      ['Launch', withLaunch],
      ['attachment', withAttachment],
    ] as const) {
      const res = await upload(app, `/api/client/upload/${client.id}`, admin, await pdf(active), 'scan.pdf', 'application/pdf');
      expect(res.statusCode, what).toBe(400);
      expect(res.json(), what).toMatchObject({ code: 'INVALID_FIELD', field: 'file' });
      expect(res.json().message, what).toMatch(/^file: must not contain active content/);
    }
    // Nothing was stored.
    expect((await storedDocument(app, admin, client.id)).statusCode).toBe(404);
  });

  it('refuses the active PDF on the recipient and signed-agreement uploads too', async () => {
    const { app } = t.current;
    const admin = await adminToken(app);
    const bytes = await pdf(withOpenActionScript);
    for (const url of ['/api/recipient/upload/1', '/api/investment/upload/1']) {
      const res = await upload(app, url, admin, bytes, 'scan.pdf', 'application/pdf');
      expect(res.statusCode, url).toBe(400);
      expect(res.json().field, url).toBe('file');
    }
  });

  it('keeps a clean PDF exactly as sent', async () => {
    const { app } = t.current;
    const admin = await adminToken(app);
    const client = await createClient(app, admin);
    const bytes = await pdf();
    const res = await upload(app, `/api/client/upload/${client.id}`, admin, bytes, 'scan.pdf', 'application/pdf');
    expect(res.statusCode).toBe(200);
    const down = await storedDocument(app, admin, client.id);
    expect(down.json().fileExtension).toBe('pdf');
    expect(Buffer.from(down.json().document, 'base64').equals(bytes)).toBe(true);
  });

  it('stores a PNG with a script appended re-encoded, without the script', async () => {
    const { app } = t.current;
    const admin = await adminToken(app);
    const client = await createClient(app, admin);
    const image = await sharp({ create: { width: 4, height: 3, channels: 3, background: { r: 200, g: 10, b: 10 } } })
      .png()
      .toBuffer();
    const tainted = Buffer.concat([image, Buffer.from('<script>alert(document.cookie)</script>')]);
    const res = await upload(app, `/api/client/upload/${client.id}`, admin, tainted, 'id.png', 'image/png');
    expect(res.statusCode).toBe(200);
    const stored = Buffer.from((await storedDocument(app, admin, client.id)).json().document, 'base64');
    expect(stored.includes('<script>')).toBe(false);
    const meta = await sharp(stored).metadata();
    expect(meta).toMatchObject({ format: 'png', width: 4, height: 3 });
  });

  it('stores an employee profile image with trailing bytes re-encoded', async () => {
    const { app } = t.current;
    const admin = await adminToken(app);
    const emp = await createEmployee(app, admin);
    const jpeg = await sharp({ create: { width: 5, height: 5, channels: 3, background: '#336699' } })
      .jpeg()
      .toBuffer();
    const tainted = Buffer.concat([jpeg, Buffer.from('<?php system($_GET["c"]); ?>')]);
    const res = await upload(app, `/api/employee/upload/${emp.id}`, admin, tainted, 'me.jpg', 'image/jpeg');
    expect(res.statusCode).toBe(200);
    const stored = Buffer.from(res.json().profileImage, 'base64');
    expect(stored.includes('<?php')).toBe(false);
    expect(await sharp(stored).metadata()).toMatchObject({ format: 'jpeg', width: 5, height: 5 });
  });

  it('refuses a multipart body with two files and stores neither', async () => {
    const { app } = t.current;
    const admin = await adminToken(app);
    const client = await createClient(app, admin);
    const { payload, headers } = twoFiles(PNG_1X1, PNG_1X1);
    const res = await app.inject({
      method: 'POST',
      url: `/api/client/upload/${client.id}`,
      headers: { ...bearer(admin), ...headers },
      payload,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'INVALID_FIELD', field: 'file', message: 'file: send exactly one file per upload' });
    expect((await storedDocument(app, admin, client.id)).statusCode).toBe(404);
  });

  it('answers a multipart body without a boundary with 400, not 500', async () => {
    const { app } = t.current;
    const admin = await adminToken(app);
    const client = await createClient(app, admin);
    const res = await app.inject({
      method: 'POST',
      url: `/api/client/upload/${client.id}`,
      headers: { ...bearer(admin), 'content-type': 'multipart/form-data' },
      payload: PNG_1X1,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('INVALID_MULTIPART');
  });
});
