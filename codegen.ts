// graphql-codegen entry point: the settings in codegen.yml, plus `enumValues` from the gateway's one enum map
// (gateway/src/core/enums.ts), so the generated enum types are the REST strings the resolvers return and receive.
// Only the `typescript` plugin gets the map: given to typescript-resolvers as an inline object it types every
// enum as `null` (graphql-code-generator issue 10204); without it the resolvers simply use those enum types.
import { readFileSync } from 'node:fs';
import type { CodegenConfig } from '@graphql-codegen/cli';
import { parse } from 'yaml';
import { restEnumValues } from './gateway/src/core/enums';

type Output = { plugins: (string | Record<string, unknown>)[] };
const config = parse(readFileSync('codegen.yml', 'utf8')) as CodegenConfig & { generates: Record<string, Output> };
const enumValues = restEnumValues(readFileSync('schema.graphql', 'utf8'));
for (const output of Object.values(config.generates)) {
  output.plugins = output.plugins.map((plugin) => (plugin === 'typescript' ? { typescript: { enumValues } } : plugin));
}

export default config;
