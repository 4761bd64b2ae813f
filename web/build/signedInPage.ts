/**
 * A Vite plugin for the pages (docs/screens.md#weight). In `index.html` it preloads the chunks of
 * the entry's later stages (`web/src/main.tsx` imports them one task after another), so no stage
 * waits on a download. It writes `app.html` beside it: the same page with
 * `<link rel="modulepreload" fetchpriority="low">` for the code of the signed-in frame and of
 * /dashboard (the chunks behind `web/src/apollo/SignedInApollo.tsx`,
 * `web/src/routes/dashboard/Dashboard.tsx` and `web/src/i18n/en.screens.json`, with what they
 * import). The gateway answers a signed-in route typed in, bookmarked or reloaded with it, so the
 * browser fetches those chunks beside the entry chunk instead of after it has run, at low priority
 * so the entry's stages arrive first (measured with Lighthouse: tests/perf/README.md); /login keeps
 * `index.html` and its light first download.
 */
import type { Plugin } from 'vite';

/** The entry's later stages (web/src/main.tsx), whose chunks (and their static imports) every page preloads. */
const ENTRY_STAGES = [/\/src\/app\.tsx$/, /\/src\/router\.tsx$/];

/** The modules whose chunks (and their static imports) a signed-in page preloads. */
const SIGNED_IN_ENTRIES = [
  /\/src\/apollo\/SignedInApollo\.tsx$/,
  /\/src\/routes\/dashboard\/Dashboard\.tsx$/,
  /\/src\/i18n\/en\.screens\.json$/,
];

interface OutputChunkLike {
  type: 'chunk';
  fileName: string;
  moduleIds: string[];
  imports: string[];
}

/** The plugin; `app.html` is emitted in the bundle, so the compression plugin writes its .br and .gz too. */
export function signedInPage(): Plugin {
  return {
    name: 'agency:signed-in-page',
    enforce: 'post',
    apply: 'build',
    generateBundle(_options, bundle) {
      const index = bundle['index.html'];
      if (!index || index.type !== 'asset') return;
      const chunks = Object.values(bundle).filter((item): item is OutputChunkLike & typeof item => item.type === 'chunk');
      const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      /** The chunks of `modules` with everything they import, as `<link>`s the page `html` lacks. */
      const preloads = (modules: RegExp[], html: string, attributes: string): string => {
        const wanted = new Set<string>();
        const add = (fileName: string) => {
          if (wanted.has(fileName)) return;
          wanted.add(fileName);
          for (const imported of byFile.get(fileName)?.imports ?? []) add(imported);
        };
        for (const module of modules) {
          const chunk = chunks.find((c) => c.moduleIds.some((id) => module.test(id)));
          if (!chunk) throw new Error(`pages: no chunk for ${module}, which a page preloads`);
          add(chunk.fileName);
        }
        return [...wanted]
          .filter((fileName) => !html.includes(`/${fileName}"`))
          .sort()
          .map((fileName) => `\n    <link rel="modulepreload"${attributes} crossorigin href="/${fileName}">`)
          .join('');
      };
      const withLinks = (html: string, links: string) => html.replace(/\n\s*<\/head>/, `${links}\n  </head>`);
      const page = withLinks(String(index.source), preloads(ENTRY_STAGES, String(index.source), ''));
      index.source = page;
      // Low priority: the entry's stages, which the first paint waits for, go first.
      this.emitFile({
        type: 'asset',
        fileName: 'app.html',
        source: withLinks(page, preloads(SIGNED_IN_ENTRIES, page, ' fetchpriority="low"')),
      });
    },
  };
}
