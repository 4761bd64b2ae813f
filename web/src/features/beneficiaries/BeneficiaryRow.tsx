import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import type { BeneficiaryRow_BeneficiaryFragment } from './BeneficiaryRow.generated';
import { formatBrPhone } from '../../ui/phone';
import { payoutTypeLabel } from './payout';
import { formatTaxId } from '../../ui/format';
import { NAME_CELL, shownFrom } from '../../ui/tableStyles';

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

/**
 * Where each secondary column shows from (docs/screens.md#sizes): on a phone the id and the name only,
 * on a tablet also the CPF, city and payout; the beneficiary's window has everything.
 */
export const BENEFICIARY_COLUMN_FROM: Partial<Record<(typeof BENEFICIARY_COLUMNS)[number], ReturnType<typeof shownFrom>>> = {
  'people.cpf': shownFrom('sm'),
  'people.telephone': shownFrom('md'),
  'people.city': shownFrom('sm'),
  'people.state': shownFrom('md'),
  'people.payoutType': shownFrom('sm'),
};

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
      <TableCell sx={{ fontWeight: 600, ...NAME_CELL }}>{beneficiary.fullName}</TableCell>
      <TableCell sx={{ ...BENEFICIARY_COLUMN_FROM['people.cpf'], whiteSpace: 'nowrap' }}>{formatTaxId(beneficiary.cpf)}</TableCell>
      <TableCell sx={{ ...BENEFICIARY_COLUMN_FROM['people.telephone'], whiteSpace: 'nowrap' }}>
        {formatBrPhone(beneficiary.telephone ?? '')}
      </TableCell>
      <TableCell sx={BENEFICIARY_COLUMN_FROM['people.city']}>{beneficiary.city}</TableCell>
      <TableCell sx={BENEFICIARY_COLUMN_FROM['people.state']}>{beneficiary.state}</TableCell>
      <TableCell sx={BENEFICIARY_COLUMN_FROM['people.payoutType']}>{payoutTypeLabel(beneficiary.payoutType)}</TableCell>
    </TableRow>
  );
}
