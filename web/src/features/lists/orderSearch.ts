/**
 * The complex search of the order table (docs/lists-and-reports.md): what the user typed lives in
 * the URL (?sender=..&status=..&page=2) so Back and reload keep it; each page fixes part of the
 * search (its status, type or payment date), which wins over what is typed.
 */
import { isCalendarDate } from '@agency/rules';
import type { OrderSearch, OrderStatus, OrderType } from '../../generated/graphql';
import { digitsOnly, parseUsPhone } from '../../ui/phone';

/** The search form's values, as typed (telephone as digits). */
export interface OrderSearchForm {
  sender: string;
  beneficiary: string;
  orderId: string;
  status: OrderStatus | '';
  type: OrderType | '';
  from: string;
  to: string;
  phone: string;
}

/** The part of the search a page fixes. */
export type FixedSearch = Pick<OrderSearch, 'status' | 'type' | 'paymentFrom' | 'paymentTo'>;

export const EMPTY_SEARCH: OrderSearchForm = {
  sender: '',
  beneficiary: '',
  orderId: '',
  status: '',
  type: '',
  from: '',
  to: '',
  phone: '',
};

/** The Status select's choices ('' is Any). */
export const STATUS_CHOICES: readonly OrderStatus[] = ['PENDING', 'COMPLETED', 'CANCELLED', 'RENEWED', 'STANDBY'];
/** The Type select's choices ('' is Any). */
export const TYPE_CHOICES: readonly OrderType[] = ['NORMAL', 'SPECIAL', 'PREMIUM'];

const KEYS: Record<keyof OrderSearchForm, string> = {
  sender: 'sender',
  beneficiary: 'beneficiary',
  orderId: 'id',
  status: 'status',
  type: 'type',
  from: 'from',
  to: 'to',
  phone: 'phone',
};

function oneOf<T extends string>(value: string | null, choices: readonly T[]): T | '' {
  return value && (choices as readonly string[]).includes(value) ? (value as T) : '';
}

/** The form's values from the URL; anything malformed is dropped. */
export function searchFromParams(params: URLSearchParams): OrderSearchForm {
  const date = (key: string) => {
    const v = params.get(key) ?? '';
    return isCalendarDate(v) ? v : '';
  };
  return {
    sender: params.get(KEYS.sender) ?? '',
    beneficiary: params.get(KEYS.beneficiary) ?? '',
    orderId: digitsOnly(params.get(KEYS.orderId)),
    status: oneOf(params.get(KEYS.status), STATUS_CHOICES),
    type: oneOf(params.get(KEYS.type), TYPE_CHOICES),
    from: date(KEYS.from),
    to: date(KEYS.to),
    phone: parseUsPhone(params.get(KEYS.phone)),
  };
}

/** The URL's params for a search: the other params kept, blank filters and the page dropped. */
export function paramsWithSearch(prev: URLSearchParams, form: OrderSearchForm): URLSearchParams {
  const next = new URLSearchParams(prev);
  for (const [field, key] of Object.entries(KEYS) as [keyof OrderSearchForm, string][]) {
    const value = field === 'phone' ? parseUsPhone(form.phone) : field === 'orderId' ? digitsOnly(form.orderId) : form[field].trim();
    if (value) next.set(key, value);
    else next.delete(key);
  }
  next.delete('page');
  return next;
}

/** The OrderSearch sent: what was typed (blank fields left out), then the page's fixed part over it. */
export function toOrderSearch(form: OrderSearchForm, fixed: FixedSearch = {}): OrderSearch {
  const search: OrderSearch = {};
  const sender = form.sender.trim();
  const beneficiary = form.beneficiary.trim();
  const orderId = digitsOnly(form.orderId);
  const phone = parseUsPhone(form.phone);
  if (sender) search.senderName = sender;
  if (beneficiary) search.beneficiaryName = beneficiary;
  if (orderId) search.orderId = orderId;
  if (form.status) search.status = form.status;
  if (form.type) search.type = form.type;
  if (form.from) search.paymentFrom = form.from;
  if (form.to) search.paymentTo = form.to;
  if (phone) search.telephone = phone;
  for (const [key, value] of Object.entries(fixed) as [keyof FixedSearch, string | null | undefined][]) {
    if (value) (search as Record<string, string>)[key] = value;
  }
  return search;
}

/** True when nothing is typed. */
export function isEmptySearch(form: OrderSearchForm): boolean {
  return Object.values(form).every((v) => v.trim() === '');
}
