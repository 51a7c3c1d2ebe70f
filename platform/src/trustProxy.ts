// Whose x-forwarded-for a server believes (Fastify's `trustProxy`, through proxy-addr), from TRUST_PROXY:
// `true` (every hop), `false`, a hop count (`1`: the load balancer right in front), or addresses, CIDR ranges and
// proxy-addr's names (`loopback`, `linklocal`, `uniquelocal`) separated by commas.
export type TrustProxy = boolean | number | string;

export function trustProxyFromEnv(value: string | undefined, fallback: TrustProxy): TrustProxy {
  const text = value?.trim();
  if (!text) return fallback;
  if (text === 'true' || text === 'false') return text === 'true';
  return /^\d+$/.test(text) ? Number(text) : text;
}
