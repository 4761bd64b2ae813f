import { describe, expect, it } from 'vitest';
import { base64ToBytes, documentFileName, documentFileProblem, MAX_DOCUMENT_BYTES } from './documentFile';

describe('documentFileProblem', () => {
  it('accepts PDF, JPEG, PNG and WebP up to 10 MB', () => {
    for (const type of ['application/pdf', 'image/jpeg', 'image/png', 'image/webp']) {
      expect(documentFileProblem({ name: 'x', type, size: MAX_DOCUMENT_BYTES })).toBeNull();
    }
    expect(documentFileProblem({ name: 'scan.PDF', type: '', size: 10 })).toBeNull();
  });
  it('refuses other types, empty and larger files', () => {
    expect(documentFileProblem({ name: 'a.gif', type: 'image/gif', size: 10 })).toMatch(/PDF/);
    expect(documentFileProblem({ name: 'a.pdf', type: 'application/pdf', size: 0 })).toMatch(/empty/);
    expect(documentFileProblem({ name: 'a.pdf', type: 'application/pdf', size: MAX_DOCUMENT_BYTES + 1 })).toMatch(/10 MB/);
  });
});

describe('documentFileName', () => {
  it("is '<name>-document.<ext>'", () => {
    expect(documentFileName('Maria Silva', 'pdf')).toBe('Maria-Silva-document.pdf');
    expect(documentFileName(' João ', '.PNG')).toBe('João-document.png');
  });
});

describe('base64ToBytes', () => {
  it('decodes base64', () => {
    expect(Array.from(base64ToBytes('JVBERg=='))).toEqual([0x25, 0x50, 0x44, 0x46]);
  });
});
