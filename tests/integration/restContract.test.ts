// The gateway meets the REST API at its published contract (ARCHITECTURE.md): every REST call the gateway makes is
// a path and method of rest/openapi.json, and that committed document is what the route schemas give today.
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { buildOpenApiDocument } from '@people/rest/openapi';

const ROOT = join(__dirname, '..', '..');
const DOCUMENT = join(ROOT, 'rest', 'openapi.json');
const GATEWAY_SRC = join(ROOT, 'gateway', 'src');

interface RestCall {
  method: 'GET' | 'POST';
  path: string;
  where: string;
}

function sourceFiles(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    // Generated code, tests and their fixtures talk to fake APIs, not to the REST API.
    if (statSync(path).isDirectory())
      return ['__generated__', '__tests__', 'test'].includes(name) ? [] : sourceFiles(path);
    return name.endsWith('.ts') && !name.endsWith('.test.ts') ? [path] : [];
  });
}

const lineOf = (text: string, index: number) => text.slice(0, index).split('\n').length;

/**
 * The REST calls written in the gateway's sources: the string literal path of a client `.get(`/`.post(`, of a
 * batch loader (GET), of a record of POST paths (`… as const satisfies Record<…, RestPostPath>`), and the undici
 * `pool.request` calls of the avatar proxy, whose `${…}` stand for a path parameter.
 */
function gatewayRestCalls(): RestCall[] {
  const calls: RestCall[] = [];
  for (const file of sourceFiles(GATEWAY_SRC)) {
    const text = readFileSync(file, 'utf8');
    const where = (index: number) => `${relative(ROOT, file)}:${lineOf(text, index)}`;
    // `app.get(`/`app.post(` are the gateway's own routes (the avatar proxy), not REST calls.
    for (const match of text.matchAll(/(?<!\bapp)\.(get|post)\(\s*'(\/api\/[^']*)'/g)) {
      calls.push({ method: match[1] === 'get' ? 'GET' : 'POST', path: match[2], where: where(match.index) });
    }
    for (const match of text.matchAll(/(?:batchLoader|byTypeLoader)\(\s*client,\s*'(\/api\/[^']*)'/g)) {
      calls.push({ method: 'GET', path: match[1], where: where(match.index) });
    }
    for (const record of text.matchAll(/=\s*\{([^}]*)\}\s*as const satisfies Record<[^>]*RestPostPath>/g)) {
      for (const match of record[1].matchAll(/'(\/api\/[^']*)'/g))
        calls.push({ method: 'POST', path: match[1], where: where(record.index) });
    }
    for (const match of text.matchAll(/pool\.request\(\{\s*method:\s*'(GET|POST)',\s*path:\s*`(\/api\/[^`]*)`/g)) {
      calls.push({
        method: match[1] as RestCall['method'],
        path: match[2].replace(/\$\{[^}]*\}/g, '{param}'),
        where: where(match.index),
      });
    }
  }
  return calls;
}

/** Whether a call's path is one of the document's templates: `{name}` stands for one path segment either side. */
function published(paths: Record<string, Record<string, unknown>>, call: RestCall) {
  const segments = (path: string) => path.split('/').map((segment) => (/^\{[^}]+\}$/.test(segment) ? '{}' : segment));
  const wanted = segments(call.path).join('/');
  return Object.entries(paths).some(
    ([template, operations]) => segments(template).join('/') === wanted && call.method.toLowerCase() in operations,
  );
}

describe('the REST contract (rest/openapi.json)', () => {
  const committed = readFileSync(DOCUMENT, 'utf8');

  it('is what the route schemas give now: run `npm run generate` and commit rest/openapi.json when this fails', async () => {
    const current = await buildOpenApiDocument();
    if (current !== committed) {
      throw new Error(
        'rest/openapi.json is stale: the route schemas changed. Run `npm run generate` and commit rest/openapi.json.',
      );
    }
  });

  it('publishes every REST path and method the gateway calls', () => {
    const { paths } = JSON.parse(committed) as { paths: Record<string, Record<string, unknown>> };
    const calls = gatewayRestCalls();
    // The scan itself must keep finding the gateway's calls, or this test would pass on nothing.
    expect(calls.length).toBeGreaterThan(50);
    expect(
      calls.filter((call) => call.where.includes('avatarProxy')).map(({ method, path }) => `${method} ${path}`),
    ).toEqual(['POST /api/employees/{param}/avatar', 'GET /api/avatars/{param}']);
    const unknown = calls
      .filter((call) => !published(paths, call))
      .map(({ method, path, where }) => `${method} ${path} (${where})`);
    expect(unknown).toEqual([]);
  });

  it('names every answer the gateway reads: no response schema is left open', () => {
    const { components } = JSON.parse(committed) as { components: { schemas: Record<string, unknown> } };
    // PayrollData and event_info_json are open on purpose: they name the keys the product reads and keep the others.
    const open = Object.entries(components.schemas)
      .filter(
        ([name, schema]) =>
          name !== 'PayrollData' &&
          name !== 'ActivityItem' &&
          JSON.stringify(schema).includes('"additionalProperties":true'),
      )
      .map(([name]) => name);
    expect(open).toEqual([]);
  });
});
