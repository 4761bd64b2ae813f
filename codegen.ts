/**
 * One codegen config for both sides of the GraphQL contract (docs/ARCHITECTURE.md#contracts):
 * - gateway/src/generated/resolvers-types.ts: resolver types, with mappers to the REST reply shapes;
 * - web/src/generated/graphql.ts: the schema's enums, inputs and scalars the operations use;
 * - beside each .graphql file under web/src, its `.generated.ts`: that file's typed documents and their
 *   result types, so a screen's chunk carries its own documents only (docs/screens.md#weight).
 * CI regenerates and fails when the committed output differs (npm run codegen:check).
 */
import type { CodegenConfig } from '@graphql-codegen/cli';

const scalars = { Date: 'string', DateTime: 'string', Decimal: 'string' };

/** The web's generated types: string scalars, enums as string unions, nullable fields present. */
const webTypes = {
  useTypeImports: true,
  enumsAsTypes: true,
  scalars,
  avoidOptionals: { field: true, inputValue: false, object: true, defaultValue: false },
  nonOptionalTypename: false,
  skipTypename: false,
};

const config: CodegenConfig = {
  schema: 'schema/*.graphql',
  documents: 'web/src/**/*.graphql',
  ignoreNoDocuments: true,
  generates: {
    'gateway/src/generated/resolvers-types.ts': {
      plugins: ['typescript', 'typescript-resolvers'],
      config: {
        useIndexSignature: true,
        useTypeImports: true,
        enumsAsTypes: true,
        scalars,
        contextType: '../context.js#GatewayContext',
        mappers: {
          Employee: '../rest/types.js#RestEmployee',
          Viewer: '../rest/types.js#RestViewer',
          Session: '../rest/types.js#RestSession',
          LoginResult: '../rest/types.js#RestSignIn',
          SecondFactorEnabled: '../rest/types.js#RestMfaEnabled',
          SignedInDevice: '../rest/types.js#RestDeviceSession',
          AccessToken: '../rest/types.js#RestAccessToken',
          Agency: '../rest/types.js#RestAgency',
          Client: '../rest/types.js#RestClient',
          Beneficiary: '../rest/types.js#RestRecipient',
          PixKey: '../rest/types.js#RestPixEntry',
          FileDownload: '../rest/types.js#RestFileDownload',
          Order: '../rest/types.js#RestTransaction',
          ConfirmOrderResult: '../rest/types.js#RestConfirmReply',
          SanctionsMatch: '../rest/types.js#RestSanctionsMatch',
          SanctionsScreening: '../rest/types.js#RestScreening',
          ComplianceAlert: '../rest/types.js#RestAlert',
          ComplianceAlertDetail: '../rest/types.js#RestAlertDetail',
          ComplianceAlertPerson: '../rest/types.js#RestAlertPerson',
          ComplianceAlertOrder: '../rest/types.js#RestAlertOrder',
          RecordkeepingRecord: '../rest/types.js#RestRecordkeepingRow',
          CancellationRecord: '../rest/types.js#RestCancellationRow',
          Cancellation: '../rest/types.js#RestCancellation',
          CancelOrderResult: '../rest/types.js#RestCancelReply',
          PaymentLine: '../rest/types.js#RestPaymentLine',
          Receipt: '../rest/types.js#RestReceipt',
          ReceiptOrder: '../rest/types.js#RestReceiptOrder',
          ReceiptSender: '../rest/types.js#RestReceiptSender',
          ReceiptBeneficiary: '../rest/types.js#RestReceiptBeneficiary',
          DeliveryMethod: '../rest/types.js#RestDeliveryMethod',
          OrderListItem: '../rest/types.js#RestOrderListItem',
          WeekDay: '../rest/types.js#RestWeekDay',
          DateReport: '../rest/types.js#RestDateReport',
          DateReportRow: '../rest/types.js#RestDateReportRow',
          DateReportStatusTotal: '../rest/types.js#RestDateReportStatusTotal',
          PartialPayment: '../rest/types.js#RestPartialRecord',
          TransferLog: '../rest/types.js#RestTransferLog',
          PaymentsReport: '../rest/types.js#RestPaymentsReport',
          Investment: '../rest/types.js#RestInvestment',
          Invoice: '../rest/types.js#RestInvoice',
          InvestmentReport: '../rest/types.js#RestInvestmentReport',
          Consortium: '../rest/types.js#RestConsortium',
          ConsortiumPayment: '../rest/types.js#RestConsortiumRegister',
          AgreementPayload: '../rest/types.js#RestAgreementPayload',
        },
      },
    },
    // The enums and inputs the operations use, once: each operations' file imports them
    // (`Types.OrderStatus`) rather than declaring its own copy.
    'web/src/generated/graphql.ts': {
      plugins: ['typescript-operations'],
      config: { ...webTypes, generateOperationTypes: false },
    },
    // One module of documents per .graphql file, beside it: a chunk of the web build then holds
    // the documents its screens use, not all of them (one module is never split between chunks).
    'web/src/': {
      preset: 'near-operation-file',
      presetConfig: { extension: '.generated.ts', baseTypesPath: 'generated/graphql.ts' },
      plugins: ['typescript-operations', 'typed-document-node'],
      // Imports name their '.js' file, so the Node-resolved tests and benchmarks can import them too.
      config: {
        ...webTypes,
        dedupeFragments: true,
        emitLegacyCommonJSImports: false,
        importSchemaTypesFrom: './web/src/generated/graphql.ts',
      },
    },
  },
};

export default config;
