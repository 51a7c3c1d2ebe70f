// The web build's Vite manifest (web/dist/.vite/manifest.json, `npm run build -w web`): which chunk each source module
// became and what it imports. bundleSize.ts and servedFiles.ts read a route's files from it.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export const DIST = join(__dirname, '..', 'web', 'dist');

export interface Chunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}

export type Manifest = Record<string, Chunk>;

/** The manifest, or null before the web app is built. */
export function readManifest(): Manifest | null {
  const file = join(DIST, '.vite', 'manifest.json');
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Manifest) : null;
}

/** `key` and everything it imports statically, added to `seen`: what loads with it. */
export function staticClosure(manifest: Manifest, key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key) || !manifest[key]) return seen;
  seen.add(key);
  for (const imported of manifest[key].imports ?? []) staticClosure(manifest, imported, seen);
  return seen;
}

/** The app's entry module (index.html's script). */
export const entryKey = (manifest: Manifest) => Object.keys(manifest).find((key) => manifest[key].isEntry)!;
