/**
 * A library loaded on its first use rather than with the server. exceljs (with its zip libraries), pdf-lib and mammoth
 * took about 0.4 s of every start of the REST API, and of every integration test file (each loads the servers in a
 * module registry of its own), while only the exports, the contract PDFs and the .docx import use them.
 */
export function onFirstUse<T>(load: () => T): () => T {
  let loaded: { value: T } | undefined;
  return () => (loaded ??= { value: load() }).value;
}
