/**
 * The error the field rules throw: which field is wrong and what is wrong with it, in words the user
 * can act on. The REST API answers it 400 with the message `${field}: ${problem}`, as for its own
 * field checks; a form can show `problem` under the field.
 *
 * Each problem the rules name has a stable key in FIELD_PROBLEMS with its English sentence (a
 * template with {{param}} slots), so a client can translate it (docs/i18n.md): the web app's
 * catalogues carry `rules.<key>` in every language, and problemOf reads the key and parameters back
 * out of a server message's English text.
 */

/** The problems of the shared field rules, by key: English templates, `{{name}}` for a parameter. */
export const FIELD_PROBLEMS = {
  required: 'is required',
  notEmpty: 'must not be empty',
  invisibleOnly: 'must have visible letters, not only invisible characters',
  taxId: 'must be a valid CPF or CNPJ',
  pixKey:
    'must be a CPF (11 digits), a CNPJ (14 characters), an email address, a Brazilian phone number with +55 and area code (+55 11 98765-4321) or a random key (32 letters and digits in 5 groups, as the bank gave it)',
  brazilianPhone: 'must be a Brazilian phone number, e.g. +55 (11) 98765-4321',
  decimal: "must be a decimal number, e.g. 100.00 or '100.00'",
  positive: 'must be greater than 0',
  notNegative: 'must be 0 or more',
  atMost: 'must be at most {{max}}',
  atMostDecimals: 'must have at most {{decimals}} decimals',
  usPhone: 'must be a US phone number, e.g. {{example}}',
  usZip: 'must be a US ZIP code: 5 digits or ZIP+4, e.g. 07102 or 07102-1234',
  stateCode: 'must be a 2-letter state code, e.g. NJ',
  realDate: 'must be a real date in the form YYYY-MM-DD',
  noSuchDay: '{{text}} is not a real date',
  twoReadings: '{{text}} reads as two dates (day/month or month/day): write it as YYYY-MM-DD',
  notInFuture: 'must not be in the future',
  tooOld: 'must not be more than {{years}} years ago',
  atMostCharacters: 'must have at most {{max}} characters',
  zelleRequired: 'is required for Zelle',
  zelleValue: 'Zelle needs an email or a US phone',
  mustEqual: '{{problem}}, {{expected}}',
  belowRemaining: 'would take the remaining value below zero (R$ {{remaining}} remaining)',
  isWrong: 'is wrong',
  passwordTooShort: 'must be at least {{min}} characters long',
  passwordHasEmailName: "must not contain the email's name ({{name}})",
  passwordCommon: 'is one of the most commonly used passwords: choose another',
  passwordSame: 'must differ from the current password',
  orderStatus: 'must be one of Pending, On hold, Completed, Cancelled (Pendente, Em espera, Concluído, Cancelado), not "{{text}}"',
  historyStatus: 'an order created before the first day of use ({{firstDay}}) comes as history: it must be Completed or Cancelled',
  requiredForOrder: "is required for the row's order",
  paymentsIncomplete: 'Please make sure that all payments are completed',
} as const;

/** The key of a field rule's problem. */
export type FieldProblem = keyof typeof FIELD_PROBLEMS;

/** Parameters of a problem's template. */
export type ProblemParams = Record<string, string | number>;

/** The English sentence of a problem with its parameters filled in ('must be at most 100'). */
export function problemText(rule: FieldProblem, params: ProblemParams = {}): string {
  return FIELD_PROBLEMS[rule].replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(params[name] ?? ''));
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Each template as a whole-text pattern capturing its parameters, most specific first. */
const PATTERNS = (Object.keys(FIELD_PROBLEMS) as FieldProblem[])
  .filter((rule) => rule !== 'mustEqual')
  .map((rule) => {
    const names: string[] = [];
    const source = FIELD_PROBLEMS[rule]
      .split(/(\{\{\w+\}\})/)
      .map((part) => {
        const slot = /^\{\{(\w+)\}\}$/.exec(part);
        if (!slot) return escape(part);
        names.push(slot[1]!);
        return '(.+?)';
      })
      .join('');
    return { rule, names, pattern: new RegExp(`^${source}$`) };
  });

/**
 * The key and parameters of a problem's English text ('must be at most 100' gives {rule: 'atMost',
 * params: {max: '100'}}), or null for a text that is not one of FIELD_PROBLEMS.
 */
export function problemOf(text: string): { rule: FieldProblem; params: ProblemParams } | null {
  for (const { rule, names, pattern } of PATTERNS) {
    const m = pattern.exec(text.trim());
    if (m) return { rule, params: Object.fromEntries(names.map((name, i) => [name, m[i + 1]!])) };
  }
  return null;
}

export class FieldError extends Error {
  /** The field as the REST API names it ('telephone', 'email', 'pix'). */
  readonly field: string;
  /** What is wrong, starting lowercase ('must be a valid CPF or CNPJ'). */
  readonly problem: string;
  /** The problem's key in FIELD_PROBLEMS, null for a free text. */
  readonly rule: FieldProblem | null;
  /** The parameters of the problem's template. */
  readonly params: ProblemParams;

  constructor(field: string, problem: string, rule: FieldProblem | null = null, params: ProblemParams = {}) {
    super(`${field}: ${problem}`);
    this.name = 'FieldError';
    this.field = field;
    this.problem = problem;
    this.rule = rule;
    this.params = params;
  }

  /** The error for `field` with one of FIELD_PROBLEMS, its sentence filled from `params`. */
  static of(field: string, rule: FieldProblem, params: ProblemParams = {}): FieldError {
    return new FieldError(field, problemText(rule, params), rule, params);
  }
}
