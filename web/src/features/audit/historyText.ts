/**
 * The words of an audit entry on screen (docs/employees-and-access.md#history-and-audit-log): a
 * field's label in the chosen language (history.fields.*, then the forms' fields.*, else a readable
 * name made from the field itself, never a catalogue key), a value formatted as the screens write it
 * (amounts with the language's separators, calendar dates and instants in the language's format,
 * statuses by name, yes/no), an action's and a kind of record's name.
 */
import { hasText, translate } from '../../i18n';
import { formatDate, formatDateTime, formatDecimal } from '../../ui/format';

/** The order statuses by their REST id (docs/orders.md#statuses). */
const STATUS_BY_ID: Record<string, string> = { '1': 'PENDING', '2': 'COMPLETED', '3': 'CANCELLED', '4': 'RENEWED', '5': 'STANDBY' };

/**
 * The other enumerations of the REST wire by field and id (docs/ARCHITECTURE.md#enumerations), as the
 * screens name them: a payout type, an account type, a payment line's method, an order type, a
 * document type, a role; never the bare id.
 */
const ENUM_LABELS: Record<string, Record<string, () => string>> = {
  payoutTypeID: { '1': () => translate('payout.BANK_DEPOSIT'), '2': () => translate('payout.PIX'), '3': () => translate('payout.ZELLE') },
  accountTypeID: { '1': () => translate('accountType.SAVINGS'), '2': () => translate('accountType.CHECKING') },
  paymentID: {
    '1': () => translate('paymentMethod.CASH'),
    '2': () => translate('paymentMethod.CHECK'),
    '3': () => translate('paymentMethod.ZELLE'),
    '4': () => translate('paymentMethod.CREDIT'),
  },
  transactionTypeID: {
    '0': () => translate('orderType.NORMAL'),
    '1': () => translate('orderType.SPECIAL'),
    '2': () => translate('orderType.PREMIUM'),
  },
  documentTypeID: {
    '1': () => 'CNH',
    '2': () => 'ID',
    '3': () => translate('documentType.PASSPORT'),
    '4': () => 'CPF',
    '5': () => 'CNPJ',
    '6': () => 'RG',
  },
  roleID: { '1': () => translate('staff.administrator'), '2': () => translate('staff.employee') },
};

/** 'transactionDetail.amountUSD' → 'amountUSD'; 'statusID' stays. */
const lastSegment = (field: string) => field.slice(field.lastIndexOf('.') + 1);

/** A readable name made from a field name: 'creationDate' → 'Creation date', 'pixID' → 'Pix ID'. */
export function readableName(name: string): string {
  const words = name
    .replace(/_/g, ' ')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .trim()
    .split(/\s+/)
    .map((w, i) => (/^[A-Z]{2,}$/.test(w) ? w : i === 0 ? w.charAt(0).toUpperCase() + w.slice(1).toLowerCase() : w.toLowerCase()));
  return words.join(' ');
}

/**
 * A field's label in the chosen language; a readable name when the catalogues have none. A client's
 * or beneficiary's `email` is its CPF or CNPJ (the REST contract's name for it), said so.
 */
export function fieldLabel(field: string, entity?: string): string {
  const name = lastSegment(field);
  if (name === 'email' && (entity === 'client' || entity === 'recipient')) return translate('history.fields.taxId');
  for (const key of [`history.fields.${name}`, `fields.${name}`]) if (hasText(key)) return translate(key);
  return readableName(name);
}

const AMOUNT = /^-?\d+\.\d{1,6}$/;
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

/** One value as the screens write it; '—' for none. */
export function valueText(field: string, value: string | null): string {
  if (value === null || value === '') return '—';
  const name = lastSegment(field);
  if (name === 'statusID' && STATUS_BY_ID[value]) return translate(`status.${STATUS_BY_ID[value]}`);
  const label = ENUM_LABELS[name]?.[value];
  if (label) return label();
  if (value === 'true') return translate('common.yes');
  if (value === 'false') return translate('common.no');
  if (AMOUNT.test(value)) return formatDecimal(value);
  if (DAY.test(value)) return formatDate(value);
  if (INSTANT.test(value)) return formatDateTime(value);
  if (value.startsWith('[') || value.startsWith('{')) {
    try {
      return listText(JSON.parse(value) as unknown);
    } catch {
      return value;
    }
  }
  return value;
}

/** A list of the snapshot (payment lines, Pix keys) as short text: 'Value 105.00; Value 20.00'. */
function listText(value: unknown): string {
  const items = Array.isArray(value) ? value : [value];
  if (items.length === 0) return '—';
  return items
    .map((item) =>
      item !== null && typeof item === 'object'
        ? Object.entries(item as Record<string, unknown>)
            .filter(([, v]) => v !== null && typeof v !== 'object')
            .map(([k, v]) => `${fieldLabel(k)} ${valueText(k, String(v))}`)
            .join(', ')
        : valueText('', String(item)),
    )
    .join('; ');
}

/** An action's name ('create' → 'Created'); a readable name when the catalogues have none. */
export function actionLabel(action: string): string {
  const key = `history.actions.${action.replace(/-/g, '_')}`;
  return hasText(key) ? translate(key) : readableName(action.replace(/-/g, ' '));
}

/** A kind of record's name ('transaction' → 'Order'); a readable name when the catalogues have none. */
export function entityLabel(entity: string): string {
  const key = `history.entities.${entity}`;
  return hasText(key) ? translate(key) : readableName(entity);
}

/** The reason of an entry in words: 'forced' is the catalogue's, any other as given. */
export function reasonText(reason: string | null): string {
  if (!reason) return '';
  return reason === 'forced' ? translate('history.forced') : reason;
}
