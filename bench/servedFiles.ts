// The web app's files as the gateway really sends them to a browser that accepts brotli and gzip: the
// encoding, the bytes on the wire and the cache header, for the page (index.html) and every hashed file the profile
// route loads before it shows (read from the Vite manifest, as bundleSize.ts does).
import { request } from 'undici';
import { table } from './measure';
import { entryKey, readManifest, staticClosure } from './viteManifest';

const PROFILE_PAGE = 'src/apps/Profile/components/ProfilePage.tsx';
const LONG_CACHE = /max-age=31536000.*immutable|immutable.*max-age=31536000/;

export async function servedFilesBench(gatewayUrl: string) {
  const manifest = readManifest();
  if (!manifest) {
    console.log('\n(f) Files as served: no web/dist (run `npm run build -w web` first)');
    return;
  }
  // The entry and the profile page with their static imports, as paths the browser asks for.
  const page = Object.keys(manifest).find((key) => key.endsWith(PROFILE_PAGE)) ?? '';
  const files = [...staticClosure(manifest, page, staticClosure(manifest, entryKey(manifest)))].map(
    (key) => `/${manifest[key].file}`,
  );
  const answers = [];
  for (const path of ['/', ...files]) {
    // undici's request leaves the body as sent: its length is what crossed the wire.
    const { statusCode, headers, body } = await request(`${gatewayUrl}${path}`, {
      headers: { 'accept-encoding': 'br, gzip' },
    });
    const sent = Buffer.from(await body.arrayBuffer()).length;
    answers.push({
      path,
      statusCode,
      encoding: String(headers['content-encoding'] ?? 'none'),
      cache: String(headers['cache-control'] ?? ''),
      sent,
    });
  }
  const hashed = answers.slice(1);
  const compressed = answers.filter((a) => a.encoding === 'br' || a.encoding === 'gzip').length;
  const cached = hashed.filter((a) => LONG_CACHE.test(a.cache)).length;
  console.log(`\n(f) The profile route's files as the gateway sends them (accept-encoding: br, gzip)`);
  console.log(
    table(
      ['file', 'status', 'encoding', 'KB sent', 'cache-control'],
      answers.map((a) => [
        a.path.replace(/^\/assets\//, ''),
        a.statusCode,
        a.encoding,
        (a.sent / 1024).toFixed(1),
        a.cache,
      ]),
      [false, true, false, true, false],
    ),
  );
  console.log(
    `  compressed: ${compressed} of ${answers.length} (target: all); hashed files with a year's immutable cache: ${cached} of ${hashed.length} (target: all)`,
  );
  console.log(
    `  sent before the profile shows: ${(hashed.reduce((total, a) => total + a.sent, 0) / 1024).toFixed(1)} KB of JavaScript`,
  );
}
