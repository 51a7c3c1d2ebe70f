// Vite's import.meta.glob, as the language bundles use it (eager for the first catalog, lazy for the other areas).
// Declared here rather than through `vite/client`, which the import-graph check (tests/structure) cannot resolve.
interface ImportMeta {
  glob<T>(pattern: string | string[], options: { eager: true; import: 'default'; query?: string }): Record<string, T>;
  glob<T>(
    pattern: string | string[],
    options: { eager?: false; import: 'default'; query?: string },
  ): Record<string, () => Promise<T>>;
}
