import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { readFile } from 'node:fs/promises';
import { stripIgnoredCharacters } from 'graphql';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { brotliCompress, constants as zlibConstants, type InputType } from 'node:zlib';
import { promisify } from 'node:util';
import { compression } from 'vite-plugin-compression2';
import { signedInPage } from './build/signedInPage';

/** MUI's core and the components /login and the app's frame draw with (see `codeSplitting` below). */
const MUI_CORE = new RegExp(
  [
    String.raw`node_modules/(@emotion|@mui/(system|utils|styled-engine|private-theming|core-downloads-tracker)|react-is|clsx|prop-types|@babel/runtime|hoist-non-react-statics|stylis)/`,
    // React's core and react-dom's small entry (its client, the bulk, stays in the entry chunk).
    String.raw`node_modules/(react/|react-dom/(index\.js|cjs/react-dom\.production\.js))`,
    // The ripple's TransitionGroup; the other transitions (Fade, Grow, Collapse) draw signed-in parts only.
    String.raw`node_modules/react-transition-group/esm/(TransitionGroup\.js|TransitionGroupContext\.js|utils/)`,
    String.raw`node_modules/@mui/material/(esm/)?(styles|utils|colors|transitions|zero-styled|DefaultPropsProvider|ButtonBase|Button|IconButton|Paper|Typography|InputBase|OutlinedInput|InputLabel|FormControl|FormLabel|FormHelperText|SvgIcon|CircularProgress|CssBaseline|GlobalStyles|Alert|Stack|Box|ToggleButton|ToggleButtonGroup)/`,
    // The app's texts reader (rosetta and its two helpers) and the first download's English texts (docs/i18n.md).
    String.raw`node_modules/(rosetta|templite|dlv)/|/src/i18n/(index\.ts|en\.json)$`,
    // The app's theme, built as this chunk is run (web/src/main.tsx).
    String.raw`/src/ui/theme\.ts$`,
    // Rolldown's own helpers and Vite's preloader, which every chunk needs: here rather than in two more files.
    String.raw`(rolldown[:/]runtime|vite/preload-helper)`,
  ].join('|'),
);

/**
 * React DOM, React Router and the app's frame (web/src/app.tsx): the entry's second stage, run in a
 * task of its own after MUI's core (web/src/main.tsx, docs/screens.md#weight).
 */
const APP_FRAME = new RegExp(
  [
    String.raw`node_modules/(react-dom/cjs/react-dom-client\.production\.js|react-dom/client\.js|scheduler/|react-router/)`,
    // With them what /login and the signed-in frame both use, so /login does not import the frame's chunk for it, nor
    // fetch a file of its own: the language chosen at sign-in (features/auth/language.ts, saved by the badge too) and
    // the new-order draft's store (an ended session says the order is kept, features/auth/sessionEnded.ts; the layout
    // removes it). The draft in the signed-in chunk made /login import that chunk, and with it the frame, Apollo
    // Client and the dashboard: 263.6 KB instead of 150. The plain-fetch GraphQL helper too: /login signs in with it and
    // the code step and the enrolment send with it, so on its own it was a shared file of 0.6 KB (1.5 KB on the wire).
    String.raw`/web/src/(app\.tsx|ui/notify\.tsx|features/auth/(access|language|graphqlFetch)\.ts|features/orders/draft\.ts)$`,
  ].join('|'),
);

/**
 * MUI's components the signed-in frame (sidebar, app bar, drawer, notices) and the screens' common
 * parts (text fields, selects, links, chips, cards, dialogs) draw with: one chunk that comes with
 * the first signed-in screen rather than a dozen small shared files (see `codeSplitting` below).
 */
const MUI_FRAME = new RegExp(
  String.raw`node_modules/@mui/material/(esm/)?(Modal|Backdrop|Fade|Portal|Unstable_TrapFocus|Slide|Drawer|AppBar|Toolbar|List|ListItem|ListItemButton|ListItemText|ListItemIcon|Divider|Collapse|Avatar|Link|Chip|Card|CardContent|CardActionArea|InputAdornment|TextField|Input|FilledInput|Select|NativeSelect|Menu|MenuList|MenuItem|Popover|Grow|Dialog|DialogTitle|DialogContent|DialogContentText|DialogActions|Snackbar|SnackbarContent|ClickAwayListener|useMediaQuery|usePagination)/`,
);

/**
 * The app's own code of the signed-in frame and of /dashboard, where a clerk lands: the Apollo
 * route, the layout, the dashboard, the shared parts they draw with, their operations' documents
 * (each `.generated.ts` beside its `.graphql`), the screens' English texts and the notices' view.
 * One chunk rather than twenty small ones: over HTTP/1.1's six connections each round of small
 * files costs a round trip (see `codeSplitting` below, docs/screens.md#weight).
 */
const SIGNED_IN_FRAME = new RegExp(
  [
    String.raw`/web/src/(apollo/|routes/(layout/(Layout|Sidebar|navigation)|dashboard/Dashboard)\.|i18n/en\.screens\.json$)`,
    String.raw`/web/src/ui/(errors|errorMessages|format|PageTitle|DateTextField|dateText|ExportCsvButton|csv|NotifyView|LightTooltip)\.`,
    String.raw`/web/src/features/(auth/(roles|UserBadge|useLogout|useSaveLanguage)|orders/(lastOrderList|status|OrderStatusChips)|lists/(WeekCalendar|WeekPicker|PendingOrderList|week)|clients/BirthdayBox)\.`,
    // The shell's live updates (docs/live-updates.md): their hooks, the indicator and the subscriptions' documents;
    // not liveSocket.ts, which brings graphql-ws in a chunk of its own with the first subscription.
    String.raw`/web/src/features/live/(liveConnection|useLiveUpdates|LiveStatusIndicator|Live\.generated)\.`,
    String.raw`/rules/dist/(dates|errors)\.js$`,
    // The frame's two mutations' documents (not their .graphql?raw texts, which /login sends).
    String.raw`/web/src/features/auth/(Logout|SetLanguage)\.generated\.ts$`,
    String.raw`node_modules/(@brazilian-utils/|@mui/icons-material/(esm/)?(Download|PauseCircle|GppMaybe|Event|Menu|ExpandLess|ExpandMore|Logout|SyncProblem)\.)`,
  ].join('|'),
);

/**
 * React Router's production build. Its package points every import at its development build (with
 * its development warnings, which a clerk's console need not show, and 0.4 KB more on /login's wire)
 * whatever the mode: a known issue upstream (remix-run/react-router#14102). Production builds take
 * the production files instead.
 */
const REACT_ROUTER_PRODUCTION = join(
  dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
  'dist/production/index.mjs',
);

/**
 * The GraphQL documents the sign-in steps send by a plain `fetch` (`import x from './Login.graphql?raw'`,
 * web/src/features/auth/graphqlFetch.ts) in production builds without their comments and spare blanks
 * (graphql's stripIgnoredCharacters): the comments are for readers of the .graphql files, and the texts are
 * in /login's first download (docs/screens.md#weight), then in every sign-in request. Other `?raw` imports
 * are left to Vite.
 */
function graphqlRawStripped(): Plugin {
  return {
    name: 'agency:graphql-raw-stripped',
    apply: 'build',
    enforce: 'pre',
    async load(id) {
      const [file, query] = id.split('?');
      if (query !== 'raw' || !file?.endsWith('.graphql')) return null;
      this.addWatchFile(file);
      return `export default ${JSON.stringify(stripIgnoredCharacters(await readFile(file, 'utf8')))};`;
    },
  };
}

/**
 * The staff app. The gateway serves the built web/dist from http://localhost:4000 with an SPA
 * fallback; in development Vite proxies /graphql to it so the app stays same-origin.
 */
/** Files this large are brotli'd at quality 9, smaller ones at 11 (see brotliBySize). */
const BROTLI_LARGE_BYTES = 400 * 1024;
const brotli = promisify(brotliCompress);

/**
 * The `.br` copy of an asset (docs/screens.md#weight): brotli's best quality (11) for the files the
 * screens load, quality 9 for the few over 400 KB, which are the GraphQL playground's (monaco, its
 * workers, its styles). Quality 11 spent about 1.6 s of CPU a megabyte, 7 of the build's 12 s of
 * brotli on those four files, for 5-10 % fewer bytes than 9 (monaco: 536 against 590 KB); below
 * 400 KB, /login's and the dashboard's files included, nothing changes.
 */
async function brotliBySize(buf: InputType): Promise<Buffer> {
  const bytes = typeof buf === 'string' ? Buffer.byteLength(buf) : buf.byteLength;
  const quality = bytes >= BROTLI_LARGE_BYTES ? 9 : zlibConstants.BROTLI_MAX_QUALITY;
  return brotli(buf, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: quality, [zlibConstants.BROTLI_PARAM_SIZE_HINT]: bytes } });
}

export default defineConfig(({ mode }) => ({
  resolve: {
    alias: mode === 'production' ? [{ find: /^react-router$/, replacement: REACT_ROUTER_PRODUCTION }] : [],
  },
  // Brotli and gzip copies of every asset beside it, which the gateway sends to browsers that ask
  // for them (@fastify/static preCompressed): the first download is a third of its size.
  // app.html: index.html with the signed-in frame's chunks preloaded, for every route but /login
  // (build/signedInPage.ts).
  plugins: [
    react(),
    graphqlRawStripped(),
    signedInPage(),
    compression({ algorithms: ['gzip'], threshold: 1024 }),
    compression({ algorithms: [[brotliBySize, {}]], filename: '[path][base].br', threshold: 1024 }),
  ],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // The lazy GraphiQL chunk (monaco included) is large by nature (docs/ARCHITECTURE.md#known-pitfalls); the main bundle is not.
    chunkSizeWarningLimit: 4000,
    rolldownOptions: {
      output: {
        // One chunk for what every screen, /login first, draws with: MUI's core, emotion and the
        // components /login and the app's frame use. Left alone, the bundler cuts them into a dozen
        // small shared files, each paying its own request and headers (docs/screens.md#weight).
        codeSplitting: {
          groups: [
            { name: 'mui-core', test: MUI_CORE },
            { name: 'app', test: APP_FRAME },
            { name: 'mui-frame', test: MUI_FRAME },
            // The live updates' socket (docs/live-updates.md "The web"): graphql-ws, Apollo's GraphQLWsLink and the
            // module that opens it, one file fetched with the shell's first subscription (GraphiQL's chunk imports it too).
            {
              name: 'live',
              test: /node_modules\/(graphql-ws|@apollo\/client\/link\/subscriptions)\/|\/web\/src\/features\/live\/liveSocket\.ts$/,
              // Its modules only: what GraphQLWsLink imports of Apollo Client stays in 'apollo'.
              includeDependenciesRecursively: false,
            },
            // Apollo Client and its helpers, which every signed-in screen needs at once.
            { name: 'apollo', test: /node_modules\/(@apollo\/client|optimism|@wry|tslib|ts-invariant|rehackt)\// },
            // Its modules only: what they import stays where it is (React Router in the entry, the
            // dialogs, the calendar and the CSV writer in their own chunks).
            { name: 'signed-in', test: SIGNED_IN_FRAME, includeDependenciesRecursively: false },
          ],
        },
      },
      onwarn(warning, warn) {
        // GraphiQL ships React Compiler output with "use no memo" directives: harmless when bundled.
        if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return;
        warn(warning);
      },
    },
  },
  worker: {
    format: 'es',
  },
  optimizeDeps: {
    // monaco-graphql's worker imports this CommonJS package; workers are not scanned for
    // pre-bundling, so without this the dev server serves it raw and the GraphQL worker fails.
    include: ['monaco-graphql > picomatch-browser', 'monaco-graphql > graphql-language-service > nullthrows'],
  },
  server: {
    port: 5173,
    proxy: {
      // ws: the live updates' subscriptions (graphql-ws) on the same /graphql.
      '/graphql': { target: 'http://localhost:4000', changeOrigin: true, ws: true },
    },
  },
  preview: {
    proxy: {
      '/graphql': { target: 'http://localhost:4000', changeOrigin: true, ws: true },
    },
  },
}));
