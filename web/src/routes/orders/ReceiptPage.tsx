import { useEffect } from 'react';
import { useParams } from 'react-router';
import { useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import GlobalStyles from '@mui/material/GlobalStyles';
import PrintIcon from '@mui/icons-material/Print';
import { ReceiptDocument, type ReceiptQuery } from '../../features/orders/orders.generated';
import { payoutTypeLabel } from '../../features/beneficiaries/payout';
import { removeDraftOutside } from '../../features/orders/draft';
import { bothOf, cancellationStatement, paymentWarning, receiptDisclosures, receiptLabel } from '../../features/orders/receiptText';
import { statusLabel } from '../../features/orders/status';
import { paymentMethodLabel } from '../../features/orders/transfer';
import { errorMessage } from '../../ui/errors';
import { formatBrl, formatDate, formatDateTime, formatPixKey, formatRate, formatUsd, formatTaxId } from '../../ui/format';
import { Loading } from '../../ui/Loading';
import { formatBrPhone, formatUsPhone } from '../../ui/phone';
import { translate, type Language } from '../../i18n';

type Receipt = ReceiptQuery['receipt'];

const PRINT_CSS = `
@page { size: auto; margin: 7mm 9mm; }
@media print {
  html, body { background: #fff !important; }
  .receipt-sheet { padding: 0 !important; max-width: none !important; box-shadow: none !important; font-size: 8.5pt !important; line-height: 1.22 !important; }
  .receipt-copy { break-inside: avoid; page-break-inside: avoid; }
  .receipt-copy h2 { font-size: 11pt !important; }
  .receipt-copy h3 { font-size: 8pt !important; }
  /* The disclosures and signatures: 8 pt at least, legible on paper (docs/screens.md#print). */
  .receipt-small { font-size: 8pt !important; line-height: 1.15 !important; }
  .receipt-signatures { margin-top: 3.5mm !important; }
}
`;

/**
 * /receipt/:id (docs/orders.md#screens, #receipts, #amounts): a print-ready sheet outside the app
 * layout with two identical copies separated by a dotted divider, each with the agency, the parties,
 * the amounts, the payment lines, the delivery method, the employee, the payment-date warning and
 * the client's disclosures in Portuguese and English. A cancelled order's receipt is a cancellation
 * receipt (12 CFR 1005.34): its title says so, it states when it was cancelled (in the agency's time
 * zone) and the refund in USD of the amount and of the fee, and it promises no payout (no payment
 * date, amount received nor date available).
 */
export default function ReceiptPage() {
  const { id = '' } = useParams();
  const { data, error, loading } = useQuery(ReceiptDocument, { variables: { orderId: id }, fetchPolicy: 'network-only' });

  useEffect(() => {
    removeDraftOutside(`/receipt/${id}`);
    document.title = translate(data?.receipt.cancellation ? 'orders.cancellationReceiptTitle' : 'orders.receiptTitle', { id });
  }, [id, data]);

  if (!data) {
    if (loading) return <Loading label={translate('orders.loadingReceipt')} />;
    return (
      <Box sx={{ p: 3 }}>
        <Alert severity="error" role="alert">
          {translate('orders.receiptFailed', { message: errorMessage(error) })}
        </Alert>
      </Box>
    );
  }

  return (
    <>
      <GlobalStyles styles={PRINT_CSS} />
      <Box
        className="receipt-sheet"
        sx={{ maxWidth: '8.5in', mx: 'auto', p: 3, bgcolor: '#fff', color: '#000', fontSize: '9.5pt', lineHeight: 1.3 }}
      >
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', mb: 2, displayPrint: 'none' }}>
          <Button variant="contained" startIcon={<PrintIcon />} onClick={() => window.print()}>
            {translate('common.print')}
          </Button>
        </Box>
        <ReceiptCopy receipt={data.receipt} />
        <Box
          role="separator"
          data-testid="receipt-divider"
          sx={{ borderTop: '2px dotted #000', my: '5mm', '@media print': { my: '3mm' } }}
        />
        <ReceiptCopy receipt={data.receipt} />
      </Box>
    </>
  );
}

const small = { fontSize: '8pt' } as const;

function Row({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
      <Box component="span" sx={{ minWidth: 0 }}>
        {label}
      </Box>
      {/* An amount never breaks across lines, even where long words may (a phone's width): its label gives way. */}
      <Box component="strong" data-testid={testId} sx={{ textAlign: 'right', whiteSpace: 'nowrap' }}>
        {value}
      </Box>
    </Box>
  );
}

function Heading({ children }: { children: string }) {
  return (
    <Box
      component="h3"
      sx={{ fontSize: '9pt', fontWeight: 700, m: 0, mb: '1mm', borderBottom: '1px solid #999', textTransform: 'uppercase' }}
    >
      {children}
    </Box>
  );
}

function ReceiptCopy({ receipt }: { receipt: Receipt }) {
  const { agency, order, sender, beneficiary, paymentLines, deliveryMethod, cancellation } = receipt;
  // The figure rows keep the English forms under their bilingual labels; the sentences write each
  // language's own (receiptText).
  const paymentDate = formatDate(order.paymentDate, 'en');
  const amountBrl = formatBrl(order.amountBrl, 'en');
  const warning = paymentWarning(order.paymentDate);
  const disclosures = receiptDisclosures(
    { paymentDate: order.paymentDate, amountBrl: order.amountBrl, agencyName: agency.name, agencyPhone: agency.phone },
    { cancelled: cancellation !== null && cancellation !== undefined },
  );
  const delivery =
    deliveryMethod.method === 'BANK_DEPOSIT'
      ? [
          deliveryMethod.bankName ? `${receiptLabel('bank')}: ${deliveryMethod.bankName}` : null,
          deliveryMethod.branch ? `${receiptLabel('branch')}: ${deliveryMethod.branch}` : null,
          deliveryMethod.accountNumber ? `${receiptLabel('account')}: ${deliveryMethod.accountNumber}` : null,
        ]
          .filter(Boolean)
          .join(' · ')
      : deliveryMethod.method === 'PIX'
        ? `${receiptLabel('pixKey')}: ${formatPixKey(deliveryMethod.pix)}`
        : (deliveryMethod.pix ?? '');

  return (
    <Box
      component="article"
      className="receipt-copy"
      data-testid="receipt-copy"
      aria-label={translate('orders.receiptTitle', { id: order.id })}
    >
      <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'flex-start', gap: 2, mb: '2mm' }}>
        <div>
          <Box component="h2" sx={{ fontSize: '13pt', m: 0 }}>
            {agency.name}
          </Box>
          <div>{agency.address}</div>
          <div>{agency.phone}</div>
        </div>
        <Box sx={{ textAlign: 'right' }}>
          <Box component="strong" sx={{ fontSize: '11pt' }} data-testid="receipt-title">
            {receiptLabel(cancellation ? 'cancellationTitle' : 'title')} #{order.id}
          </Box>
          <div>
            {receiptLabel('date')}: {formatDate(order.creationDate, 'en')}
          </div>
          {cancellation ? null : (
            <div>
              {receiptLabel('paymentDateLabel')}: {paymentDate}
            </div>
          )}
        </Box>
      </Box>

      {/* Two equal columns that a long word (an e-mail Pix key, a pasted name) wraps inside rather than widen past a phone's screen. */}
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)',
          columnGap: '6mm',
          rowGap: '2mm',
          overflowWrap: 'anywhere',
        }}
      >
        <section>
          <Heading>{receiptLabel('sender')}</Heading>
          <div>
            <strong>{sender.fullName}</strong>
          </div>
          <div>{sender.streetAddress}</div>
          <div>{[sender.city, sender.state, sender.country].filter(Boolean).join(', ')}</div>
          <div>Tel: {formatUsPhone(sender.telephone)}</div>
          <div>CPF: {formatTaxId(sender.cpf)}</div>
        </section>
        <section>
          <Heading>{receiptLabel('beneficiary')}</Heading>
          <div>
            <strong>{beneficiary.fullName}</strong>
          </div>
          <div>{[beneficiary.city, beneficiary.state].filter(Boolean).join(', ')}</div>
          <div>Tel: {beneficiary.telephone ? formatBrPhone(beneficiary.telephone) : '—'}</div>
          <div>CPF: {formatTaxId(beneficiary.cpf)}</div>
        </section>
        <section>
          <Heading>{receiptLabel('transaction')}</Heading>
          <Row label={receiptLabel('amountUsd')} value={formatUsd(order.amountUsd, 'en')} testId="receipt-amount-usd" />
          <Row label={receiptLabel('fee')} value={formatUsd(order.fee, 'en')} testId="receipt-fee" />
          <Row label={receiptLabel('totalWithFee')} value={formatUsd(order.totalWithFee, 'en')} testId="receipt-total-with-fee" />
          <Row label={receiptLabel('exchangeRate')} value={formatRate(order.exchangeRate, 'en')} testId="receipt-exchange-rate" />
          <Row label={receiptLabel('amountBrl')} value={amountBrl} testId="receipt-amount-brl" />
        </section>
        <section>
          <Heading>{receiptLabel('payment')}</Heading>
          {paymentLines.map((line, i) => (
            <Row
              key={i}
              label={bothOf({ pt: paymentMethodLabel(line.method, 'pt-BR'), en: paymentMethodLabel(line.method, 'en') })}
              value={formatUsd(line.value, 'en')}
            />
          ))}
          <Row
            label={receiptLabel('status')}
            value={bothOf({
              pt: statusLabel(order.status, { paid: true, language: 'pt-BR' }),
              en: statusLabel(order.status, { paid: true, language: 'en' }),
            })}
            testId="receipt-status"
          />
          <Box sx={{ mt: '1mm' }}>
            <strong>
              {receiptLabel('delivery')}:{' '}
              {bothOf({ pt: payoutTypeLabel(deliveryMethod.method, 'pt-BR'), en: payoutTypeLabel(deliveryMethod.method, 'en') })}
            </strong>
            {delivery ? <div data-testid="receipt-delivery">{delivery}</div> : null}
          </Box>
          <div>
            {receiptLabel('employee')}: {receipt.employeeName}
          </div>
        </section>
      </Box>

      {cancellation ? (
        <Box sx={{ mt: '2mm', p: '1mm 1.5mm', border: '2px solid #000', fontWeight: 700 }} data-testid="receipt-cancellation">
          {(() => {
            const both = (format: (language: Language) => string) => ({ pt: format('pt-BR'), en: format('en') });
            const statement = cancellationStatement({
              cancelledAt: both((language) => formatDateTime(cancellation.cancelledAt, agency.timeZone, language)),
              timeZone: agency.timeZone,
              refund: both((language) => formatUsd(cancellation.refund, language)),
              amountUsd: both((language) => formatUsd(order.amountUsd, language)),
              fee: both((language) => formatUsd(order.fee, language)),
            });
            return (
              <>
                <div lang="pt-BR">{statement.pt}</div>
                <div lang="en">{statement.en}</div>
                <div>
                  {receiptLabel('employee')}: {cancellation.cancelledBy}
                </div>
              </>
            );
          })()}
        </Box>
      ) : (
        <Box sx={{ mt: '2mm', p: '1mm 1.5mm', border: '1px solid #000', fontWeight: 700 }} data-testid="receipt-warning">
          <div lang="pt-BR">{warning.pt}</div>
          <div lang="en">{warning.en}</div>
        </Box>
      )}
      <Box component="ul" className="receipt-small" sx={{ ...small, m: 0, mt: '1.5mm', pl: '4mm' }}>
        {disclosures.map((d) => (
          <li key={d.en}>
            <span lang="pt-BR">{d.pt}</span> <em lang="en">{d.en}</em>
          </li>
        ))}
      </Box>
      <Box
        className="receipt-small receipt-signatures"
        sx={{ display: 'flex', justifyContent: 'space-between', gap: 4, mt: '5mm', ...small }}
      >
        <Box sx={{ flex: 1, borderTop: '1px solid #000', pt: '0.5mm' }}>{receiptLabel('clientSignature')}</Box>
        <Box sx={{ flex: 1, borderTop: '1px solid #000', pt: '0.5mm' }}>{receiptLabel('employee')}</Box>
      </Box>
    </Box>
  );
}
