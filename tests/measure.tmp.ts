import { launchBrowser } from './e2e/support/browser.js';
import { signIn } from './e2e/support/session.js';
import { startStack } from './e2e/support/stack.js';
const stack = await startStack();
const browser = await launchBrowser();
try {
  const page = await (await browser.newContext({ viewport: { width: 1366, height: 768 } })).newPage();
  await signIn(page, stack.baseUrl, stack.adminEmail, stack.adminPassword);
  await page.waitForURL(/\/select$/);
  await page.goto(`${stack.baseUrl}/dashboard`);
  await page.locator('main h1').first().waitFor();
  await page.waitForLoadState('networkidle');
  console.log(await page.evaluate(() => {
    const paper = document.querySelector('.MuiDrawer-paper')!;
    const parts = Array.from(paper.firstElementChild!.children).map((c) => `${c.tagName}.${c.getAttribute('data-testid') ?? ''} ${Math.round(c.getBoundingClientRect().height)}`);
    const nav = document.querySelector('nav')!;
    const rows = Array.from(nav.querySelectorAll('li, [aria-expanded], p')).map((c) => `${(c.textContent ?? '').slice(0, 20)} ${Math.round(c.getBoundingClientRect().height)}`);
    return [...parts, `nav scroll ${nav.scrollHeight} client ${nav.clientHeight}`, ...rows].join('\n');
  }));
} finally {
  await browser.close();
  await stack.stop();
}
