import type { FastifyServerOptions } from 'fastify';
import { SerializerSelector } from '@fastify/fast-json-stringify-compiler';

/**
 * Response serializers compiled on a route's first answer instead of when the app becomes ready.
 *
 * Fastify compiles fast-json-stringify code for every route's response schemas on `ready()`: about 6 of the REST API's
 * 7 s start with this many routes. A server that runs for days pays that once, and compiling everything up front
 * makes a schema that does not compile fail the start, so `main.ts` keeps Fastify's default. The test stacks start
 * the API twice per file and call a handful of routes: there each serializer is compiled when first used. The same
 * compiler writes the same code, so the answers are byte for byte the same; `npm run generate` (the OpenAPI build)
 * and its test still compile every schema eagerly.
 */
export function lazySerializers(): NonNullable<FastifyServerOptions['schemaController']> {
  const buildSerializer = SerializerSelector();
  return {
    compilersFactory: {
      buildSerializer: (externalSchemas, options) => {
        const compile = buildSerializer(externalSchemas, options);
        return (route) => {
          let serialize: ((data: unknown) => string) | undefined;
          return (data) => (serialize ??= compile(route))(data);
        };
      },
    },
  };
}
