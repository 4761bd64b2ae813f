/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type * as Types from '../../generated/graphql.js';

import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
export type SelectPixDialog_PixKeyFragment = { id: string, key: string, main: boolean };

export type SelectPixDialogQueryVariables = Exact<{
  id: string | number;
}>;


export type SelectPixDialogQuery = { beneficiary: { id: string, pixKeys: Array<{ id: string, key: string, main: boolean }> } };

export const SelectPixDialog_PixKeyFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SelectPixDialog_pixKey"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PixKey"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"main"}}]}}]} as unknown as DocumentNode<SelectPixDialog_PixKeyFragment, unknown>;
export const SelectPixDialogDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SelectPixDialog"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"beneficiary"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"pixKeys"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SelectPixDialog_pixKey"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SelectPixDialog_pixKey"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PixKey"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"main"}}]}}]} as unknown as DocumentNode<SelectPixDialogQuery, SelectPixDialogQueryVariables>;