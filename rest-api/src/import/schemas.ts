/**
 * TypeBox schemas of the import routes (docs/import.md "Calls"): the reply of POST /api/import/clients
 * and GET /api/import/{importID}.
 */
import { Type, type Static } from 'typebox';

/** A row's outcome. */
export const ImportOutcome = Type.Union(
  [Type.Literal('NEW'), Type.Literal('SAME'), Type.Literal('CHANGED'), Type.Literal('REFUSED'), Type.Literal('HELD')],
  {
    description:
      'NEW, SAME (on file already, or an earlier row of the file), CHANGED, REFUSED (not imported) or HELD (a possible sanctions match: not imported)',
  },
);

/** One difference of a CHANGED row. */
export const ImportChange = Type.Object(
  {
    field: Type.String({ description: "the field with its owner, e.g. 'client.telephone'" }),
    from: Type.Union([Type.String(), Type.Integer(), Type.Null()]),
    to: Type.Union([Type.String(), Type.Integer(), Type.Null()]),
  },
  { title: 'ImportChange' },
);

/** One data row's line of the report. */
export const ImportReportLine = Type.Object(
  {
    line: Type.Integer({ description: "the row's line in the file (CSV: the line it starts on; XLSX: the row number)" }),
    outcome: ImportOutcome,
    field: Type.Optional(Type.String({ description: "REFUSED: the failing field, e.g. 'client.telephone'; HELD: the name screened" })),
    message: Type.Optional(Type.String({ description: "REFUSED: the create screen's sentence; HELD: the possible matches" })),
    clientID: Type.Optional(Type.Integer({ description: 'the client on file, or created (not in a dry run)' })),
    recipientID: Type.Optional(Type.Integer({ description: 'the beneficiary on file, or created (not in a dry run)' })),
    orderID: Type.Optional(
      Type.Integer({ description: 'the row\'s order on file, or created (not in a dry run; docs/import.md "Open orders")' }),
    ),
    changes: Type.Optional(Type.Array(ImportChange, { description: 'CHANGED: what differs, from the record on file to the row' })),
  },
  { title: 'ImportReportLine' },
);

/** One column of the file and the field it fills. */
export const ImportColumn = Type.Object(
  {
    header: Type.String({ description: "the column's header (under merged group titles: 'Group Header'; no header row: 'Column N')" }),
    field: Type.Union([Type.String(), Type.Null()], { description: "e.g. 'client.fullName'; null: the column is ignored" }),
    guessed: Type.Boolean({ description: 'guessed from the header, rather than sent or saved for this header set' }),
  },
  { title: 'ImportColumn' },
);

/** The state of an import. */
export const ImportReply = Type.Object(
  {
    importID: Type.Integer(),
    status: Type.Union([Type.Literal('DRY_RUN'), Type.Literal('RUNNING'), Type.Literal('DONE'), Type.Literal('FAILED')], {
      description: 'DRY_RUN: a dry run (nothing written); RUNNING; DONE; FAILED (see error)',
    }),
    error: Type.Optional(Type.String({ description: 'FAILED: why (the rows before it are kept)' })),
    firstDayOfUse: Type.Optional(
      Type.String({
        description: "the agency's first day of use, YYYY-MM-DD: an order created before it is history (Completed or Cancelled)",
      }),
    ),
    progress: Type.Object({ done: Type.Integer(), total: Type.Integer() }, { description: 'data rows with a committed outcome, of all' }),
    rows: Type.Integer({ description: 'data rows in the file' }),
    new: Type.Integer(),
    same: Type.Integer(),
    changed: Type.Integer(),
    refused: Type.Integer(),
    held: Type.Integer(),
    columns: Type.Array(ImportColumn),
    report: Type.Array(ImportReportLine, {
      description:
        'a page of the data rows with an outcome so far, by line: the rows of `outcome` when asked, from `offset`, `limit` of them ' +
        '(GET /api/import/{importID}?outcome=&offset=&limit=; the first 100 when not asked)',
    }),
    reportTotal: Type.Integer({ description: 'the rows the report pages through: every row done so far, or those of the outcome asked' }),
    reportOffset: Type.Integer({ description: "the report's first row's place among them (0 is the first)" }),
  },
  { title: 'ImportReply' },
);
export type ImportReply = Static<typeof ImportReply>;

/** The multipart body, as documented for OpenAPI. */
export const ImportUploadBody = Type.Any({
  description:
    "multipart/form-data: a part 'file' (CSV or XLSX, 100 MB at most), optional fields 'dryRun' ('true' or 'false', default 'false'), 'mapping' (JSON {\"<header>\": \"<field>\"}) and 'firstDayOfUse' (YYYY-MM-DD, default the agency's today: an order created before it is history)",
});

/** The report's page (GET /api/import/{importID}): which outcome, from where, how many. */
export const ImportReportQuery = Type.Object({
  outcome: Type.Optional(ImportOutcome),
  offset: Type.Optional(Type.Integer({ minimum: 0, maximum: 2147483647, description: 'rows of the report to pass over, default 0' })),
  limit: Type.Optional(
    Type.Integer({
      minimum: 0,
      maximum: 1000,
      description: 'rows of the report to answer, default 100 (0: the counts and progress alone)',
    }),
  ),
});
export type ImportReportQuery = Static<typeof ImportReportQuery>;

export const ImportIdParams = Type.Object({ importID: Type.Integer({ minimum: 1, maximum: 2147483647 }) });
