/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type * as Types from '../../generated/graphql.js';

import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
export type BeneficiaryRow_BeneficiaryFragment = { id: string, fullName: string, cpf: string, telephone: string | null, city: string, state: string, payoutType: Types.PayoutType };

export const BeneficiaryRow_BeneficiaryFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BeneficiaryRow_beneficiary"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Beneficiary"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"cpf"}},{"kind":"Field","name":{"kind":"Name","value":"telephone"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"payoutType"}}]}}]} as unknown as DocumentNode<BeneficiaryRow_BeneficiaryFragment, unknown>;