import type { FastifyInstance } from 'fastify';

/**
 * Refuses a request target that is not a path (the absolute form `POST http://host/graphql`, or `*`) before any
 * hook or route sees it. Fastify matches the absolute form to the route of its path while `request.url` keeps the
 * whole target, so a check on the address would miss it; browsers and partners send paths (RFC 9112 §3.2).
 */
export function refuseAbsoluteTargets(app: FastifyInstance, answer: (code: string, message: string) => unknown) {
  app.addHook('onRequest', async (request, reply) => {
    if (!request.raw.url?.startsWith('/')) {
      return reply.status(400).send(answer(INVALID_REQUEST_TARGET, 'The request target must be a path.'));
    }
  });
}

export const INVALID_REQUEST_TARGET = 'INVALID_REQUEST_TARGET';
