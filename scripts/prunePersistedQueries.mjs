// After relay-compiler: keeps in web/persisted-queries.json only the operations of the app's own sources, each still
// named by an artifact. The compiler adds every operation it compiles, those of the tests' `graphql` tags too (their
// components' tests need the artifacts), and never removes one; the gateway answers whatever this map holds, so an
// operation a test wrote, or one deleted from the app, would otherwise stay answerable in production. The tests do
// not need the map: relay-test-utils' mock environment answers an operation by its artifact, never by its id.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { parse } from 'graphql';
import { ROOT } from './lib.mjs';

const MAP = join(ROOT, 'web', 'persisted-queries.json');
const SOURCES = join(ROOT, 'web', 'src');
const ARTIFACTS = join(SOURCES, '__generated__');

/** A test's file: under a `__tests__` or `test` folder, or named `*.test.*` / `*.spec.*`. */
const isTestFile = (path) => /(^|\/)(__tests__|test)\//.test(path) || /\.(test|spec)\.[cm]?[jt]sx?$/.test(path);

function* sourceFiles(folder) {
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== '__generated__' && entry.name !== 'node_modules') yield* sourceFiles(path);
    } else if (/\.[cm]?[jt]sx?$/.test(entry.name)) yield path;
  }
}

/** The operation a definition names: its own, or the query relay-compiler writes for a `@refetchable` fragment. */
function operationName(definition) {
  if (definition.kind === 'OperationDefinition') return definition.name?.value;
  const refetchable = definition.directives?.find((directive) => directive.name.value === 'refetchable');
  const queryName = refetchable?.arguments?.find((argument) => argument.name.value === 'queryName')?.value;
  return queryName?.kind === 'StringValue' ? queryName.value : undefined;
}

/** The names of the operations the app's own (non-test) sources define in their `graphql` tags. */
function appOperations() {
  const names = new Set();
  for (const file of sourceFiles(SOURCES)) {
    if (isTestFile(relative(SOURCES, file))) continue;
    for (const [, text] of readFileSync(file, 'utf8').matchAll(/graphql`([^`]*)`/g)) {
      for (const definition of parse(text).definitions) {
        const name = operationName(definition);
        if (name) names.add(name);
      }
    }
  }
  return names;
}

// relay-compiler names an operation's artifact after it: <OperationName>.graphql.ts.
const operations = appOperations();
const kept = new Set();
for (const file of readdirSync(ARTIFACTS)) {
  if (!operations.has(file.replace(/\.graphql\.ts$/, ''))) continue;
  for (const [, id] of readFileSync(join(ARTIFACTS, file), 'utf8').matchAll(/"id": "([0-9a-f]{64})"/g)) kept.add(id);
}
const map = JSON.parse(readFileSync(MAP, 'utf8'));
const pruned = Object.fromEntries(Object.entries(map).filter(([id]) => kept.has(id)));
const dropped = Object.keys(map).length - Object.keys(pruned).length;
if (dropped > 0) {
  writeFileSync(MAP, JSON.stringify(pruned, null, 2) + '\n');
  console.log(`persisted queries: dropped ${dropped} that are not the app's own or no artifact names`);
}
