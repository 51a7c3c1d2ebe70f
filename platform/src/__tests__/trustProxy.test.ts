import { trustProxyFromEnv } from '../trustProxy';

describe('TRUST_PROXY: whose x-forwarded-for a server believes', () => {
  it.each([
    ['unset: the fallback', undefined, 'loopback'],
    ['empty: the fallback', ' ', 'loopback'],
    ['true: every hop', 'true', true],
    ['false: none', 'false', false],
    ["proxy-addr's names and ranges as written", 'uniquelocal, 10.0.0.0/8', 'uniquelocal, 10.0.0.0/8'],
  ])('%s', (_title, value, expected) => {
    expect(trustProxyFromEnv(value, 'loopback')).toEqual(expected);
  });

  it('a hop count believes that many proxies in front of the server', () => {
    const believe = trustProxyFromEnv('1', false) as (address: string, hop: number) => boolean;
    expect([believe('10.0.0.1', 0), believe('10.0.0.2', 1)]).toEqual([true, false]);
  });
});
