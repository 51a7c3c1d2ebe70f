import { iban, rijksregisternummer, seededRandom } from '../random';

const mod97 = (digits: string) => [...digits].reduce((rest, d) => (rest * 10 + Number(d)) % 97, 0);

describe('demo data generators', () => {
  it('draws the same sequence for the same seed (deterministic demo seed)', () => {
    const a = seededRandom(32);
    const b = seededRandom(32);
    expect(Array.from({ length: 5 }, () => a.int(0, 1000))).toEqual(Array.from({ length: 5 }, () => b.int(0, 1000)));
  });

  it.each([
    ['1985-07-14', 123],
    ['2003-01-02', 4],
  ])('rijksregisternummer for %s has valid mod-97 check digits', (dob, serial) => {
    const number = rijksregisternummer(dob, serial);
    expect(number).toMatch(/^\d{2}\.\d{2}\.\d{2}-\d{3}\.\d{2}$/);
    const digits = number.replace(/\D/g, '');
    const base = (dob >= '2000' ? '2' : '') + digits.slice(0, 9);
    expect(97 - mod97(base)).toBe(Number(digits.slice(9)));
  });

  it.each([
    ['BE', '310000001237'],
    ['NL', 'INGB1000007331'],
  ] as const)('IBAN for %s satisfies ISO 13616 (rearranged number mod 97 = 1)', (country, bban) => {
    const value = iban(country, bban);
    const rearranged = (value.slice(4) + value.slice(0, 4)).replace(/[A-Z]/g, (c) => String(c.charCodeAt(0) - 55));
    expect(mod97(rearranged)).toBe(1);
  });
});
