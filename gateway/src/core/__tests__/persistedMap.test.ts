// The persisted map the gateway answers in production (web/persisted-queries.json, `npm run relay`) holds the web
// app's own operations only: none that just a test defines (scripts/prunePersistedQueries.mjs takes those out).
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { parse } from 'graphql';
import { persistedOperations } from '../persistedQueries';

const SOURCES = join(__dirname, '..', '..', '..', '..', 'web', 'src');
const isTestFile = (path: string) => /(^|\/)(__tests__|test)\//.test(path) || /\.(test|spec)\.[jt]sx?$/.test(path);

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return entry.name === '__generated__' ? [] : sourceFiles(path);
    return /\.[jt]sx?$/.test(entry.name) ? [path] : [];
  });
}

/** The operations the `graphql` tags of these files define, and the queries of their @refetchable fragments. */
function operationsOf(files: string[]): Set<string> {
  const names = new Set<string>();
  for (const file of files) {
    for (const [, text] of readFileSync(file, 'utf8').matchAll(/graphql`([^`]*)`/g)) {
      for (const definition of parse(text).definitions) {
        // eslint-disable-next-line @typescript-eslint/no-unsafe-enum-comparison -- the enum is a string union from another package
        if (definition.kind === 'OperationDefinition' && definition.name) names.add(definition.name.value);
        const refetchable =
          // eslint-disable-next-line @typescript-eslint/no-unsafe-enum-comparison -- the enum is a string union from another package
          definition.kind === 'FragmentDefinition'
            ? definition.directives?.find((d) => d.name.value === 'refetchable')
            : undefined;
        const queryName = refetchable?.arguments?.find((a) => a.name.value === 'queryName')?.value;
        // eslint-disable-next-line @typescript-eslint/no-unsafe-enum-comparison -- the enum is a string union from another package
        if (queryName?.kind === 'StringValue') names.add(queryName.value);
      }
    }
  }
  return names;
}

describe('the production persisted map (web/persisted-queries.json)', () => {
  const files = sourceFiles(SOURCES);
  const app = operationsOf(files.filter((file) => !isTestFile(relative(SOURCES, file))));
  const tests = operationsOf(files.filter((file) => isTestFile(relative(SOURCES, file))));
  const persisted = persistedOperations().map((operation) => operation.name);

  it('holds no operation defined only under __tests__ or test folders', () => {
    expect(tests.size).toBeGreaterThan(0);
    expect(persisted.filter((name) => tests.has(name) && !app.has(name))).toEqual([]);
  });

  it("holds every operation of the app's own sources, and nothing else", () => {
    expect([...persisted].sort()).toEqual([...app].sort());
  });
});
