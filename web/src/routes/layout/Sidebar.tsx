import { useState } from 'react';
import { NavLink, useLocation } from 'react-router';
import Box from '@mui/material/Box';
import Collapse from '@mui/material/Collapse';
import Divider from '@mui/material/Divider';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import type { Sidebar_AgencyFragment, UserBadge_EmployeeFragment } from '../../generated/graphql';
import { UserBadge } from '../../features/auth/UserBadge';
import { useTranslation } from 'react-i18next';
import type { NavItem, NavSection } from './navigation';

/** Whether `section` holds the screen at `pathname` (its group starts open). */
function holds(section: NavSection, pathname: string): boolean {
  return section.items.some((item) => item.to === pathname);
}

/**
 * The sidebar: user badge, the sections the user may open, and the agency's address and phone at
 * the foot. Each section is a group that opens and closes (a button with aria-expanded); the first
 * group (Orders, Investments) and the group of the screen on show start open, and a section of one
 * entry is always open, so the whole
 * sidebar fits a 1366×768 screen (docs/screens.md#sizes). Links are <a> elements named by their
 * text, modal entries are buttons, each in its own <li> (docs/screens.md#accessibility).
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
  const { pathname } = useLocation();
  // The groups the user opened or closed; the others follow the screen on show.
  const [toggled, setToggled] = useState<Record<string, boolean>>({});
  const firstGroup = sections.find((section) => section.items.length > 1);
  const isOpen = (section: NavSection) =>
    section.items.length === 1 || (toggled[section.title] ?? (section === firstGroup || holds(section, pathname)));

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', height: '100%' }}>
      <Box sx={{ px: 2, pt: 1.5 }}>
        <Typography variant="subtitle1" component="p" color="primary" sx={{ fontWeight: 700 }}>
          {agency?.name || t('common.appName')}
        </Typography>
      </Box>
      <UserBadge employee={employee} fallbackName={fallbackName} />
      <Divider />
      <Box component="nav" aria-label={t('nav.main')} sx={{ flex: 1, overflowY: 'auto', py: 0.5 }}>
        {sections.map((section, index) => {
          const open = isOpen(section);
          const listId = `sidebar-group-${index}`;
          const single = section.items.length === 1;
          return (
            <Box key={section.title}>
              {single ? (
                <Typography id={`${listId}-title`} variant="overline" component="p" color="text.secondary" sx={{ px: 2, lineHeight: '28px', display: 'block' }}>
                  {t(section.title)}
                </Typography>
              ) : (
                <ListItemButton
                  id={`${listId}-title`}
                  aria-expanded={open}
                  aria-controls={listId}
                  onClick={() => setToggled((was) => ({ ...was, [section.title]: !open }))}
                  sx={{ px: 2, py: 0, minHeight: 28, color: 'text.secondary' }}
                >
                  <ListItemText primary={t(section.title)} slotProps={{ primary: { variant: 'overline', sx: { lineHeight: '28px' } } }} sx={{ my: 0 }} />
                  {open ? <ExpandLess fontSize="small" /> : <ExpandMore fontSize="small" />}
                </ListItemButton>
              )}
              <Collapse in={open} timeout="auto">
                <List id={listId} aria-labelledby={`${listId}-title`} disablePadding>
                  {section.items.map((item) => (
                    <ListItem key={item.label} disablePadding>
                      {item.to !== undefined ? (
                        <ListItemButton
                          component={NavLink}
                          to={item.to}
                          end
                          onClick={onNavigate}
                          sx={{ pl: 3, py: 0.25, '&.active': { bgcolor: 'action.selected', color: 'primary.main', fontWeight: 600 } }}
                        >
                          <ListItemText primary={t(item.label)} sx={{ my: 0.25 }} />
                        </ListItemButton>
                      ) : (
                        <ListItemButton component="button" onClick={() => onAction(item.action)} sx={{ pl: 3, py: 0.25, width: '100%', textAlign: 'left' }}>
                          <ListItemText primary={t(item.label)} sx={{ my: 0.25 }} />
                        </ListItemButton>
                      )}
                    </ListItem>
                  ))}
                </List>
              </Collapse>
            </Box>
          );
        })}
      </Box>
      <Divider />
      <Box component="footer" sx={{ px: 2, py: 1 }} aria-label={t('nav.agencyContact')}>
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
