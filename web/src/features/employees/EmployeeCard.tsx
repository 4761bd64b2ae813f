import Avatar from '@mui/material/Avatar';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import EditIcon from '@mui/icons-material/Edit';
import DevicesIcon from '@mui/icons-material/Devices';
import type { EmployeeCard_EmployeeFragment } from './EmployeeCard.generated';
import { initials, roleLabel } from '../auth/roles';
import { translate } from '../../i18n';

/**
 * One employee on /employees: picture or initials, name, email, role, Edit, Delete and Sessions (their signed-in
 * devices and second factor: docs/employees-and-access.md#sessions).
 */
export function EmployeeCard({
  employee,
  onEdit,
  onDelete,
  onSessions,
}: {
  employee: EmployeeCard_EmployeeFragment;
  onEdit: () => void;
  onDelete: () => void;
  onSessions?: () => void;
}) {
  return (
    <Card
      variant="outlined"
      data-testid="employee-card"
      aria-label={employee.fullName}
      component="article"
      sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}
    >
      <CardContent sx={{ flex: 1, textAlign: 'center' }}>
        <Avatar
          src={employee.profileImage ?? undefined}
          alt={employee.fullName}
          sx={{ width: 88, height: 88, mx: 'auto', mb: 1.5, fontSize: 32 }}
        >
          {initials(employee.fullName)}
        </Avatar>
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
          {employee.fullName}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {employee.email}
        </Typography>
        <Chip
          size="small"
          label={roleLabel(employee.role)}
          color={employee.role === 'ADMINISTRATOR' ? 'primary' : 'default'}
          sx={{ mt: 1 }}
        />
      </CardContent>
      <CardActions sx={{ justifyContent: 'center' }}>
        <Button size="small" startIcon={<EditIcon fontSize="small" />} onClick={onEdit}>
          {translate('staff.edit')}
        </Button>
        <Button size="small" color="error" startIcon={<DeleteOutlineIcon fontSize="small" />} onClick={onDelete}>
          {translate('staff.delete')}
        </Button>
        {onSessions ? (
          <Button size="small" startIcon={<DevicesIcon fontSize="small" />} onClick={onSessions}>
            {translate('auth.devices.sessions')}
          </Button>
        ) : null}
      </CardActions>
    </Card>
  );
}
