// The production image as the Dockerfile and docker-compose.yml describe it, read as text: no Docker engine runs here.
// What matters: the final stage runs node:24-slim's (or 26's) Node on Debian slim as a non-root user with a health check, starts a compiled
// server with plain node (no tsx, no npx), and carries no TypeScript source and no development dependency. That the
// files named here exist after `npm run build` and start is tests/integration/productionBuild.test.ts's part.
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { composeServices, dockerfileStages, words } from '../support/productionImage';

const ROOT = resolve(__dirname, '../..');

const stages = dockerfileStages();
const final = stages.at(-1)!;
const finalOf = (keyword: string) => final.instructions.filter((i) => i.keyword === keyword);

const compose = { services: composeServices() };

/** What starts a server: plain node on a compiled file under some dist/. */
function expectCompiledEntry(command: string[]) {
  expect(command[0]).toEqual('node');
  expect(command.slice(1)).toEqual([expect.stringMatching(/^[\w/]+\/dist\/[\w.]+\.js$/)]);
  expect(command.join(' ')).not.toMatch(/tsx|npx|ts-node|\.ts\b/);
}

describe('the production image (Dockerfile)', () => {
  it('builds in stages on node:24-slim or node:26-slim and runs their Node on the same Debian slim, without npm', () => {
    const NODE_SLIM = /^node:(24|26)(\.\d+)*-(trixie-)?slim(@sha256:[0-9a-f]{64})?$/;
    expect(stages.length).toBeGreaterThanOrEqual(2);
    for (const stage of stages.slice(0, -1)) expect(stage.from).toMatch(NODE_SLIM);
    // node:24-slim and node:26-slim are built on debian:trixie-slim: the copied binary finds the libraries it was
    // linked against.
    expect(final.from).toMatch(/^debian:trixie-slim(@sha256:[0-9a-f]{64})?$/);
    const fromImages = finalOf('COPY').filter((copy) => /^--from=\S*:/.test(copy.args));
    expect(fromImages.map((copy) => copy.args.split(/\s+/))).toEqual([
      [expect.stringMatching(/^--from=/), '/usr/local/bin/node', '/usr/local/bin/node'],
    ]);
    expect(fromImages[0].args.split(/\s+/)[0].slice('--from='.length)).toMatch(NODE_SLIM);
    expect(
      finalOf('RUN')
        .map((i) => i.args)
        .join('\n'),
    ).not.toMatch(/\bapt(-get)?\b/);
  });

  it('runs as a user other than root', () => {
    const users = finalOf('USER').map((i) => i.args);
    expect(users.length).toBeGreaterThan(0);
    expect(users.at(-1)).not.toMatch(/^(root|0)(:|$)/);
  });

  it('has a health check on /healthz with node itself (the slim image has no curl)', () => {
    const [healthcheck] = finalOf('HEALTHCHECK');
    expect(healthcheck?.args).toMatch(/CMD \["node", "-e", ".*fetch\(.*\/healthz/);
  });

  it('starts the gateway as compiled JavaScript under NODE_ENV=production', () => {
    const cmd = finalOf('CMD').at(-1)!;
    expect(cmd.args.startsWith('[')).toBe(true); // exec form: node itself gets SIGTERM, no shell in between
    expectCompiledEntry(words(cmd.args));
    expect(finalOf('ENTRYPOINT')).toEqual([]);
    expect(
      finalOf('ENV')
        .map((i) => i.args)
        .join(' '),
    ).toMatch(/\bNODE_ENV=production\b/);
  });

  it('installs nothing in the final stage and copies in only built files and production dependencies', () => {
    expect(
      finalOf('RUN')
        .map((i) => i.args)
        .join('\n'),
    ).not.toMatch(/\b(npm|npx|yarn|pnpm)\b/);
    // Nothing from the build context: each COPY takes from an earlier stage.
    const copies = finalOf('COPY').concat(finalOf('ADD'));
    for (const copy of copies) expect(copy.args).toMatch(/^--from=\S+ /);
    const sources = copies.map((copy) => copy.args.split(/\s+/).slice(1, -1)).flat();
    for (const source of sources) {
      expect(source).not.toMatch(/\.tsx?$|\/src(\/|$)|^\/app\/?$|^\.\/?$/);
    }
    // node_modules only from the stage that installed without dev dependencies.
    const modules = copies.filter((copy) => /node_modules/.test(copy.args));
    expect(modules.length).toBeGreaterThan(0);
    for (const copy of modules) {
      const stage = stages.find((s) => s.name === /^--from=(\S+)/.exec(copy.args)![1])!;
      const installs = stage.instructions.filter((i) => i.keyword === 'RUN' && /\bnpm (ci|install)\b/.test(i.args));
      expect(installs.length).toBeGreaterThan(0);
      for (const install of installs) expect(install.args).toMatch(/--omit=dev\b/);
    }
  });

  it('copies what the servers read at run time', () => {
    const copied = finalOf('COPY').map((copy) => copy.args.split(/\s+/).at(-1)!.replace(/\/$/, ''));
    expect(copied).toEqual(
      expect.arrayContaining([
        'rest/dist',
        'gateway/dist',
        'gateway/graphiql/dist',
        'web/dist',
        'web/persisted-queries.json',
        'schema.graphql',
      ]),
    );
  });

  it('leaves the working tree’s builds, dependencies and databases out of the build context', () => {
    const ignored = readFileSync(join(ROOT, '.dockerignore'), 'utf8').split(/\r?\n/);
    expect(ignored).toEqual(expect.arrayContaining(['**/node_modules', '**/dist', '**/.data', '.git']));
  });
});

describe('docker-compose.yml', () => {
  const servers = Object.entries(compose.services).filter(([, service]) => service.command);

  it('starts every server of the image as compiled JavaScript under NODE_ENV=production', () => {
    expect(servers.map(([name]) => name).sort()).toEqual(['gateway', 'migrate', 'rest']);
    for (const [, service] of servers) expectCompiledEntry(service.command!);
    expect(compose.services.rest.environment?.NODE_ENV).toEqual('production');
    expect(compose.services.gateway.environment?.NODE_ENV).toEqual('production');
  });

  it('migrates once, in its own service, before the REST API starts', () => {
    expect(compose.services.migrate.command).toEqual(['node', 'rest/dist/migrate.js']);
    expect(compose.services.rest.environment?.RUN_MIGRATIONS).toEqual('false');
    expect(compose.services.rest.depends_on?.migrate).toEqual({ condition: 'service_completed_successfully' });
  });
});
