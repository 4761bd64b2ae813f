/**
 * The TypeBox schemas of the REST replies the gateway reads, in one entry (`@agency/rest-api/schemas`),
 * so the gateway types them as `Static<typeof X>` with a type-only import: one declaration per reply
 * shape, nothing of the REST API loaded at run time (docs/ARCHITECTURE.md#contracts).
 */
export { SessionReply, MeReply } from './auth/schemas.js';
export { Employee, EmployeePage, Role } from './employees/schemas.js';
export { AgencyReply, ConfigurationValueReply } from './configuration/schemas.js';
export { Client, ClientPage } from './clients/schemas.js';
export { AuditPage } from './audit/schemas.js';
export { PixEntry, Recipient, RecipientPage, RecipientPixListReply } from './beneficiaries/schemas.js';
export { DocumentReply } from './documents/schemas.js';
export {
  Cancellation,
  CancelReply,
  ConfirmReply,
  DeliveryMethod,
  PaymentLine,
  Receipt,
  Transaction,
  TransactionDetail,
} from './orders/schemas.js';
export {
  DateReport,
  DateReportRow,
  DateReportStatusTotal,
  OrderListItem,
  OrderPage,
  PartialLog,
  PartialRecord,
  PartialReport,
  TodayTotal,
  WeekDay,
} from './orders/list-schemas.js';
export { CalendarDay, Investment, InvestmentPage, Invoice, InvoiceReport } from './investments/schemas.js';
export { Consortium, ConsortiumRegister } from './consortiums/schemas.js';
export {
  Alert,
  AlertDetail,
  CancellationRow,
  RecordkeepingRow,
  SanctionsLoadReply,
  SanctionsMatch,
  SanctionsSummary,
  Screening,
  ScreeningPage,
} from './compliance/schemas.js';
export { ErrorReply } from './schemas.js';
export { ImportReply } from './import/schemas.js';
