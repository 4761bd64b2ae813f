/**
 * A session's browser and system in words ('Chrome 131 on Windows 10'), read from its User-Agent header with bowser
 * (a maintained parser: docs/employees-and-access.md#sessions). Scripts' agents (curl, node) read as themselves.
 */
import Bowser from 'bowser';

/** 'Browser version on System version', as much of it as the agent tells; null for no or an unreadable agent. */
export function deviceName(userAgent: string | null | undefined): string | null {
  if (!userAgent) return null;
  const parsed = Bowser.parse(userAgent);
  const major = parsed.browser.version?.split('.')[0];
  const browser = parsed.browser.name ? [parsed.browser.name, major].filter(Boolean).join(' ') : null;
  const osName = parsed.os.name;
  const os = osName ? [osName, parsed.os.versionName ?? parsed.os.version].filter(Boolean).join(' ') : null;
  if (browser && os) return `${browser} / ${os}`;
  return browser ?? os ?? (userAgent.split(/[\s/]/)[0] || null);
}
