import { Fragment } from 'react';
import { NavLink } from 'react-router';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Typography from '@mui/material/Typography';
import type { Sidebar_AgencyFragment, UserBadge_EmployeeFragment } from '../../generated/graphql';
import { UserBadge } from '../../features/auth/UserBadge';
import { useTranslation } from 'react-i18next';
import type { NavItem, NavSection } from './navigation';

/**
 * The sidebar: user badge, the sections the user may open, and the agency's address and phone at
 * the foot. Links are <a> elements named by their text; modal entries are buttons.
 */
export function Sidebar(props: {
  sections: NavSection[];
  agency: Sidebar_AgencyFragment | null;
  employee: UserBadge_EmployeeFragment | null;
  fallbackName?: string | undefined;
  onAction: (action: NonNullable<NavItem['action']>) => void;
  onNavigate?: () => void;
}) {
  const { sections, agency, employee, fallbackName, onAction, onNavigate } = props;
  const { t } = useTranslation();
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', height: '100%' }}>
      <Box sx={{ px: 2, pt: 2 }}>
        <Typography variant="subtitle1" component="p" color="primary" sx={{ fontWeight: 700 }}>
          {agency?.name || t('common.appName')}
        </Typography>
      </Box>
      <UserBadge employee={employee} fallbackName={fallbackName} />
      <Divider />
      <Box component="nav" aria-label={t('nav.main')} sx={{ flex: 1, overflowY: 'auto' }}>
        {sections.map((section) => (
          <List
            key={section.title}
            subheader={
              <ListSubheader component="div" sx={{ lineHeight: '32px', bgcolor: 'background.paper' }}>
                {t(section.title)}
              </ListSubheader>
            }
          >
            {section.items.map((item) => (
              <Fragment key={item.label}>
                {item.to !== undefined ? (
                  <ListItemButton
                    component={NavLink}
                    to={item.to}
                    end
                    onClick={onNavigate}
                    sx={{ pl: 3, '&.active': { bgcolor: 'action.selected', color: 'primary.main', fontWeight: 600 } }}
                  >
                    <ListItemText primary={t(item.label)} />
                  </ListItemButton>
                ) : (
                  <ListItemButton
                    component="button"
                    onClick={() => onAction(item.action)}
                    sx={{ pl: 3, width: '100%', textAlign: 'left' }}
                  >
                    <ListItemText primary={t(item.label)} />
                  </ListItemButton>
                )}
              </Fragment>
            ))}
          </List>
        ))}
      </Box>
      <Divider />
      <Box component="footer" sx={{ px: 2, py: 1.5 }} aria-label={t('nav.agencyContact')}>
        <Typography variant="caption" color="text.secondary" component="address" sx={{ fontStyle: 'normal', display: 'block' }}>
          {agency?.address}
        </Typography>
        <Typography variant="caption" color="text.secondary" component="p">
          {agency?.phone}
        </Typography>
      </Box>
    </Box>
  );
}
