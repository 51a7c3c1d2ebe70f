import type { FastifyServerOptions } from 'fastify';
import { SerializerSelector } from '@fastify/fast-json-stringify-compiler';
import ValidatorSelector from '@fastify/ajv-compiler';

/**
 * Response serializers compiled on a route's first answer instead of when the app becomes ready.
 *
 * Fastify compiles fast-json-stringify code for every route's response schemas on `ready()`: about 6 of the REST API's
 * 7 s start with this many routes, paid again by every replica a rolling restart or an autoscaler starts, and by each
 * test stack, which calls a handful of routes. Here each serializer is compiled when first used. The same
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

type BuildValidator = NonNullable<
  NonNullable<NonNullable<FastifyServerOptions['schemaController']>['compilersFactory']>['buildValidator']
>;
type RouteSchema = { schema: unknown; httpPart?: string };
type Validate = ((data: unknown, context?: unknown) => unknown) & { schemaEnv?: unknown; errors?: unknown };

/**
 * Request validators compiled on a route's first request instead of when the app becomes ready, for the same reason
 * and with the same limit as lazySerializers: Ajv compiling the validators of some 390 routes cost each start of a
 * test stack about half a second of CPU, and a test file calls a few of them. The same Ajv with Fastify's options
 * compiles the same schema when it is first needed, so a request is accepted, coerced and refused as before. Fastify
 * leaves a headers schema as it is when the validator compiler is given, so header names are lower-cased here as
 * Fastify does for its own.
 */
export function lazyValidators(): NonNullable<FastifyServerOptions['schemaController']> {
  const buildValidator = ValidatorSelector() as unknown as (
    externalSchemas: unknown,
    options: unknown,
  ) => (route: RouteSchema) => Validate;
  return {
    compilersFactory: {
      buildValidator: ((externalSchemas: unknown, options: unknown) => {
        const compile = buildValidator(externalSchemas, options);
        return (route: RouteSchema) => {
          const input = route.httpPart === 'headers' ? { ...route, schema: lowerCaseHeaderNames(route.schema) } : route;
          let compiled: Validate | undefined;
          const validator = () => (compiled ??= compile(input));
          const validate: Validate = (data, context) => validator()(data, context);
          // Fastify reads `schemaEnv` (then Ajv may coerce the request part in place) and, after a refusal, `errors`.
          Object.defineProperties(validate, {
            schemaEnv: { get: () => validator().schemaEnv },
            errors: { get: () => validator().errors },
          });
          return validate;
        };
      }) as unknown as BuildValidator,
    },
  };
}

function lowerCaseHeaderNames(schema: unknown): unknown {
  if (!schema || typeof schema !== 'object' || Array.isArray(schema)) return schema;
  const { properties, required } = schema as { properties?: Record<string, unknown>; required?: string[] };
  return {
    ...schema,
    ...(properties
      ? {
          properties: Object.fromEntries(
            Object.entries(properties).map(([name, value]) => [name.toLowerCase(), value]),
          ),
        }
      : {}),
    ...(required ? { required: required.map((name) => name.toLowerCase()) } : {}),
  };
}

/** The test stacks' schema controller: validators and serializers both compiled on first use. */
export function lazyCompilers(): NonNullable<FastifyServerOptions['schemaController']> {
  return { compilersFactory: { ...lazySerializers().compilersFactory, ...lazyValidators().compilersFactory } };
}
