/**
 * A Vite plugin that writes `app.html` beside `index.html` (docs/screens.md#weight): the same page
 * with `<link rel="modulepreload" fetchpriority="low">` for the code of the signed-in frame and of /dashboard (the
 * chunks behind `web/src/apollo/SignedInApollo.tsx`, `web/src/routes/dashboard/Dashboard.tsx` and
 * `web/src/i18n/en.screens.json`, with what they import). The gateway answers a signed-in route
 * typed in, bookmarked or reloaded with it, so the browser fetches those chunks beside the entry
 * chunk instead of after it has run, at low priority so the entry chunk arrives first (measured with
 * Lighthouse: tests/perf/README.md); /login keeps `index.html` and its light first download.
 */
import type { Plugin } from 'vite';

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
      const html = String(index.source);
      const chunks = Object.values(bundle).filter((item): item is OutputChunkLike & typeof item => item.type === 'chunk');
      const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      const wanted = new Set<string>();
      const add = (fileName: string) => {
        if (wanted.has(fileName)) return;
        wanted.add(fileName);
        for (const imported of byFile.get(fileName)?.imports ?? []) add(imported);
      };
      for (const entry of SIGNED_IN_ENTRIES) {
        const chunk = chunks.find((c) => c.moduleIds.some((id) => entry.test(id)));
        if (!chunk) throw new Error(`signed-in page: no chunk for ${entry}`);
        add(chunk.fileName);
      }
      // What index.html already loads stays as it is.
      const links = [...wanted]
        .filter((fileName) => !html.includes(`/${fileName}"`))
        .sort()
        // Low priority: the entry chunk and MUI's core, which the first paint waits for, go first.
        .map((fileName) => `\n    <link rel="modulepreload" fetchpriority="low" crossorigin href="/${fileName}">`)
        .join('');
      this.emitFile({ type: 'asset', fileName: 'app.html', source: html.replace(/\n\s*<\/head>/, `${links}\n  </head>`) });
    },
  };
}
