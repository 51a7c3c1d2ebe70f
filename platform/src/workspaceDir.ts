import { basename, dirname } from 'node:path';

/**
 * The folder of the workspace (rest/, gateway/) a server module belongs to, from the module's `__dirname`: in the
 * sources the folder above `src/`, at whatever depth below it the module sits (`src/core/`, `src/<area>/`); in a
 * compiled server every module's `__dirname` is the bundle's folder, `<workspace>/dist` (scripts/buildServers.mjs).
 * The files a server reads beside its code (migrations, schema.graphql, the web app) are found from here.
 */
export function workspaceDir(moduleDir: string): string {
  let dir = moduleDir;
  while (basename(dir) !== 'src' && basename(dir) !== 'dist') {
    const parent = dirname(dir);
    if (parent === dir) throw new Error(`${moduleDir} is not inside a src/ or dist/ folder`);
    dir = parent;
  }
  return dirname(dir);
}
