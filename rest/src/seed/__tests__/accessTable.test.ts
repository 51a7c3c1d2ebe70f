import { readFileSync } from 'node:fs';
import { README, readmeWithAccessTable } from '../accessTable';

describe("the README's access table", () => {
  it('is what domain/permissions decides for the demo users; run `npx tsx rest/src/seed/accessTable.ts --write` after a change', () => {
    const readme = readFileSync(README, 'utf8');
    expect(readmeWithAccessTable(readme)).toBe(readme);
  });
});
