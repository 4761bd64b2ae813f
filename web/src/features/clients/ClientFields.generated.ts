/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type * as Types from '../../generated/graphql.js';

import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
/** The kind of identity document on file (REST documentTypeID 1 to 6). */
export type DocumentType =
  /** Brazilian driver's licence (Carteira Nacional de Habilitação); REST 1. */
  | 'CNH'
  /** Brazilian company taxpayer number; REST 5. */
  | 'CNPJ'
  /** Brazilian individual taxpayer number; REST 4. */
  | 'CPF'
  /** An identity card; REST 2. */
  | 'ID'
  /** A passport; REST 3. */
  | 'PASSPORT'
  /** Brazilian identity card (Registro Geral); REST 6. */
  | 'RG';

export type ClientFields_ClientFragment = { id: string, fullName: string, birthday: string, cpf: string, telephone: string, streetAddress: string, zipCode: string, city: string, state: string, country: string, documentType: Types.DocumentType, documentNumber: string, hasDocument: boolean };

export const ClientFields_ClientFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ClientFields_client"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Client"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"birthday"}},{"kind":"Field","name":{"kind":"Name","value":"cpf"}},{"kind":"Field","name":{"kind":"Name","value":"telephone"}},{"kind":"Field","name":{"kind":"Name","value":"streetAddress"}},{"kind":"Field","name":{"kind":"Name","value":"zipCode"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"documentType"}},{"kind":"Field","name":{"kind":"Name","value":"documentNumber"}},{"kind":"Field","name":{"kind":"Name","value":"hasDocument"}}]}}]} as unknown as DocumentNode<ClientFields_ClientFragment, unknown>;