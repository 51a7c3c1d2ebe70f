import { trustProxyFromEnv } from '../trustProxy';

describe('TRUST_PROXY: whose x-forwarded-for a server believes', () => {
  it.each([
    ['unset: the fallback', undefined, 'loopback'],
    ['empty: the fallback', ' ', 'loopback'],
    ['true: every hop', 'true', true],
    ['false: none', 'false', false],
    ['a hop count', '1', 1],
    ["proxy-addr's names and ranges as written", 'uniquelocal, 10.0.0.0/8', 'uniquelocal, 10.0.0.0/8'],
  ])('%s', (_title, value, expected) => {
    expect(trustProxyFromEnv(value, 'loopback')).toEqual(expected);
  });
});
