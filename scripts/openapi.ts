// Writes the REST API's OpenAPI document, rest/openapi.json: the gateway's contract with the REST API
// (ARCHITECTURE.md). Built from the route schemas; no database is opened, since routes need one only per request.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildOpenApiDocument } from '../rest/src/openapi';

const target = join(__dirname, '..', 'rest', 'openapi.json');
buildOpenApiDocument().then((text) => {
  writeFileSync(target, text);
  console.log(`wrote ${target}`);
});
