// STYLE.md convention 6: a handler reads request.params, query and body as its route's schema types them
// (core/routing.ts). A cast would hide a schema and a type that disagree, so none may come back.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const SRC = join(__dirname, '..', '..');
const CAST = /request\.(params|query|body|headers)\s+as\s/;

const sources = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    return entry.isDirectory() ? sources(path) : entry.name.endsWith('.ts') ? [path] : [];
  });

describe('typed routes', () => {
  it('no source casts a request part: its type comes from the route schema', () => {
    const casts = sources(SRC).flatMap((path) =>
      readFileSync(path, 'utf8')
        .split('\n')
        .flatMap((line, i) => (CAST.test(line) ? [`${path.slice(SRC.length + 1)}:${i + 1}`] : [])),
    );
    expect(casts).toEqual([]);
  });
});
