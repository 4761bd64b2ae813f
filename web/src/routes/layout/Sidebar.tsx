import { memo, useState } from 'react';
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
import type { UserBadge_EmployeeFragment } from '../../features/auth/UserBadge.generated';
import type { Sidebar_AgencyFragment } from './Sidebar.generated';
import { UserBadge } from '../../features/auth/UserBadge';
import type { NavAction, NavSection } from './navigation';
import { useTranslation } from '../../i18n';

/** Whether `section` holds the screen at `pathname` (its group starts open). */
function holds(section: NavSection, pathname: string): boolean {
  return section.items.some((item) => item.to === pathname);
}

/**
 * The sidebar: user badge, the sections the user may open, and the agency's address and phone at
 * the foot. A section of several entries is a group that opens and closes (a button with
 * aria-expanded), one at a time: the group of the screen on show, else the first (Orders,
 * Investments), starts open; a section of one entry is always open. Rows are 26 px (at least the
 * 24 px target of WCAG 2.2), so the whole
 * sidebar fits a 1366×768 screen (docs/screens.md#sizes). Links are <a> elements named by their
 * text, modal entries are buttons, each in its own <li> (docs/screens.md#accessibility).
 */
export function Sidebar(props: {
  sections: NavSection[];
  agency: Sidebar_AgencyFragment | null;
  employee: UserBadge_EmployeeFragment | null;
  fallbackName?: string | undefined;
  onAction: (action: NavAction) => void;
  onNavigate?: (() => void) | undefined;
}) {
  const { sections, agency, employee, fallbackName, onAction, onNavigate } = props;
  const { t } = useTranslation();

  return (
    // An <aside> landmark: the agency's name and the user badge are inside a landmark too.
    <Box component="aside" sx={{ display: 'flex', flexDirection: 'column', height: '100%' }}>
      <Box sx={{ px: 2, pt: 1.5 }}>
        <Typography variant="subtitle1" component="p" color="primary" sx={{ fontWeight: 700 }}>
          {agency?.name || t('common.appName')}
        </Typography>
      </Box>
      <UserBadge employee={employee} fallbackName={fallbackName} />
      <Divider />
      <Navigation sections={sections} onAction={onAction} onNavigate={onNavigate} />
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

/**
 * The sidebar's sections (the bulk of the signed-in frame). Memoized: the frame's reply (agency,
 * badge) re-renders the sidebar without it, and a closed group's entries are not rendered at all,
 * so the first signed-in screen draws less in its longest task (docs/screens.md#weight). Pass it
 * stable `sections` and handlers.
 */
const Navigation = memo(function Navigation(props: {
  sections: NavSection[];
  onAction: (action: NavAction) => void;
  onNavigate?: (() => void) | undefined;
}) {
  const { sections, onAction, onNavigate } = props;
  const { t } = useTranslation();
  const { pathname } = useLocation();
  // One group of several entries is open at a time: the one the user opened (null: they closed
  // it), else the one holding the screen on show, else the first (Orders, Investments).
  const [chosen, setChosen] = useState<string | null | undefined>(undefined);
  const groups = sections.filter((section) => section.items.length > 1);
  const followed = (groups.find((section) => holds(section, pathname)) ?? groups[0])?.title ?? null;
  const openGroup = chosen === undefined ? followed : chosen;
  const isOpen = (section: NavSection) => section.items.length === 1 || section.title === openGroup;

  return (
    <Box component="nav" aria-label={t('nav.main')} sx={{ flex: 1, overflowY: 'auto', py: 0.5 }}>
      {sections.map((section, index) => {
        const open = isOpen(section);
        const listId = `sidebar-group-${index}`;
        const single = section.items.length === 1;
        return (
          <Box key={section.title}>
            {single ? (
              <Typography
                id={`${listId}-title`}
                variant="overline"
                component="p"
                color="text.secondary"
                sx={{ px: 2, lineHeight: '26px', display: 'block' }}
              >
                {t(section.title)}
              </Typography>
            ) : (
              <ListItemButton
                id={`${listId}-title`}
                aria-expanded={open}
                aria-controls={listId}
                onClick={() => setChosen(open ? null : section.title)}
                sx={{ px: 2, py: 0, minHeight: 26, color: 'text.secondary' }}
              >
                <ListItemText
                  primary={t(section.title)}
                  slotProps={{ primary: { variant: 'overline', sx: { lineHeight: '26px' } } }}
                  sx={{ my: 0 }}
                />
                {open ? <ExpandLess fontSize="small" /> : <ExpandMore fontSize="small" />}
              </ListItemButton>
            )}
            <Collapse in={open} timeout="auto" unmountOnExit>
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
                        <ListItemText primary={t(item.label)} sx={{ my: 0.125 }} />
                      </ListItemButton>
                    ) : (
                      <ListItemButton
                        component="button"
                        onClick={() => onAction(item.action)}
                        sx={{ pl: 3, py: 0.25, width: '100%', textAlign: 'left' }}
                      >
                        <ListItemText primary={t(item.label)} sx={{ my: 0.125 }} />
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
  );
});
