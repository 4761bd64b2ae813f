import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import type { BeneficiaryRow_BeneficiaryFragment } from './BeneficiaryRow.generated';
import { formatBrPhone } from '../../ui/phone';
import { payoutTypeLabel } from './payout';
import { formatTaxId } from '../../ui/format';

/** The column headings of BeneficiaryRow. */
/** The list's column headings, as catalogue keys. */
export const BENEFICIARY_COLUMNS = [
  'csv.id',
  'people.fullName',
  'people.cpf',
  'people.telephone',
  'people.city',
  'people.state',
  'people.payoutType',
] as const;

/** One beneficiary on /beneficiaries; clicking (or Enter) opens the beneficiary modal. */
export function BeneficiaryRow({ beneficiary, onOpen }: { beneficiary: BeneficiaryRow_BeneficiaryFragment; onOpen: () => void }) {
  return (
    <TableRow
      hover
      data-testid="beneficiary-row"
      tabIndex={0}
      aria-label={beneficiary.fullName}
      onClick={onOpen}
      onKeyDown={(e) => {
        if (e.key === 'Enter' || e.key === ' ') {
          e.preventDefault();
          onOpen();
        }
      }}
      sx={{ cursor: 'pointer' }}
    >
      <TableCell>{beneficiary.id}</TableCell>
      <TableCell sx={{ fontWeight: 600 }}>{beneficiary.fullName}</TableCell>
      <TableCell>{formatTaxId(beneficiary.cpf)}</TableCell>
      <TableCell>{formatBrPhone(beneficiary.telephone ?? '')}</TableCell>
      <TableCell>{beneficiary.city}</TableCell>
      <TableCell>{beneficiary.state}</TableCell>
      <TableCell>{payoutTypeLabel(beneficiary.payoutType)}</TableCell>
    </TableRow>
  );
}
