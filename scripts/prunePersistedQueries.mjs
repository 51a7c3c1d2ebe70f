// After relay-compiler: keeps in web/persisted-queries.json only the operations an artifact still names. The compiler
// adds the operations it writes and never removes one, so a query deleted from the app would otherwise stay answerable
// by the gateway and listed by the tests that read every persisted operation.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from './lib.mjs';

const MAP = join(ROOT, 'web', 'persisted-queries.json');
const ARTIFACTS = join(ROOT, 'web', 'src', '__generated__');

const named = new Set();
for (const file of readdirSync(ARTIFACTS)) {
  for (const [, id] of readFileSync(join(ARTIFACTS, file), 'utf8').matchAll(/"id": "([0-9a-f]{64})"/g)) named.add(id);
}
const map = JSON.parse(readFileSync(MAP, 'utf8'));
const kept = Object.fromEntries(Object.entries(map).filter(([id]) => named.has(id)));
const dropped = Object.keys(map).length - Object.keys(kept).length;
if (dropped > 0) {
  writeFileSync(MAP, JSON.stringify(kept, null, 2) + '\n');
  console.log(`persisted queries: dropped ${dropped} no artifact names`);
}
