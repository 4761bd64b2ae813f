/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type * as Types from '../../generated/graphql.js';

import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
/** Where an administrator's decision leaves an alert. */
export type ComplianceAlertStatus =
  /** Looked at and found not reportable (with a note). */
  | 'CLEARED'
  /** Waiting for an administrator to decide. */
  | 'OPEN'
  /** Reported to the authority (with a note). */
  | 'REPORTED';

/** What a compliance alert is about (docs/compliance.md "Alerts"). */
export type ComplianceAlertType =
  /** Currency Transaction Report: one client's cash on one agency day above $10,000.00 (31 CFR 1010.311, 1010.313). */
  | 'CTR'
  /** A client or beneficiary on file matches a newly loaded sanctions list. */
  | 'SANCTIONS'
  /** Possible structuring: two or more orders within 3 agency days, each under $3,000.00 (or cash under $10,000.00), that reach it together. */
  | 'STRUCTURING';

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

/** An order's status (REST statusID 1 to 5). */
export type OrderStatus =
  /** Cancelled; REST 3. */
  | 'CANCELLED'
  /** Paid out in full (labelled Paid on receipts); REST 2. */
  | 'COMPLETED'
  /** Taken, the reais not all paid out yet; REST 1. */
  | 'PENDING'
  /** Replaced by a renewal; set only by creating the renewal; REST 4. */
  | 'RENEWED'
  /** On hold; REST 5. */
  | 'STANDBY';

/** How the client paid a payment line (REST paymentID 1 to 4). */
export type PaymentMethod =
  /** Cash; REST 1. */
  | 'CASH'
  /** Check; REST 2. */
  | 'CHECK'
  /** Credit card; REST 4. */
  | 'CREDIT'
  /** Zelle; REST 3. */
  | 'ZELLE';

/** How a beneficiary is paid (REST payoutTypeID 1 to 3). */
export type PayoutType =
  /** A deposit into a Brazilian bank account (bankName, branch, accountNumber); REST 1. */
  | 'BANK_DEPOSIT'
  /** A Brazilian instant payment to a Pix key; REST 2. */
  | 'PIX'
  /** A Zelle transfer to an email or US phone; REST 3. */
  | 'ZELLE';

/** What a screening decided. */
export type ScreeningOutcome =
  /** No entry came near the name. */
  | 'CLEAR'
  /** A possible match: the request was refused. */
  | 'MATCH'
  /** A possible match an administrator overrode, with a reason. */
  | 'OVERRIDDEN';

/** Whose name was screened. */
export type ScreeningRole =
  /** The beneficiary. */
  | 'BENEFICIARY'
  /** The sender (a client). */
  | 'CLIENT';

export type SanctionsPageQueryVariables = Exact<{
  page: number;
  perPage: number;
}>;


export type SanctionsPageQuery = { sanctionsList: { entries: number, loadedAt: string | null }, sanctionsScreenings: { total: number, items: Array<{ id: string, screenedAt: string, employeeName: string | null, name: string, role: Types.ScreeningRole, listLoadedAt: string | null, outcome: Types.ScreeningOutcome, overrideReason: string | null, matches: Array<{ entNum: number, name: string, program: string, score: number }> }> } };

export type LoadSanctionsListMutationVariables = Exact<{
  sdnCsv: string;
  altCsv?: string | null | undefined;
}>;


export type LoadSanctionsListMutation = { loadSanctionsList: { entries: number, loadedAt: string | null } };

export type ComplianceAlertRowFragment = { id: string, type: Types.ComplianceAlertType, clientId: string | null, clientName: string | null, beneficiaryId: string | null, beneficiaryName: string | null, date: string, total: string | null, threshold: string | null, orderIds: Array<string>, status: Types.ComplianceAlertStatus, note: string | null, decidedBy: string | null, decidedAt: string | null, createdAt: string, matches: Array<{ entNum: number, name: string, program: string, score: number }> };

export type ComplianceAlertsQueryVariables = Exact<{
  start?: string | null | undefined;
  end?: string | null | undefined;
  type?: Types.ComplianceAlertType | null | undefined;
  status?: Types.ComplianceAlertStatus | null | undefined;
}>;


export type ComplianceAlertsQuery = { complianceAlerts: Array<{ id: string, type: Types.ComplianceAlertType, clientId: string | null, clientName: string | null, beneficiaryId: string | null, beneficiaryName: string | null, date: string, total: string | null, threshold: string | null, orderIds: Array<string>, status: Types.ComplianceAlertStatus, note: string | null, decidedBy: string | null, decidedAt: string | null, createdAt: string, matches: Array<{ entNum: number, name: string, program: string, score: number }> }> };

export type ComplianceAlertDetailQueryVariables = Exact<{
  id: string | number;
}>;


export type ComplianceAlertDetailQuery = { complianceAlert: { alert: { id: string, type: Types.ComplianceAlertType, clientId: string | null, clientName: string | null, beneficiaryId: string | null, beneficiaryName: string | null, date: string, total: string | null, threshold: string | null, orderIds: Array<string>, status: Types.ComplianceAlertStatus, note: string | null, decidedBy: string | null, decidedAt: string | null, createdAt: string, matches: Array<{ entNum: number, name: string, program: string, score: number }> }, person: { role: Types.ScreeningRole, id: string, fullName: string, birthday: string | null, streetAddress: string | null, city: string | null, state: string | null, zipCode: string | null, country: string | null, telephone: string | null, taxId: string | null, documentType: Types.DocumentType | null, documentNumber: string | null }, orders: Array<{ id: string, createdAt: string, creationDate: string, amountUsd: string, fee: string, totalWithFee: string, cash: string, status: Types.OrderStatus, deleted: boolean, beneficiaryName: string, createdBy: string, paymentLines: Array<{ method: Types.PaymentMethod, value: string }> }> } };

export type DecideComplianceAlertMutationVariables = Exact<{
  id: string | number;
  status: Types.ComplianceAlertStatus;
  note?: string | null | undefined;
}>;


export type DecideComplianceAlertMutation = { decideComplianceAlert: { id: string, type: Types.ComplianceAlertType, clientId: string | null, clientName: string | null, beneficiaryId: string | null, beneficiaryName: string | null, date: string, total: string | null, threshold: string | null, orderIds: Array<string>, status: Types.ComplianceAlertStatus, note: string | null, decidedBy: string | null, decidedAt: string | null, createdAt: string, matches: Array<{ entNum: number, name: string, program: string, score: number }> } };

export type RecordkeepingReportQueryVariables = Exact<{
  start: string;
  end: string;
}>;


export type RecordkeepingReportQuery = { recordkeepingReport: Array<{ orderId: string, date: string, createdAt: string, status: Types.OrderStatus, amountUsd: string, fee: string, totalWithFee: string, exchangeRate: string, amountBrl: string, clientId: string, senderName: string, senderStreetAddress: string, senderCity: string, senderState: string, senderZipCode: string, senderCountry: string, senderTelephone: string, senderBirthday: string, senderDocumentType: Types.DocumentType, senderDocumentNumber: string, senderTaxId: string, beneficiaryId: string, beneficiaryName: string, beneficiaryTaxId: string, beneficiaryCity: string, beneficiaryState: string, payout: Types.PayoutType, bankName: string | null, branch: string | null, accountNumber: string | null, pixOrZelle: string | null, createdBy: string }> };

export type CancellationsQueryVariables = Exact<{
  start: string;
  end: string;
}>;


export type CancellationsQuery = { cancellations: Array<{ orderId: string, createdAt: string, cancelledAt: string, amountUsd: string, refund: string, senderName: string, beneficiaryName: string, cancelledBy: string }> };

export const ComplianceAlertRowFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ComplianceAlertRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ComplianceAlert"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"clientId"}},{"kind":"Field","name":{"kind":"Name","value":"clientName"}},{"kind":"Field","name":{"kind":"Name","value":"beneficiaryId"}},{"kind":"Field","name":{"kind":"Name","value":"beneficiaryName"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"threshold"}},{"kind":"Field","name":{"kind":"Name","value":"orderIds"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"decidedBy"}},{"kind":"Field","name":{"kind":"Name","value":"decidedAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"matches"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"entNum"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"program"}},{"kind":"Field","name":{"kind":"Name","value":"score"}}]}}]}}]} as unknown as DocumentNode<ComplianceAlertRowFragment, unknown>;
export const SanctionsPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SanctionsPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"perPage"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sanctionsList"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"entries"}},{"kind":"Field","name":{"kind":"Name","value":"loadedAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"sanctionsScreenings"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"perPage"},"value":{"kind":"Variable","name":{"kind":"Name","value":"perPage"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"screenedAt"}},{"kind":"Field","name":{"kind":"Name","value":"employeeName"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"listLoadedAt"}},{"kind":"Field","name":{"kind":"Name","value":"outcome"}},{"kind":"Field","name":{"kind":"Name","value":"overrideReason"}},{"kind":"Field","name":{"kind":"Name","value":"matches"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"entNum"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"program"}},{"kind":"Field","name":{"kind":"Name","value":"score"}}]}}]}}]}}]}}]} as unknown as DocumentNode<SanctionsPageQuery, SanctionsPageQueryVariables>;
export const LoadSanctionsListDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"LoadSanctionsList"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sdnCsv"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"altCsv"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"loadSanctionsList"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"sdnCsv"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sdnCsv"}}},{"kind":"Argument","name":{"kind":"Name","value":"altCsv"},"value":{"kind":"Variable","name":{"kind":"Name","value":"altCsv"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"entries"}},{"kind":"Field","name":{"kind":"Name","value":"loadedAt"}}]}}]}}]} as unknown as DocumentNode<LoadSanctionsListMutation, LoadSanctionsListMutationVariables>;
export const ComplianceAlertsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ComplianceAlerts"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"start"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Date"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"end"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Date"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"type"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ComplianceAlertType"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ComplianceAlertStatus"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"complianceAlerts"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"start"},"value":{"kind":"Variable","name":{"kind":"Name","value":"start"}}},{"kind":"Argument","name":{"kind":"Name","value":"end"},"value":{"kind":"Variable","name":{"kind":"Name","value":"end"}}},{"kind":"Argument","name":{"kind":"Name","value":"type"},"value":{"kind":"Variable","name":{"kind":"Name","value":"type"}}},{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ComplianceAlertRow"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ComplianceAlertRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ComplianceAlert"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"clientId"}},{"kind":"Field","name":{"kind":"Name","value":"clientName"}},{"kind":"Field","name":{"kind":"Name","value":"beneficiaryId"}},{"kind":"Field","name":{"kind":"Name","value":"beneficiaryName"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"threshold"}},{"kind":"Field","name":{"kind":"Name","value":"orderIds"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"decidedBy"}},{"kind":"Field","name":{"kind":"Name","value":"decidedAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"matches"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"entNum"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"program"}},{"kind":"Field","name":{"kind":"Name","value":"score"}}]}}]}}]} as unknown as DocumentNode<ComplianceAlertsQuery, ComplianceAlertsQueryVariables>;
export const ComplianceAlertDetailDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ComplianceAlertDetail"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"complianceAlert"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"alert"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ComplianceAlertRow"}}]}},{"kind":"Field","name":{"kind":"Name","value":"person"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"birthday"}},{"kind":"Field","name":{"kind":"Name","value":"streetAddress"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"zipCode"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"telephone"}},{"kind":"Field","name":{"kind":"Name","value":"taxId"}},{"kind":"Field","name":{"kind":"Name","value":"documentType"}},{"kind":"Field","name":{"kind":"Name","value":"documentNumber"}}]}},{"kind":"Field","name":{"kind":"Name","value":"orders"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"creationDate"}},{"kind":"Field","name":{"kind":"Name","value":"amountUsd"}},{"kind":"Field","name":{"kind":"Name","value":"fee"}},{"kind":"Field","name":{"kind":"Name","value":"totalWithFee"}},{"kind":"Field","name":{"kind":"Name","value":"cash"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"deleted"}},{"kind":"Field","name":{"kind":"Name","value":"beneficiaryName"}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"}},{"kind":"Field","name":{"kind":"Name","value":"paymentLines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"method"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ComplianceAlertRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ComplianceAlert"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"clientId"}},{"kind":"Field","name":{"kind":"Name","value":"clientName"}},{"kind":"Field","name":{"kind":"Name","value":"beneficiaryId"}},{"kind":"Field","name":{"kind":"Name","value":"beneficiaryName"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"threshold"}},{"kind":"Field","name":{"kind":"Name","value":"orderIds"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"decidedBy"}},{"kind":"Field","name":{"kind":"Name","value":"decidedAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"matches"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"entNum"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"program"}},{"kind":"Field","name":{"kind":"Name","value":"score"}}]}}]}}]} as unknown as DocumentNode<ComplianceAlertDetailQuery, ComplianceAlertDetailQueryVariables>;
export const DecideComplianceAlertDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DecideComplianceAlert"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ComplianceAlertStatus"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"note"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"decideComplianceAlert"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}},{"kind":"Argument","name":{"kind":"Name","value":"note"},"value":{"kind":"Variable","name":{"kind":"Name","value":"note"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ComplianceAlertRow"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ComplianceAlertRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ComplianceAlert"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"clientId"}},{"kind":"Field","name":{"kind":"Name","value":"clientName"}},{"kind":"Field","name":{"kind":"Name","value":"beneficiaryId"}},{"kind":"Field","name":{"kind":"Name","value":"beneficiaryName"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"threshold"}},{"kind":"Field","name":{"kind":"Name","value":"orderIds"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"decidedBy"}},{"kind":"Field","name":{"kind":"Name","value":"decidedAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"matches"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"entNum"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"program"}},{"kind":"Field","name":{"kind":"Name","value":"score"}}]}}]}}]} as unknown as DocumentNode<DecideComplianceAlertMutation, DecideComplianceAlertMutationVariables>;
export const RecordkeepingReportDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RecordkeepingReport"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"start"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Date"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"end"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Date"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"recordkeepingReport"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"start"},"value":{"kind":"Variable","name":{"kind":"Name","value":"start"}}},{"kind":"Argument","name":{"kind":"Name","value":"end"},"value":{"kind":"Variable","name":{"kind":"Name","value":"end"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"orderId"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"amountUsd"}},{"kind":"Field","name":{"kind":"Name","value":"fee"}},{"kind":"Field","name":{"kind":"Name","value":"totalWithFee"}},{"kind":"Field","name":{"kind":"Name","value":"exchangeRate"}},{"kind":"Field","name":{"kind":"Name","value":"amountBrl"}},{"kind":"Field","name":{"kind":"Name","value":"clientId"}},{"kind":"Field","name":{"kind":"Name","value":"senderName"}},{"kind":"Field","name":{"kind":"Name","value":"senderStreetAddress"}},{"kind":"Field","name":{"kind":"Name","value":"senderCity"}},{"kind":"Field","name":{"kind":"Name","value":"senderState"}},{"kind":"Field","name":{"kind":"Name","value":"senderZipCode"}},{"kind":"Field","name":{"kind":"Name","value":"senderCountry"}},{"kind":"Field","name":{"kind":"Name","value":"senderTelephone"}},{"kind":"Field","name":{"kind":"Name","value":"senderBirthday"}},{"kind":"Field","name":{"kind":"Name","value":"senderDocumentType"}},{"kind":"Field","name":{"kind":"Name","value":"senderDocumentNumber"}},{"kind":"Field","name":{"kind":"Name","value":"senderTaxId"}},{"kind":"Field","name":{"kind":"Name","value":"beneficiaryId"}},{"kind":"Field","name":{"kind":"Name","value":"beneficiaryName"}},{"kind":"Field","name":{"kind":"Name","value":"beneficiaryTaxId"}},{"kind":"Field","name":{"kind":"Name","value":"beneficiaryCity"}},{"kind":"Field","name":{"kind":"Name","value":"beneficiaryState"}},{"kind":"Field","name":{"kind":"Name","value":"payout"}},{"kind":"Field","name":{"kind":"Name","value":"bankName"}},{"kind":"Field","name":{"kind":"Name","value":"branch"}},{"kind":"Field","name":{"kind":"Name","value":"accountNumber"}},{"kind":"Field","name":{"kind":"Name","value":"pixOrZelle"}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"}}]}}]}}]} as unknown as DocumentNode<RecordkeepingReportQuery, RecordkeepingReportQueryVariables>;
export const CancellationsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Cancellations"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"start"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Date"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"end"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Date"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cancellations"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"start"},"value":{"kind":"Variable","name":{"kind":"Name","value":"start"}}},{"kind":"Argument","name":{"kind":"Name","value":"end"},"value":{"kind":"Variable","name":{"kind":"Name","value":"end"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"orderId"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"cancelledAt"}},{"kind":"Field","name":{"kind":"Name","value":"amountUsd"}},{"kind":"Field","name":{"kind":"Name","value":"refund"}},{"kind":"Field","name":{"kind":"Name","value":"senderName"}},{"kind":"Field","name":{"kind":"Name","value":"beneficiaryName"}},{"kind":"Field","name":{"kind":"Name","value":"cancelledBy"}}]}}]}}]} as unknown as DocumentNode<CancellationsQuery, CancellationsQueryVariables>;