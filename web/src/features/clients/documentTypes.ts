import type { DocumentType } from '../../generated/graphql';
import { translate } from '../../i18n';

/** Document types and their labels (1 CNH, 2 ID, 3 Passport, 4 CPF, 5 CNPJ, 6 RG); a label with a dot is a catalogue key. */
export const DOCUMENT_TYPE_OPTIONS: ReadonlyArray<{ value: DocumentType; label: string }> = [
  { value: 'CNH', label: 'CNH' },
  { value: 'ID', label: 'ID' },
  { value: 'PASSPORT', label: 'documentType.PASSPORT' },
  { value: 'CPF', label: 'CPF' },
  { value: 'CNPJ', label: 'CNPJ' },
  { value: 'RG', label: 'RG' },
];

/** The label of a document type. */
export function documentTypeLabel(value: DocumentType): string {
  const label = DOCUMENT_TYPE_OPTIONS.find((o) => o.value === value)?.label ?? value;
  return label.includes('.') ? translate(label) : label;
}

/** The document type a new form starts with (docs/clients-and-beneficiaries.md#constants: document type 1). */
export const DEFAULT_DOCUMENT_TYPE: DocumentType = 'CNH';
