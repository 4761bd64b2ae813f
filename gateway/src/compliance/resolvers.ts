/**
 * Compliance (docs/compliance.md): the OFAC sanctions list in force, loading it from OFAC's files,
 * the log of every screening, the alerts (CTR, structuring, sanctions) and their decisions, and the
 * $3,000 records. Administrators only; the REST API refuses others (FORBIDDEN).
 */
import type {
  CancellationRecordResolvers,
  ComplianceAlertDetailResolvers,
  ComplianceAlertOrderResolvers,
  ComplianceAlertPersonResolvers,
  ComplianceAlertResolvers,
  MutationResolvers,
  QueryResolvers,
  RecordkeepingRecordResolvers,
  SanctionsMatchResolvers,
  SanctionsScreeningResolvers,
  Resolvers,
} from '../generated/resolvers-types.js';
import { documentTypes, orderStatuses, payoutTypes } from '../rest/enums.js';
import { checkPage, parseId } from '../rest/inputs.js';
import { matchReasons } from '../rest/sanctions-match.js';

const idOrNull = (id: number | null) => (id === null ? null : String(id));

export const ComplianceAlert: ComplianceAlertResolvers = {
  id: (a) => String(a.id),
  clientId: (a) => idOrNull(a.clientID),
  beneficiaryId: (a) => idOrNull(a.recipientID),
  beneficiaryName: (a) => a.recipientName,
  orderIds: (a) => a.transactionIDs.map(String),
};

export const CancellationRecord: CancellationRecordResolvers = {
  orderId: (c) => String(c.transactionID),
  amountUsd: (c) => c.amountUSD,
  refund: (c) => c.refundUSD,
  cancelledBy: (c) => c.employeeName,
};

export const ComplianceAlertDetail: ComplianceAlertDetailResolvers = {};

export const ComplianceAlertPerson: ComplianceAlertPersonResolvers = {
  id: (p) => String(p.id),
  role: (p) => (p.role === 'client' ? 'CLIENT' : 'BENEFICIARY'),
  taxId: (p) => p.taxID,
  documentType: (p) => (p.documentTypeID === null ? null : documentTypes.fromId(p.documentTypeID)),
};

export const ComplianceAlertOrder: ComplianceAlertOrderResolvers = {
  id: (o) => String(o.id),
  amountUsd: (o) => o.amountUSD,
  totalWithFee: (o) => o.totalFee,
  status: (o) => orderStatuses.fromId(o.statusID),
  createdBy: (o) => o.employeeName,
  paymentLines: (o) => o.lines,
};

export const RecordkeepingRecord: RecordkeepingRecordResolvers = {
  orderId: (r) => String(r.transactionID),
  status: (r) => orderStatuses.fromId(r.statusID),
  amountUsd: (r) => r.amountUSD,
  totalWithFee: (r) => r.totalFee,
  amountBrl: (r) => r.amountBRL,
  clientId: (r) => String(r.clientID),
  senderDocumentType: (r) => documentTypes.fromId(r.senderDocumentTypeID),
  senderTaxId: (r) => r.senderTaxID,
  beneficiaryId: (r) => String(r.recipientID),
  beneficiaryTaxId: (r) => r.beneficiaryTaxID,
  payout: (r) => payoutTypes.fromId(r.payoutTypeID),
  createdBy: (r) => r.employeeName,
};

/** A possible match of a screening or an alert: reason always a list, the listed details null when not given. */
export const SanctionsMatch: SanctionsMatchResolvers = {
  reason: (m) => matchReasons(m),
  dateOfBirth: (m) => m.dateOfBirth || null,
  nationality: (m) => m.nationality || null,
};

export const SanctionsScreening: SanctionsScreeningResolvers = {
  id: (s) => String(s.id),
  role: (s) => (s.role === 'client' ? 'CLIENT' : 'BENEFICIARY'),
  outcome: (s) => (s.outcome === 'clear' ? 'CLEAR' : s.outcome === 'match' ? 'MATCH' : 'OVERRIDDEN'),
};

export const Query: QueryResolvers = {
  sanctionsList: (_p, _a, { rest }) => rest.compliance.sanctionsList(),
  sanctionsScreenings: async (_p, { page, perPage, start, end }, { rest }) => {
    checkPage(page, perPage);
    const result = await rest.compliance.screenings(page, perPage, start ?? null, end ?? null);
    return { total: result.size, items: result.items };
  },
  complianceAlerts: (_p, { start, end, type, status }, { rest }) => rest.compliance.alerts({ start, end, type, status }),
  complianceAlert: (_p, { id }, { rest }) => rest.compliance.alert(parseId(id, 'id')),
  openComplianceAlerts: (_p, _a, { rest }) => rest.compliance.openAlerts(),
  recordkeepingReport: (_p, { start, end }, { rest }) => rest.compliance.recordkeeping(start, end),
  cancellations: (_p, { start, end }, { rest }) => rest.compliance.cancellations(start, end),
};

export const Mutation: MutationResolvers = {
  loadSanctionsList: (_p, { sdnCsv, altCsv, allowShrink }, { rest }) =>
    rest.compliance.loadSanctionsList(sdnCsv, altCsv?.trim() ? altCsv : null, allowShrink),
  decideComplianceAlert: (_p, { id, status, note, expectedVersion }, { rest }) =>
    rest.compliance.decideAlert(parseId(id, 'id'), status, note ?? null, expectedVersion),
};

/** This domain's resolvers, merged with the others' in schema.ts. */
export const resolvers: Resolvers = {
  ComplianceAlert,
  CancellationRecord,
  ComplianceAlertDetail,
  ComplianceAlertPerson,
  ComplianceAlertOrder,
  RecordkeepingRecord,
  SanctionsMatch,
  SanctionsScreening,
  Query,
  Mutation,
};
