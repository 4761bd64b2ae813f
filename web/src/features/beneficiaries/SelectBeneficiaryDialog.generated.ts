/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type * as Types from '../../generated/graphql.js';

import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
/** A bank account type (REST accountTypeID 1 or 2). */
export type AccountType =
  /** A checking account; REST 2. */
  | 'CHECKING'
  /** A savings account; REST 1. */
  | 'SAVINGS';

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

/** How a beneficiary is paid (REST payoutTypeID 1 to 3). */
export type PayoutType =
  /** A deposit into a Brazilian bank account (bankName, branch, accountNumber); REST 1. */
  | 'BANK_DEPOSIT'
  /** A Brazilian instant payment to a Pix key; REST 2. */
  | 'PIX'
  /** A Zelle transfer to an email or US phone; REST 3. */
  | 'ZELLE';

export type SelectBeneficiaryDialogOfClientQueryVariables = Exact<{
  clientId: string | number;
}>;


export type SelectBeneficiaryDialogOfClientQuery = { beneficiariesOfClient: Array<{ id: string, fullName: string, cpf: string, telephone: string | null, state: string, zip: string | null, city: string, payoutType: Types.PayoutType, accountType: Types.AccountType, pix: string | null, bankName: string | null, branch: string | null, accountNumber: string | null, documentType: Types.DocumentType, documentNumber: string, hasDocument: boolean, pixKeys: Array<{ id: string, key: string, main: boolean }> }> };

export type SelectBeneficiaryDialogByNameQueryVariables = Exact<{
  name: string;
}>;


export type SelectBeneficiaryDialogByNameQuery = { beneficiariesByName: Array<{ id: string, fullName: string, cpf: string, telephone: string | null, state: string, zip: string | null, city: string, payoutType: Types.PayoutType, accountType: Types.AccountType, pix: string | null, bankName: string | null, branch: string | null, accountNumber: string | null, documentType: Types.DocumentType, documentNumber: string, hasDocument: boolean, pixKeys: Array<{ id: string, key: string, main: boolean }> }> };


export const SelectBeneficiaryDialogOfClientDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SelectBeneficiaryDialogOfClient"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"clientId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"beneficiariesOfClient"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"clientId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"clientId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"BeneficiaryFields_beneficiary"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SelectPixDialog_pixKey"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PixKey"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"main"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PixKeyManager_beneficiary"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Beneficiary"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"pix"}},{"kind":"Field","name":{"kind":"Name","value":"pixKeys"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SelectPixDialog_pixKey"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BeneficiaryFields_beneficiary"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Beneficiary"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"cpf"}},{"kind":"Field","name":{"kind":"Name","value":"telephone"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"zip"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"payoutType"}},{"kind":"Field","name":{"kind":"Name","value":"accountType"}},{"kind":"Field","name":{"kind":"Name","value":"pix"}},{"kind":"Field","name":{"kind":"Name","value":"bankName"}},{"kind":"Field","name":{"kind":"Name","value":"branch"}},{"kind":"Field","name":{"kind":"Name","value":"accountNumber"}},{"kind":"Field","name":{"kind":"Name","value":"documentType"}},{"kind":"Field","name":{"kind":"Name","value":"documentNumber"}},{"kind":"Field","name":{"kind":"Name","value":"hasDocument"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"PixKeyManager_beneficiary"}}]}}]} as unknown as DocumentNode<SelectBeneficiaryDialogOfClientQuery, SelectBeneficiaryDialogOfClientQueryVariables>;
export const SelectBeneficiaryDialogByNameDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SelectBeneficiaryDialogByName"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"name"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"beneficiariesByName"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"name"},"value":{"kind":"Variable","name":{"kind":"Name","value":"name"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"BeneficiaryFields_beneficiary"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SelectPixDialog_pixKey"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PixKey"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"main"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PixKeyManager_beneficiary"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Beneficiary"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"pix"}},{"kind":"Field","name":{"kind":"Name","value":"pixKeys"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SelectPixDialog_pixKey"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BeneficiaryFields_beneficiary"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Beneficiary"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"cpf"}},{"kind":"Field","name":{"kind":"Name","value":"telephone"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"zip"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"payoutType"}},{"kind":"Field","name":{"kind":"Name","value":"accountType"}},{"kind":"Field","name":{"kind":"Name","value":"pix"}},{"kind":"Field","name":{"kind":"Name","value":"bankName"}},{"kind":"Field","name":{"kind":"Name","value":"branch"}},{"kind":"Field","name":{"kind":"Name","value":"accountNumber"}},{"kind":"Field","name":{"kind":"Name","value":"documentType"}},{"kind":"Field","name":{"kind":"Name","value":"documentNumber"}},{"kind":"Field","name":{"kind":"Name","value":"hasDocument"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"PixKeyManager_beneficiary"}}]}}]} as unknown as DocumentNode<SelectBeneficiaryDialogByNameQuery, SelectBeneficiaryDialogByNameQueryVariables>;