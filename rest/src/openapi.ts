import { buildApp } from './app';
import type { Db } from './core/db';

/** A database that is never reached: building the app and its document runs no query. */
const noDb: Db = {
  kind: 'pglite',
  query: () => Promise.reject(new Error('the OpenAPI build opens no database')),
  transaction: () => Promise.reject(new Error('the OpenAPI build opens no database')),
  exec: () => Promise.reject(new Error('the OpenAPI build opens no database')),
  close: () => Promise.resolve(),
};

/** Sorts the keys of the path and component maps, so the text only changes when the contract does. */
function sortedKeys<T extends Record<string, unknown>>(map: T | undefined): T | undefined {
  return map && (Object.fromEntries(Object.entries(map).sort(([a], [b]) => a.localeCompare(b))) as T);
}

/**
 * The OpenAPI document as committed in rest/openapi.json (pretty printed, ending with a newline): the gateway's
 * types are generated from that file, and a test checks it still equals what the route schemas give.
 */
export async function buildOpenApiDocument() {
  const app = await buildApp(noDb);
  await app.ready();
  const document = app.swagger() as {
    paths?: Record<string, unknown>;
    components?: { schemas?: Record<string, unknown> };
  };
  await app.close();
  const stable = {
    ...document,
    paths: sortedKeys(document.paths),
    components: document.components && { ...document.components, schemas: sortedKeys(document.components.schemas) },
  };
  return JSON.stringify(stable, null, 2) + '\n';
}
