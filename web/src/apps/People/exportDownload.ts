/** The file name the server gave in `content-disposition`, else `fallback`. */
function fileName(disposition: string | null, fallback: string): string {
  return /filename="([^"]+)"/.exec(disposition ?? '')?.[1] ?? fallback;
}

/**
 * Downloads an export from the gateway (gateway/src/core/exportProxy.ts): fetched (the session cookie goes along) so that a
 * refusal stays on the page as an error, then saved through a temporary link under the name the server gave.
 */
export async function downloadExport(url: string, fallbackName: string): Promise<void> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`export answered ${response.status}`);
  const objectUrl = URL.createObjectURL(await response.blob());
  try {
    const link = document.createElement('a');
    link.href = objectUrl;
    link.download = fileName(response.headers.get('content-disposition'), fallbackName);
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // Later, so the browser has started the download before the URL goes.
    setTimeout(() => URL.revokeObjectURL(objectUrl), 10_000);
  }
}

/** The filtered directory from the gateway's GET /api/employees/export. */
export function downloadDirectoryExport(query: string, format: 'xlsx' | 'csv'): Promise<void> {
  return downloadExport(`/api/employees/export?${query}`, `people.${format}`);
}
