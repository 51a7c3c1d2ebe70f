// The jest transform of every workspace's tests and of the integration tests. esbuild compiles TypeScript, JSX and the
// ES modules jest is told to compile, for about a fifteenth of Babel's CPU time: jest keys its cache by the checkout's
// path, so a fresh clone (CI's) compiles every file again, which with Babel alone cost about a minute of CPU per run.
// Babel (babel.config.js) still compiles what esbuild would get wrong: Relay's graphql tags, which babel-plugin-relay
// turns into requires of the generated artifacts, and files that call jest.mock, whose calls babel-jest hoists above
// the imports (esbuild keeps statements in their order).
const { createHash } = require('node:crypto');
const { extname } = require('node:path');
const esbuild = require('esbuild');
const babelJest = require('babel-jest').default;

const NEEDS_BABEL =
  /\bgraphql`|\bjest\s*\.\s*(?:mock|unmock|doMock|dontMock|enableAutomock|disableAutomock|deepUnmock)\s*\(/;
const LOADERS = {
  '.ts': 'ts',
  '.tsx': 'tsx',
  '.mts': 'ts',
  '.cts': 'ts',
  '.js': 'js',
  '.jsx': 'jsx',
  '.mjs': 'js',
  '.cjs': 'js',
};
const TARGET = `node${process.versions.node.split('.')[0]}`;
// tsconfig.base.json's options that change what esbuild emits (its target is ES2022: class fields are defined).
const TSCONFIG = { compilerOptions: { useDefineForClassFields: true, jsx: 'react-jsx', verbatimModuleSyntax: false } };
const VERSION = createHash('sha1')
  .update(require('node:fs').readFileSync(__filename))
  .update(esbuild.version)
  .update(TARGET)
  .digest('hex');

/**
 * A file jest loads as CommonJS gets `import()` as a require, as without --experimental-vm-modules: with the flag, jest
 * would load the imported TypeScript file as an ES module of a CommonJS package and fail ("Unexpected import statement
 * in CJS module"). The flag is for Node's own require(esm) of packages that ship only ES modules (jsdom 31's).
 */
const moduleOptions = (options) => (options.supportsStaticESM ? options : { ...options, supportsDynamicImport: false });

function createTransformer() {
  const babel = babelJest.createTransformer({ rootMode: 'upward' });
  return {
    canInstrument: false,
    getCacheKey(source, path, jestOptions) {
      const options = moduleOptions(jestOptions);
      if (NEEDS_BABEL.test(source)) return `babel-${babel.getCacheKey(source, path, options)}`;
      // esbuild's output depends only on the source, its kind, the module system jest asks for and this file's settings.
      const modules = `${options.supportsStaticESM ? 'esm' : 'cjs'}:${options.supportsDynamicImport ? 'import' : 'require'}`;
      return createHash('sha1')
        .update(VERSION)
        .update('\0')
        .update(extname(path))
        .update('\0')
        .update(modules)
        .update('\0')
        .update(source)
        .digest('hex');
    },
    process(source, path, jestOptions) {
      const options = moduleOptions(jestOptions);
      if (NEEDS_BABEL.test(source)) return babel.process(source, path, options);
      const { code, map } = esbuild.transformSync(source, {
        loader: LOADERS[extname(path)] ?? 'js',
        // As babel-jest does: ES modules where jest loads the file as one (--experimental-vm-modules and an .mjs file
        // or a package of "type": "module"), else CommonJS, with import() kept only where jest can load it.
        format: options.supportsStaticESM ? 'esm' : 'cjs',
        target: TARGET,
        jsx: 'automatic',
        supported: { 'dynamic-import': Boolean(options.supportsDynamicImport) },
        tsconfigRaw: TSCONFIG,
        sourcemap: 'external',
        sourcefile: path,
        sourcesContent: false,
        logLevel: 'silent',
      });
      return { code, map };
    },
  };
}

module.exports = { createTransformer };
