/**
 * axe-core's audit of the screen a page shows, for the accessibility suites (docs/screens.md#accessibility):
 * WCAG 2.1 A and AA plus best practices, the serious and critical violations and the lesser ones the
 * earlier audit fixed (ALSO_CHECKED).
 *
 * axe runs in the page itself, injected once per document: @axe-core/playwright's AxeBuilder injects
 * axe's 550 KB again at every analyze() and finishes each run in a new blank tab, 2.3 s a screen at
 * load 15 against 0.3 s for the same rules here. A page with frames is audited by AxeBuilder, which
 * audits inside them too. Only violations are gathered (`resultTypes`): every rule still runs.
 */
import { AxeBuilder } from '@axe-core/playwright';
import type { AxeResults, Result } from 'axe-core';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

/** The axe-core that @axe-core/playwright itself injects (its dependency, so the same version). */
const axeSource = (createRequire(createRequire(import.meta.url).resolve('@axe-core/playwright'))('axe-core') as { source: string }).source;

/** The rule sets audited. */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

/** Rules of lesser impact that the earlier audit found and that stay fixed: content outside landmarks, skipped heading levels. */
const ALSO_CHECKED = new Set(['region', 'heading-order']);

/** A violation as the failure message shows it: the screen (and width), rule, impact, where. */
export interface Finding {
  screen: string;
  rule: string;
  impact: string;
  targets: string[];
}

/**
 * The serious and critical violations axe finds on `page` as it is now, and those of ALSO_CHECKED,
 * labelled `screen`; `exclude`: CSS selectors of nodes left out (only markup of a library's own that
 * the app cannot change, each named where it is passed). Wait for the screen first (screens.ts settle).
 */
export async function seriousViolations(page: Page, screen: string, exclude: string[] = []): Promise<Finding[]> {
  let violations: Result[];
  if (page.frames().length > 1) {
    const builder = new AxeBuilder({ page }).withTags(TAGS);
    for (const selector of exclude) builder.exclude(selector);
    violations = (await builder.analyze()).violations;
  } else {
    if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
    violations = await page.evaluate(
      async ({ tags, exclude }) => {
        const axe = (window as unknown as { axe: { run: (context: unknown, options: unknown) => Promise<AxeResults> } }).axe;
        const context = exclude.length > 0 ? { exclude: exclude.map((selector) => [selector]) } : document;
        return (await axe.run(context, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] })).violations;
      },
      { tags: TAGS, exclude },
    );
  }
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical' || ALSO_CHECKED.has(v.id))
    .map((v) => ({ screen, rule: `${v.id}: ${v.help}`, impact: v.impact!, targets: v.nodes.slice(0, 5).map((n) => n.target.join(' ')) }));
}
