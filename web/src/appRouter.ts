/**
 * The app's router, registered by router.tsx as it is made, for the modules router.tsx itself loads:
 * the session's Apollo Client sends the user to /login when the session ends (docs/errors.md) and
 * reads the router here instead of importing router.tsx back (an import cycle).
 */
import type { createBrowserRouter } from 'react-router';

/** The router createBrowserRouter made. */
export type AppRouter = ReturnType<typeof createBrowserRouter>;

let current: AppRouter | null = null;

/** Registers the app's router (router.tsx, once). */
export function setAppRouter(router: AppRouter): void {
  current = router;
}

/** The app's router, or null before router.tsx made it (nothing to navigate yet). */
export function appRouter(): AppRouter | null {
  return current;
}
