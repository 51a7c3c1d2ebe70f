// The contract (schema.graphql, STYLE.md convention 1) as the gateway reads it: its text, which Apollo serves with the
// resolvers, and the schema built from that text once for what reads its declarations alone (the query cost's
// @restCalls).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildSchema, type GraphQLSchema } from 'graphql';
import { workspaceDir } from '@people/platform/workspaceDir';

export const typeDefs = readFileSync(join(workspaceDir(__dirname), '..', 'schema.graphql'), 'utf8');

let built: GraphQLSchema | undefined;

/** The contract's schema without resolvers. */
export function contractSchema(): GraphQLSchema {
  built ??= buildSchema(typeDefs);
  return built;
}
