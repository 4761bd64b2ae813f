import { lazy, Suspense, useCallback, useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useOutlet } from 'react-router';
import type { ApolloClient } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import MenuIcon from '@mui/icons-material/Menu';
import { LayoutDocument } from './Layout.generated';
import { getUserInfo, storeAgencyTimeZone } from '../../features/auth/session';
import { removeDraftOutside } from '../../features/orders/draft';
import { rememberOrderList } from '../../features/orders/lastOrderList';
import { errorMessage } from '../../ui/errors';
import { useNotify } from '../../ui/notify';
import { MAIN_ID, SkipLink, useFocusHeadingOnRouteChange } from '../../ui/routeFocus';
import { Sidebar } from './Sidebar';
import { sidebarSections, type NavAction } from './navigation';
import { useTranslation } from '../../i18n';
import { startEachInItsOwnTask } from '../../apollo/startQueries';
import { useLiveUpdates } from '../../features/live/useLiveUpdates';
import { LiveStatusIndicator } from '../../features/live/LiveStatusIndicator';

const DRAWER_WIDTH = 248;

// The sidebar's two dialogs (and the form code they use) arrive when first opened, not with the
// signed-in frame (docs/screens.md#weight).
const ChangePasswordDialog = lazy(async () => ({
  default: (await import('../../features/auth/ChangePasswordDialog')).ChangePasswordDialog,
}));
const OrdersReportDialog = lazy(async () => ({ default: (await import('./OrdersReportDialog')).OrdersReportDialog }));

/**
 * Starts the frame's query (the agency's name and contact, the user's badge and role) as the
 * signed-in frame is entered, before it renders (`web/src/router.tsx`, docs/screens.md#weight).
 */
export function startQueries(client: ApolloClient): void {
  startEachInItsOwnTask([() => client.query({ query: LayoutDocument, fetchPolicy: 'network-only' })]);
}

/**
 * The signed-in shell: a sidebar (permanent on wide screens, a drawer on narrow ones) and the
 * screen. Inside /investments the sidebar shows that area's items (docs/investments.md). 'Skip to
 * content' is the first Tab stop, and each change of screen moves focus to its heading
 * (ui/routeFocus, docs/screens.md#accessibility). The screens follow other counters' changes as they
 * happen, and a small indicator says when that has paused (docs/live-updates.md "The web").
 */
export default function Layout() {
  const { t } = useTranslation();
  const theme = useTheme();
  const wide = useMediaQuery(theme.breakpoints.up('md'));
  const location = useLocation();
  const notify = useNotify();
  const [mobileOpen, setMobileOpen] = useState(false);
  const [dialog, setDialog] = useState<NavAction | null>(null);
  // A dialog once opened stays mounted, so it closes with its transition as before.
  const [opened, setOpened] = useState<Partial<Record<NavAction, true>>>({});
  // Asked for as the frame is entered (startQueries): read from the cache here.
  const { data, error } = useQuery(LayoutDocument, { fetchPolicy: 'cache-first' });
  // At the first visit the frame is drawn first and the screen a task later, rather than both in
  // one long task (docs/screens.md#weight); afterwards the screen follows each navigation at once.
  const screen = useDeferredValue(useOutlet(), null);
  const main = useRef<HTMLElement>(null);
  useFocusHeadingOnRouteChange(main);

  useEffect(() => {
    if (error) notify.error(errorMessage(error));
  }, [error, notify]);

  // Every instant on screen is written in the agency's zone (formatDateTime): keep it as the server says it.
  const agencyTimeZone = data?.agency.timeZone;
  useEffect(() => {
    if (agencyTimeZone) storeAgencyTimeZone(agencyTimeZone);
  }, [agencyTimeZone]);

  // Spec docs/orders.md#statuses: every page but the new-order flow drops the new-order draft. Spec docs/orders.md#screens: the order
  // detail's Back returns to the last order list, remembered here.
  useEffect(() => {
    removeDraftOutside(location.pathname);
    rememberOrderList(location.pathname, location.search);
  }, [location.pathname, location.search]);

  const userInfo = getUserInfo();
  const isAdministrator = data?.viewer.isAdministrator ?? userInfo?.highestRole === 'ADMINISTRATOR';
  // The alerts' events only once the server has said this is an administrator (an employee may not subscribe).
  useLiveUpdates({ isAdministrator: data?.viewer.isAdministrator === true });
  const area = location.pathname.startsWith('/investments') ? 'investments' : 'currency';
  const fullHeight = location.pathname === '/playground';

  // Stable, so the frame's reply re-renders the sidebar's agency and badge but not its sections.
  const sections = useMemo(() => sidebarSections(area, isAdministrator), [area, isAdministrator]);
  const onAction = useCallback((action: NavAction) => {
    setMobileOpen(false);
    setOpened((was) => ({ ...was, [action]: true }));
    setDialog(action);
  }, []);
  const onNavigate = useCallback(() => setMobileOpen(false), []);
  const sidebar = (
    <Sidebar
      sections={sections}
      agency={data?.agency ?? null}
      employee={data?.viewer.employee ?? null}
      fallbackName={userInfo?.fullName}
      onAction={onAction}
      onNavigate={onNavigate}
    />
  );

  return (
    <Box sx={{ display: 'flex', minHeight: '100vh' }}>
      <SkipLink />
      {wide ? (
        <Drawer
          variant="permanent"
          sx={{ width: DRAWER_WIDTH, flexShrink: 0, '& .MuiDrawer-paper': { width: DRAWER_WIDTH, boxSizing: 'border-box' } }}
        >
          {sidebar}
        </Drawer>
      ) : (
        <>
          <AppBar position="fixed" elevation={0}>
            <Toolbar variant="dense">
              <IconButton color="inherit" edge="start" aria-label={t('common.openMenu')} onClick={() => setMobileOpen(true)}>
                <MenuIcon />
              </IconButton>
              <Typography variant="subtitle1" component="p" sx={{ ml: 1 }}>
                {data?.agency.name || t('common.appName')}
              </Typography>
            </Toolbar>
          </AppBar>
          <Drawer
            variant="temporary"
            open={mobileOpen}
            onClose={() => setMobileOpen(false)}
            sx={{ '& .MuiDrawer-paper': { width: DRAWER_WIDTH, boxSizing: 'border-box' } }}
          >
            {sidebar}
          </Drawer>
        </>
      )}
      <Box
        component="main"
        id={MAIN_ID}
        ref={main}
        sx={{
          flex: 1,
          minWidth: 0,
          p: fullHeight ? 0 : { xs: 2, md: 3 },
          // The playground fills the window below the app bar (48 px, the dense toolbar's height).
          pt: fullHeight && !wide ? 6 : undefined,
          height: fullHeight ? '100vh' : undefined,
        }}
      >
        {/* As tall as the fixed app bar, so nothing of the screen starts under it (docs/screens.md#sizes). */}
        {wide || fullHeight ? null : <Toolbar variant="dense" aria-hidden sx={{ flexShrink: 0 }} />}
        {screen}
      </Box>
      <LiveStatusIndicator />
      <Suspense fallback={null}>
        {opened.changePassword ? <ChangePasswordDialog open={dialog === 'changePassword'} onClose={() => setDialog(null)} /> : null}
        {opened.ordersReport ? <OrdersReportDialog open={dialog === 'ordersReport'} onClose={() => setDialog(null)} /> : null}
      </Suspense>
    </Box>
  );
}
