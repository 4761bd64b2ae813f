import type { DocumentType } from '../../generated/graphql';

/** Document types and their labels (spec 01 §3: 1 CNH, 2 ID, 3 Passport, 4 CPF, 5 CNPJ, 6 RG). */
export const DOCUMENT_TYPE_OPTIONS: ReadonlyArray<{ value: DocumentType; label: string }> = [
  { value: 'CNH', label: 'CNH' },
  { value: 'ID', label: 'ID' },
  { value: 'PASSPORT', label: 'Passport' },
  { value: 'CPF', label: 'CPF' },
  { value: 'CNPJ', label: 'CNPJ' },
  { value: 'RG', label: 'RG' },
];

/** The label of a document type. */
export function documentTypeLabel(value: DocumentType): string {
  return DOCUMENT_TYPE_OPTIONS.find((o) => o.value === value)?.label ?? value;
}

/** The document type a new form starts with (spec 01 §9: document type 1). */
export const DEFAULT_DOCUMENT_TYPE: DocumentType = 'CNH';
