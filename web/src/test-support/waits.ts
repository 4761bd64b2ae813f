/**
 * Setup of the web unit tests: in the screen tests (jsdom), Testing Library's findBy and waitFor wait
 * up to 10 s for a screen to show what the test awaits (its default is 1 s). A screen rendered
 * through Apollo and MUI in jsdom took longer than that on a busy 2-core host with two test files at
 * a time; a screen that never shows it still fails, only later. The node-environment tests do not
 * load Testing Library for it.
 */
export {};

if (typeof document !== 'undefined') {
  const { configure } = await import('@testing-library/react');
  configure({ asyncUtilTimeout: 10_000 });
}
