/**
 * Route modules are typed from the JSON schemas they declare (STYLE.md convention 6): one schema gives ajv its
 * validation, the OpenAPI document its contract and a handler its `request.params`, `query`, `body` and `headers`.
 */
import type {
  FastifyBaseLogger,
  FastifyInstance,
  FastifyTypeProvider,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';
import type { FromSchema, JSONSchema } from 'json-schema-to-ts';

/**
 * Request parts typed by json-schema-to-ts; answers stay untyped. We choose so because most answers are named `$ref`
 * schemas (core/schemas.ts `named`), which json-schema-to-ts cannot follow, and typing every inline answer would
 * double the type-check for little: fast-json-stringify already drops what the schema does not name.
 */
export interface RequestTypeProvider extends FastifyTypeProvider {
  validator: this['schema'] extends JSONSchema ? FromSchema<this['schema']> : unknown;
  serializer: unknown;
}

/** What every route module registers its routes on. */
export type Api = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  RequestTypeProvider
>;
