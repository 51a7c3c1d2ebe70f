import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';

// The contract's conventions (eslint.config.mjs: @graphql-eslint on schema.graphql) counted with the unit tests.
// ESLint runs as its CLI in a child process: its flat config is an ES module, which jest's CommonJS runtime
// would not load.
const ROOT = join(__dirname, '..', '..', '..', '..');
type Message = { ruleId: string | null; line: number; message: string };

it('schema.graphql passes the GraphQL schema linter', async () => {
  const eslint = join(ROOT, 'node_modules', 'eslint', 'bin', 'eslint.js');
  const { stdout } = await promisify(execFile)(process.execPath, [eslint, '--format', 'json', 'schema.graphql'], {
    cwd: ROOT,
  }).catch(
    // ESLint exits 1 when it finds problems; the JSON report is still on stdout.
    (error: { stdout?: string }) => ({ stdout: error.stdout ?? '[]' }),
  );
  const [report] = JSON.parse(stdout) as { filePath: string; messages: Message[] }[];
  expect(report.filePath).toEqual(join(ROOT, 'schema.graphql'));
  expect(report.messages.map((m) => `${m.line} ${m.ruleId}: ${m.message}`)).toEqual([]);
}, 60_000);
