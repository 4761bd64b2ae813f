import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import LogoutIcon from '@mui/icons-material/Logout';
import SecurityIcon from '@mui/icons-material/Security';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { lazy, Suspense, useState } from 'react';
import type { UserBadge_EmployeeFragment } from './UserBadge.generated';
import { LanguageSelect } from '../../ui/LanguageSelect';
import { LightTooltip } from '../../ui/LightTooltip';
import { initials, roleLabel } from './roles';
import { useLogout } from './useLogout';
import { useSaveLanguage } from './useSaveLanguage';
import { useTranslation } from '../../i18n';

// The security dialogs arrive when one is opened (docs/screens.md#weight).
const DevicesDialog = lazy(async () => ({ default: (await import('./SecurityDialogs')).DevicesDialog }));
const TwoStepDialog = lazy(async () => ({ default: (await import('./SecurityDialogs')).TwoStepDialog }));
const AccessTokensDialog = lazy(async () => ({ default: (await import('./SecurityDialogs')).AccessTokensDialog }));

/** The dialogs of the badge's security menu. */
type SecurityDialog = 'twoStep' | 'devices' | 'tokens';

/**
 * The signed-in user's badge: picture (or initials), name, role, the security menu ('Two-step verification',
 * 'Signed-in devices', 'Access tokens': docs/employees-and-access.md), Log out and the language choice
 * (kept by the browser and saved on the employee's record, docs/i18n.md).
 * `employee` is null while the viewer loads; the stored name is shown meanwhile.
 */
export function UserBadge({ employee, fallbackName }: { employee: UserBadge_EmployeeFragment | null; fallbackName?: string | undefined }) {
  const { t } = useTranslation();
  const { logout, loading } = useLogout();
  const saveLanguage = useSaveLanguage();
  const name = employee?.fullName ?? fallbackName ?? '';
  const [menu, setMenu] = useState<HTMLElement | null>(null);
  const [dialog, setDialog] = useState<SecurityDialog | null>(null);
  const open = (which: SecurityDialog) => {
    setMenu(null);
    setDialog(which);
  };
  return (
    <Box data-testid="user-badge" sx={{ display: 'flex', alignItems: 'center', gap: 1.5, px: 2, py: 1.5 }}>
      <Avatar src={employee?.profileImage ?? undefined} alt={name} sx={{ width: 44, height: 44 }}>
        {initials(name)}
      </Avatar>
      <Box sx={{ minWidth: 0, flex: 1 }}>
        <Typography variant="subtitle2" component="p" noWrap title={name}>
          {name}
        </Typography>
        {/*
          The role line carries the Security menu and Log out, so the name has the badge's whole width ('Administrator'
          read 'Administra…' beside them at 248 px). The buttons keep their 30 px target but take no more height than
          the caption's line (negative margins), so the sidebar still fits 1366×768 (docs/screens.md#sizes).
        */}
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
          <Typography variant="caption" color="text.secondary" noWrap component="p" sx={{ flex: 1, minWidth: 0 }}>
            {employee ? roleLabel(employee.role) : '\u00a0'}
          </Typography>
          <LightTooltip title={t('auth.security')}>
            <span>
              <IconButton
                size="small"
                aria-label={t('auth.security')}
                aria-haspopup="menu"
                onClick={(e) => setMenu(e.currentTarget)}
                sx={{ my: '-5px' }}
              >
                <SecurityIcon fontSize="small" />
              </IconButton>
            </span>
          </LightTooltip>
          <Menu anchorEl={menu} open={menu !== null} onClose={() => setMenu(null)}>
            <MenuItem onClick={() => open('twoStep')}>{t('auth.mfa.title')}</MenuItem>
            <MenuItem onClick={() => open('devices')}>{t('auth.devices.title')}</MenuItem>
            <MenuItem onClick={() => open('tokens')}>{t('auth.tokens.title')}</MenuItem>
          </Menu>
          <LightTooltip title={t('common.logOut')}>
            <span>
              <IconButton
                size="small"
                aria-label={t('common.logOut')}
                onClick={() => void logout()}
                disabled={loading}
                edge="end"
                sx={{ my: '-5px' }}
              >
                <LogoutIcon fontSize="small" />
              </IconButton>
            </span>
          </LightTooltip>
        </Box>
        <Box sx={{ mt: 0.5 }}>
          <LanguageSelect onChoose={(language) => void saveLanguage(language)} />
        </Box>
        {dialog ? (
          <Suspense fallback={null}>
            {dialog === 'twoStep' ? <TwoStepDialog open onClose={() => setDialog(null)} /> : null}
            {dialog === 'devices' ? <DevicesDialog open onClose={() => setDialog(null)} /> : null}
            {dialog === 'tokens' ? <AccessTokensDialog open onClose={() => setDialog(null)} /> : null}
          </Suspense>
        ) : null}
      </Box>
    </Box>
  );
}
