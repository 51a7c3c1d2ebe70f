/** mulberry32: a tiny seeded generator, so the demo data is the same on every machine. */
export function seededRandom(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)];
  const chance = (p: number) => next() < p;
  return { next, int, pick, chance };
}

export type Random = ReturnType<typeof seededRandom>;

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

export function isoDate(year: number, month: number, day: number) {
  return `${year}-${pad(month)}-${pad(day)}`;
}

/** A Belgian national register number (rijksregisternummer) with its mod-97 check digits. */
export function rijksregisternummer(dobIso: string, serial: number) {
  const [y, m, d] = dobIso.split('-');
  const base = `${y.slice(2)}${m}${d}${pad(serial, 3)}`;
  const born2000 = Number(y) >= 2000;
  const check = 97 - (Number(born2000 ? `2${base}` : base) % 97);
  return `${y.slice(2)}.${m}.${d}-${pad(serial, 3)}.${pad(check)}`;
}

/** An IBAN with valid ISO 13616 check digits for a country and a numeric account part. */
export function iban(country: 'BE' | 'NL', bban: string) {
  const letters = (s: string) => s.replace(/[A-Z]/g, (c) => String(c.charCodeAt(0) - 55));
  const numeric = letters(`${bban}${country}00`);
  let rest = 0;
  for (const digit of numeric) rest = (rest * 10 + Number(digit)) % 97;
  return `${country}${pad(98 - rest)}${bban}`;
}
