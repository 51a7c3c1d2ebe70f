import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { readFileSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import { transformAsync } from '@babel/core';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { compileMessages } from './src/i18n/compileMessages';
import type { Language } from './src/i18n/language';

const require = createRequire(import.meta.url);
const generatedDir = fileURLToPath(new URL('./src/__generated__', import.meta.url));
const gateway = process.env.GATEWAY_URL ?? `http://localhost:${process.env.PORT ?? 4000}`;

// Replaces `graphql` tags with imports of relay-compiler's artifacts. Not vite-plugin-relay: it lets
// babel-plugin-relay find the root relay.config.js and resolve its artifactDirectory against the
// current directory (web/ under `npm run build -w web`), which points the imports at web/web/src.
const relay: Plugin = {
  name: 'people:relay',
  async transform(code, id) {
    if (!/\.[jt]sx?$/.test(id) || id.includes('/node_modules/') || !code.includes('graphql`')) return null;
    const result = await transformAsync(code, {
      filename: id,
      babelrc: false,
      configFile: false,
      sourceMaps: true,
      parserOpts: { plugins: ['jsx', 'typescript'] },
      plugins: [['relay', { artifactDirectory: generatedDir, eagerEsModules: true }]],
    });
    return result?.code ? { code: result.code, map: result.map } : null;
  },
};

// Relay-compiler stamps each artifact with a hash for babel-plugin-relay's development check that an artifact
// is not stale; nothing reads it in the built app (the plugin leaves the check out there), so the build leaves it out.
const relayArtifactHashes: Plugin = {
  name: 'people:relay-artifact-hashes',
  apply: 'build',
  enforce: 'pre',
  transform(code, id) {
    if (!/[\\/]__generated__[\\/][^\\/]+\.graphql\.ts$/.test(id)) return null;
    return { code: code.replace(/^\(node as any\)\.hash = "[0-9a-f]+";$/m, ''), map: null };
  },
};

// MUI's createTheme and ThemeProvider choose the CSS-variables theme at run time, for a theme with
// `cssVariables` or `colorSchemes`, so a bundler keeps that machinery (CssVarsProvider, the variables' generation)
// though neither this app's theme (theme.ts, held to it by __tests__/theme.test.ts) nor MUI's default theme asks for
// it: ~6 KB brotli on every page (mui/material-ui#48607 saw the same). In the build those two modules import stubs
// instead, which throw should the app ever ask for CSS variables.
const MUI_CSS_VARS_STUBS: Record<string, string> = {
  './createThemeWithVars.mjs': 'export default function createThemeWithVars() { throw new Error(MESSAGE); }',
  './ThemeProviderWithVars.mjs': 'export function CssVarsProvider() { throw new Error(MESSAGE); }',
};
const muiWithoutCssVars: Plugin = {
  name: 'people:mui-without-css-vars',
  apply: 'build',
  enforce: 'pre',
  resolveId(source, importer) {
    if (!importer || !/[\\/]@mui[\\/]material[\\/]styles[\\/](createTheme|ThemeProvider)\.mjs$/.test(importer))
      return null;
    return source in MUI_CSS_VARS_STUBS ? `\0mui-css-vars-stub:${source}` : null;
  },
  load(id) {
    if (!id.startsWith('\0mui-css-vars-stub:')) return null;
    const message = 'MUI CSS theme variables are left out of this build (web/vite.config.ts muiWithoutCssVars).';
    return `const MESSAGE = ${JSON.stringify(message)};\n${MUI_CSS_VARS_STUBS[id.slice('\0mui-css-vars-stub:'.length)]}`;
  },
};

// The language chunks (src/i18n/bundles) import their message files with `?icu-ast` and get them parsed
// (compileMessages.ts), so the app ships neither an ICU parser nor react-intl: src/i18n/formatMessage.ts formats the
// parsed messages. The JSON files stay the one source of the messages.
const icuAst: Plugin = {
  name: 'people:icu-ast',
  load(id) {
    const [file, query] = id.split('?');
    if (!new URLSearchParams(query).has('icu-ast')) return null;
    this.addWatchFile(file);
    const language = /(\w+)\.json$/.exec(file)![1] as Language;
    const messages = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
    return `export default ${JSON.stringify(compileMessages(messages, language))};`;
  },
};

// MUI's parts no page shows on its first render: the overlays (dialogs, menus and popovers, the drawer, the
// snackbar, tooltips and their Popper), the select and TextField (which brings the select), the controls only forms
// use, the date picker (@mui/x-). They come in chunks of their own with what opens them (src/components/lazyComponent.tsx);
// in the mui chunk, every page would load them first.
const MUI_LATER = [
  'Modal',
  'Backdrop',
  'Fade',
  'Grow',
  'Slide',
  'Portal',
  'Unstable_TrapFocus',
  'ClickAwayListener',
  'Dialog\\w*',
  'Drawer',
  'Snackbar\\w*',
  'Popover',
  'Menu',
  'MenuList',
  'MenuItem',
  'Popper',
  'Tooltip',
  'Select',
  'NativeSelect',
  'TextField',
  'Input',
  'FilledInput',
  'Switch',
  'Radio',
  'RadioGroup',
  'Table\\w*',
  'Autocomplete',
  'useAutocomplete',
];
const MUI_FIRST_RENDER = new RegExp(
  `node_modules[\\\\/](@mui[\\\\/](?!x-|material[\\\\/](${MUI_LATER.join('|')})[\\\\/])|(@emotion|react-transition-group|stylis)[\\\\/])`,
);

// Every text file of the build also brotli'd and gzipped at their best, beside it (app.js.br, app.js.gz). The
// gateway sends those as they are (@fastify/static preCompressed): on the fly it compresses at a speed-minded level,
// about 15% larger for brotli, and spends CPU on every answer.
const PRECOMPRESSED = /\.(js|css|html|svg|json|txt|map)$/;
const precompress: Plugin = {
  name: 'people:precompress',
  apply: 'build',
  async writeBundle(options, bundle) {
    const files = Object.entries(bundle).filter(([file]) => PRECOMPRESSED.test(file));
    await Promise.all(
      files.map(async ([file, output]) => {
        const bytes = Buffer.from(output.type === 'chunk' ? output.code : output.source);
        // Below 1 KB, compression saves next to nothing (the gateway's own threshold, src/server.ts).
        if (bytes.length < 1024) return;
        const path = join(options.dir!, file);
        const [br, gz] = await Promise.all([
          promisify(brotliCompress)(bytes, {
            params: {
              [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY,
              [zlib.BROTLI_PARAM_SIZE_HINT]: bytes.length,
            },
          }),
          promisify(gzip)(bytes, { level: zlib.Z_BEST_COMPRESSION }),
        ]);
        await Promise.all([writeFile(`${path}.br`, br), writeFile(`${path}.gz`, gz)]);
      }),
    );
  },
};

// In the build only (the dev server keeps the packages as they are):
const buildAliases = [
  // react-relay's root exports the legacy container API (QueryRenderer, createFragmentContainer…) and every hook,
  // which a CommonJS module cannot shed; src/relay/reactRelay.mjs takes only the hooks the app uses.
  { find: /^react-relay$/, replacement: fileURLToPath(new URL('./src/relay/reactRelay.mjs', import.meta.url)) },
  // react-router's package exports only its development build (warnings on, remix-run/react-router#12532).
  {
    find: /^react-router$/,
    replacement: join(dirname(require.resolve('react-router/package.json')), 'dist/production/index.mjs'),
  },
];

export default defineConfig(({ command }) => ({
  plugins: [relay, relayArtifactHashes, muiWithoutCssVars, icuAst, react(), precompress],
  resolve: {
    alias: command === 'build' ? buildAliases : [],
  },
  server: {
    // /api: the avatar upload (src/apps/Profile/avatarUploadRequest.ts) goes to the same origin.
    proxy: { '/graphql': gateway, '/graphiql': gateway, '/api': gateway },
  },
  build: {
    outDir: 'dist',
    // dist/.vite/manifest.json: which chunks each route loads; bench/bundleSize.ts sums them per route.
    manifest: true,
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        // Libraries change less often than the app: separate chunks stay cached across releases.
        // Route pages are split by their lazy imports (src/apps/*/routes.tsx).
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/, priority: 3 },
            { name: 'relay', test: /node_modules[\\/](react-relay|relay-runtime)[\\/]/, priority: 2 },
            { name: 'mui', test: MUI_FIRST_RENDER, priority: 1 },
            // The app's modules the entry needs, in one chunk: rolldown gives each module that the entry shares with lazy
            // pages (paths, dates…) a chunk of its own otherwise, each compressed apart.
            { name: 'app', test: /[\\/](web|domain)[\\/]src[\\/]/, tags: ['$initial'] },
          ],
        },
      },
    },
  },
}));
