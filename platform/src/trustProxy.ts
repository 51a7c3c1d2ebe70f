// Whose x-forwarded-for a server believes (Fastify's `trustProxy`, through proxy-addr), from TRUST_PROXY:
// `true` (every hop), `false`, a hop count (`1`: the load balancer right in front), or addresses, CIDR ranges and
// proxy-addr's names (`loopback`, `linklocal`, `uniquelocal`) separated by commas.
export type TrustProxy = boolean | string | ((address: string, hop: number) => boolean);

export function trustProxyFromEnv(value: string | undefined, fallback: TrustProxy): TrustProxy {
  const text = value?.trim();
  if (!text) return fallback;
  if (text === 'true' || text === 'false') return text === 'true';
  if (!/^\d+$/.test(text)) return text;
  // As Fastify does for a number (its types leave numbers out): the first `hops` proxies from this server are believed.
  const hops = Number(text);
  return (_address, hop) => hop < hops;
}
