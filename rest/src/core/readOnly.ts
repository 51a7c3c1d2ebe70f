// Part 1 §6 read-only mode; the server refuses every write in it, not only the page (domain mayWrite). One
// check on every route that is not a read, so a new write route cannot forget it.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { mayWrite } from '@people/domain/permissions';
import { HttpError } from './errors';
import { viewerFlags } from './permissionContext';

/** Writes a read-only user still makes: signing in (and out) changes only their own session. */
export const READ_ONLY_EXEMPT = new Set(['/api/auth/login', '/api/auth/logout']);

export const READ_ONLY = 'READ_ONLY';

async function refuseInReadOnlyMode(request: FastifyRequest) {
  // Runs after the /api scope's authenticate (route-level hooks run last, app.ts); a route without a user has no mode.
  if (request.user && !mayWrite(viewerFlags(request.user)))
    throw new HttpError(403, READ_ONLY, 'Your account is in read-only mode: it cannot change anything.');
}

/** Call before any route is registered: every route but GET/HEAD and the exempt ones gets the check. */
export function refuseWritesInReadOnlyMode(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    const methods = [route.method].flat();
    if (methods.every((method) => method === 'GET' || method === 'HEAD') || READ_ONLY_EXEMPT.has(route.url)) return;
    const own = route.preHandler === undefined ? [] : [route.preHandler].flat();
    route.preHandler = [...own, refuseInReadOnlyMode];
  });
}
