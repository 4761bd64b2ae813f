/**
 * The gateway's error sentences said in the chosen language (docs/i18n.md, docs/errors.md), apart
 * from Apollo Client so /login can use them without it (docs/screens.md#weight).
 */
import { problemOf } from '@agency/rules';
import { englishCatalogue, currentLanguage, hasText, translate, type Language } from '../i18n';

/** 'streetAddress' → 'Street address': the catalogue's name of a field, else (English) its camelCase split; null when neither. */
function fieldWords(name: string, language: Language): string | null {
  if (hasText(`fields.${name}`)) return translate(`fields.${name}`);
  if (language !== 'en') return null;
  const words = name.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The first part of a field path that names a party of an order (GraphQL's ConfirmOrderInput.client and .beneficiary). */
const PARTIES: ReadonlySet<string> = new Set(['client', 'beneficiary']);

/**
 * A server message as a sentence a clerk reads, in the chosen language: a leading field path
 * ('order.paymentLines.1.value: must be ...') becomes the field's words ('Value of line 2 must be
 * ...'); a field of the sender or the beneficiary ('client.fullName: ...') is said with its party
 * ('Sender: Full name must have at most 200 characters'); a message that already starts with a capital after the path keeps only that sentence. In
 * Portuguese the field is named from the catalogue and the problem translated by its key in the
 * shared rules (FIELD_PROBLEMS, catalogue `rules.*`); a problem the rules do not name becomes
 * 'valor inválido', so no English word or field path reaches the screen.
 */
export function readableMessage(message: string, language: Language = currentLanguage()): string {
  const m = /^\s*([A-Za-z]\w*(?:\.\w+)*)\s*:\s*(.+)$/s.exec(message);
  if (!m) return language === 'en' ? message : (catalogueSentence(message, language) ?? message);
  const path = m[1]!.split('.');
  // A field of one of Confirm's parties ('client.fullName: ...'): the sentence names the party too,
  // since the sender and the beneficiary share their fields' names (issue 30 item 7).
  if (path.length > 1 && PARTIES.has(path[0]!)) {
    const sentence = readableMessage(`${path.slice(1).join('.')}: ${m[2]!}`, language);
    return translate('errors.inParty', { party: translate(`errors.parties.${path[0]!}`), sentence });
  }
  const problem = m[2]!.trim();
  const english = language === 'en';
  if (english && /^[A-Z]/.test(problem)) return problem;
  const sentence = english ? null : catalogueSentence(problem, language);
  if (sentence) return sentence;
  const names = path.filter((part) => !/^\d+$/.test(part));
  const index = path.find((part) => /^\d+$/.test(part));
  const named = fieldWords(names[names.length - 1] ?? path[0]!, language) ?? translate('errors.someField');
  const field = index === undefined ? named : translate('errors.ofLine', { field: named, line: Number(index) + 1 });
  if (english) return `${field} ${problem}`;
  const known = problemOf(problem);
  return known
    ? translate('errors.fieldProblem', { field, problem: translate(`rules.${known.rule}`, localParams(known.params, language)) })
    : translate('errors.invalidField', { field });
}

/**
 * A problem's parameters with the English-written decimals the server puts in its sentences
 * ('1,234.56', '43.25': an amount left, a maximum) in the language's own form ('1.234,56'), so a
 * Portuguese sentence never carries a US amount ('R$ 3,594.89' reads wrong there). Whole numbers without
 * grouping (a count of decimals, a year) and any other text stay as they are. Intl directly, not
 * ui/format, to keep this module light for /login (docs/screens.md#weight).
 */
export function localParams(params: Record<string, string | number>, language: Language): Record<string, string | number> {
  const out: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(params)) {
    const text = String(value);
    const m = /^-?(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d+))?$/.exec(text);
    const decimal = m && (m[1] !== undefined || text.includes(','));
    out[name] = decimal
      ? new Intl.NumberFormat(language, { minimumFractionDigits: m[1]?.length ?? 0, maximumFractionDigits: m[1]?.length ?? 0 }).format(
          text.replace(/,/g, '') as unknown as number,
        )
      : value;
  }
  return out;
}

let englishSentences: { of: object; sentences: Map<string, string> } | null = null;

/**
 * A server sentence that is word for word one of the English catalogue's (the specs' messages the
 * server also says, e.g. 'Total paid does not match total with fee!'), in `language`; else null.
 */
function catalogueSentence(text: string, language: Language): string | null {
  // Built anew once the English catalogue has grown (its signed-in screens' part arrived).
  const catalogue = englishCatalogue();
  if (englishSentences?.of !== catalogue) {
    const sentences = new Map<string, string>();
    const walk = (tree: object, prefix: string) => {
      for (const [key, value] of Object.entries(tree)) {
        // The rules' problems ('is required', 'is wrong') are parts of a sentence, said with their field.
        if (!prefix && key === 'rules') continue;
        const path = prefix ? `${prefix}.${key}` : key;
        if (typeof value === 'string') {
          if (!value.includes('{{') && /\s/.test(value) && !sentences.has(value)) sentences.set(value, path);
        } else if (value && typeof value === 'object') walk(value as object, path);
      }
    };
    walk(catalogue, '');
    englishSentences = { of: catalogue, sentences };
  }
  const key = englishSentences.sentences.get(text.trim());
  return key ? translate(key, {}, language) : null;
}

/** The reply's parameters (transactionID, field...) that a translated sentence may name. */
function parameters(extensions: Record<string, unknown> | undefined): Record<string, string | number> {
  const params: Record<string, string | number> = {};
  for (const [key, value] of Object.entries(extensions ?? {})) {
    if (typeof value === 'string' || typeof value === 'number') params[key] = value;
  }
  return params;
}

/** Codes whose sentence depends on what the server says (a field, a business rule): read the message. */
const MESSAGE_CODES = new Set(['BAD_USER_INPUT', 'INVALID_FIELD']);

/**
 * One GraphQL error as a sentence: in English the server's own (readableMessage); in another
 * language the catalogue's `errors.codes.<code>` (the REST code, else the GraphQL one) with the
 * reply's parameters, a field message translated by readableMessage, and the server's sentence
 * only for a code the catalogue does not know.
 */
export function translatedMessage(message: string, extensions?: Record<string, unknown>, language: Language = currentLanguage()): string {
  if (language === 'en') return readableMessage(message, language);
  const codes = [extensions?.['restCode'], extensions?.['code']].filter((c): c is string => typeof c === 'string');
  const restCode = codes.length > 1 ? codes[0]! : null;
  // A specific REST reason first (PAYLOAD_TOO_LARGE arrives as BAD_USER_INPUT), then a field message.
  if (restCode && !MESSAGE_CODES.has(restCode) && hasText(`errors.codes.${restCode}`)) {
    return translate(`errors.codes.${restCode}`, parameters(extensions));
  }
  if (codes.some((c) => MESSAGE_CODES.has(c)) || (codes.length === 0 && /^\s*[A-Za-z][\w.]*\s*:/.test(message))) {
    return readableMessage(message, language);
  }
  const known = codes.find((c) => hasText(`errors.codes.${c}`));
  return known ? translate(`errors.codes.${known}`, parameters(extensions)) : readableMessage(message, language);
}
