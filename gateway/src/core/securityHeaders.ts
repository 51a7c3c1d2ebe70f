import fastifyHelmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/**
 * The web app's and GraphiQL's Content-Security-Policy: scripts only from this origin's files (Vite writes no inline
 * script), so a stored `<img onerror>` or `javascript:` link that got past the sanitizer still cannot run. Styles may be
 * inline: MUI's emotion writes <style> elements at run time, and a style cannot run script. Workers (GraphiQL's
 * editor) start from this origin or a blob; images may be data: (the favicon, a converted contract's pictures).
 */
export const APP_CSP_DIRECTIVES = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  scriptSrcAttr: ["'none'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'"],
  workerSrc: ["'self'", 'blob:'],
  objectSrc: ["'none'"],
  baseUri: ["'none'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
  // Plain http on localhost in development; production's TLS ends in front of the gateway (and HSTS is sent).
  upgradeInsecureRequests: null,
};

/** helmet's headers on every answer of the gateway: the CSP above, nosniff, no referrer across origins, no framing. */
export async function securityHeaders(app: FastifyInstance) {
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: { useDefaults: false, directives: APP_CSP_DIRECTIVES },
    referrerPolicy: { policy: 'same-origin' },
    frameguard: { action: 'deny' },
    // The avatars are <img>s of this origin; a partner's page may not embed them.
    crossOriginResourcePolicy: { policy: 'same-origin' },
  });
}
