/**
 * What an upload may carry besides its picture or pages: nothing. A PDF is parsed and refused when
 * it holds active content (JavaScript, actions run on open or on events, launching programs,
 * embedded or attached files, forms that submit or import data, rich media). An image is decoded
 * and re-encoded in its own format, so bytes appended after it or hidden in its metadata are not
 * kept; what is stored is the re-encoded image.
 *
 * pdf-lib and sharp are loaded on the first upload, not at start: a process that never receives
 * one does not hold them in memory (docs/operations.md#memory).
 */
import type { PDFDict, PDFDocument, PDFObject } from 'pdf-lib';
import { badRequest } from '../http-errors.js';

type PdfLib = typeof import('pdf-lib');

/** Dictionary keys that make a PDF active: scripts, automatic or event actions, embedded files, rich media, XFA forms. */
const ACTIVE_KEYS = new Set(['JS', 'JavaScript', 'OpenAction', 'AA', 'Launch', 'EmbeddedFiles', 'EmbeddedFile', 'EF', 'RichMedia', 'XFA']);

/** Action types (the /S of an action) that run code, open programs or files, or send data out. */
const ACTIVE_ACTIONS = new Set([
  'JavaScript',
  'Launch',
  'SubmitForm',
  'ImportData',
  'GoToR',
  'GoToE',
  'RichMediaExecute',
  'Rendition',
  'Sound',
  'Movie',
]);

/** Object types that carry files or rich media. */
const ACTIVE_TYPES = new Set(['EmbeddedFile', 'Filespec', 'RichMedia']);

/** Why a PDF object graph is active ('/OpenAction', '/S /JavaScript'), or null when it is passive. */
function activeContent({ PDFArray, PDFDict, PDFName, PDFRawStream, PDFRef, PDFStream }: PdfLib, document: PDFDocument): string | null {
  const seen = new Set<PDFObject>();
  const stack: PDFObject[] = document.context.enumerateIndirectObjects().map(([, object]) => object);
  while (stack.length > 0) {
    const object = stack.pop()!;
    if (seen.has(object)) continue;
    seen.add(object);
    let dict: PDFDict | undefined;
    if (object instanceof PDFDict) dict = object;
    else if (object instanceof PDFStream || object instanceof PDFRawStream) dict = object.dict;
    else if (object instanceof PDFArray) {
      for (let i = 0; i < object.size(); i++) stack.push(object.get(i));
      continue;
    }
    if (!dict) continue;
    for (const [key, value] of dict.entries()) {
      const name = key.decodeText();
      if (ACTIVE_KEYS.has(name)) return `/${name}`;
      if ((name === 'S' || name === 'Type' || name === 'Subtype') && value instanceof PDFName) {
        const type = value.decodeText();
        if (name === 'S' && ACTIVE_ACTIONS.has(type)) return `/S /${type}`;
        if (name !== 'S' && ACTIVE_TYPES.has(type)) return `/${name} /${type}`;
      }
      if (!(value instanceof PDFRef)) stack.push(value);
    }
  }
  return null;
}

/**
 * Parses a PDF (bytes) and throws 400 `${field}: ...` (INVALID_FIELD) when it cannot be read or holds
 * active content (JavaScript, /OpenAction, /AA, /Launch, embedded files and the like). The bytes
 * themselves are stored unchanged when it passes.
 */
export async function checkPassivePdf(bytes: Buffer, field: string): Promise<void> {
  const pdfLib = await import('pdf-lib');
  let document: PDFDocument;
  try {
    document = await pdfLib.PDFDocument.load(bytes, { ignoreEncryption: true, updateMetadata: false, throwOnInvalidObject: false });
  } catch {
    throw badRequest(field, 'is not a readable PDF');
  }
  const found = activeContent(pdfLib, document);
  if (found) throw badRequest(field, `must not contain active content (scripts, automatic actions or embedded files; found ${found})`);
}

/** The image formats re-encoded on upload. */
export type ImageFormat = 'jpeg' | 'png' | 'webp' | 'gif';

/** The most pixels an uploaded image may have (a decompression bomb stops here): 60 megapixels. */
export const MAX_IMAGE_PIXELS = 60_000_000;

/**
 * Decodes an image and encodes it again in the same format (rotated upright by its EXIF orientation,
 * metadata dropped). Returns the new bytes: whatever followed or hid inside the original is gone.
 * Throws 400 `${field}: is not a readable image` when it does not decode (or is over 60 megapixels).
 */
export async function reencodeImage(bytes: Buffer, format: ImageFormat, field: string): Promise<Buffer> {
  const { default: sharp } = await import('sharp');
  try {
    const input = { limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'error' as const };
    const { pages } = await sharp(bytes, input).metadata();
    const animated = (pages ?? 1) > 1;
    let image = sharp(bytes, { ...input, animated });
    if (!animated) image = image.rotate();
    switch (format) {
      case 'jpeg':
        return await image.jpeg({ quality: 90 }).toBuffer();
      case 'png':
        return await image.png().toBuffer();
      case 'webp':
        return await image.webp({ quality: 90 }).toBuffer();
      case 'gif':
        return await image.gif().toBuffer();
    }
  } catch {
    throw badRequest(field, 'is not a readable image');
  }
}
