import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { REGISTRATION_COUNTRIES } from '../wageForm';

const FLAGS = join(__dirname, '..', '..', '..', '..', 'public', 'flags');

describe('flags', () => {
  it('part 1 §2, §5: every registration country (BE NL FR DE LU GB ES) has a small SVG flag served from /flags', () => {
    expect([...REGISTRATION_COUNTRIES].sort()).toEqual(['BE', 'DE', 'ES', 'FR', 'GB', 'LU', 'NL']);
    const flags = REGISTRATION_COUNTRIES.map((code) => {
      const file = join(FLAGS, `${code.toLowerCase()}.svg`);
      return [
        code,
        existsSync(file) && readFileSync(file, 'utf8').startsWith('<svg') && readFileSync(file).length < 2048,
      ];
    });
    expect(flags).toEqual(REGISTRATION_COUNTRIES.map((code) => [code, true]));
  });
});
