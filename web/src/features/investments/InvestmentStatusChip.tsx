import Chip from '@mui/material/Chip';
import type { InvestmentStatus } from '../../generated/graphql';
import { investmentStatusColor, investmentStatusLabel } from './status';

/** An investment's status as a chip. */
export function InvestmentStatusChip({ status }: { status: InvestmentStatus }) {
  return <Chip data-testid="investment-status" label={investmentStatusLabel(status)} color={investmentStatusColor(status)} size="small" />;
}
