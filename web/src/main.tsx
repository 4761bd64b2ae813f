/**
 * The web app's entry (docs/screens.md#weight). The first download runs in three tasks rather than
 * one: this entry with MUI's core and the theme (the `mui-core` chunk it imports), then React DOM,
 * React Router and the app's frame (`app.tsx`), then the route table with /login (`router.tsx`, whose
 * first navigation starts as it is run). The page preloads all three (web/build/signedInPage.ts), so
 * no stage waits on a download, and the browser may paint or handle a tap between them: on
 * Lighthouse's phone the code ran as one task of 200-350 ms.
 */
import { hasSession, loadDateFormatData } from './features/auth/session';

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');

// A signed-in clerk's first screen formats dates in the agency's time zone: the runtime's date data
// is loaded now, in a task of its own while that screen's code downloads (docs/screens.md#weight).
if (hasSession()) setTimeout(loadDateFormatData, 0);

/** Settles in a task of its own, after what the browser has queued. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

void (async () => {
  await nextTask();
  const { mount } = await import('./app');
  await nextTask();
  const { router } = await import('./router');
  mount(root, router);
})();
