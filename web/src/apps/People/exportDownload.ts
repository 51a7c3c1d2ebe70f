import { getToken } from '../../session';

/** The file name the server gave in `content-disposition`, else `fallback`. */
function fileName(disposition: string | null, fallback: string): string {
  return /filename="([^"]+)"/.exec(disposition ?? '')?.[1] ?? fallback;
}

/**
 * Downloads the filtered directory (issue 21) from the gateway's GET /api/employees/export (gateway/src/exportProxy.ts):
 * fetched with the session's token, which a plain link would not send, then saved through a temporary link.
 */
export async function downloadDirectoryExport(query: string, format: 'xlsx' | 'csv'): Promise<void> {
  const token = getToken();
  const response = await fetch(`/api/employees/export?${query}`, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  if (!response.ok) throw new Error(`export answered ${response.status}`);
  const url = URL.createObjectURL(await response.blob());
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = fileName(response.headers.get('content-disposition'), `people.${format}`);
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // Later, so the browser has started the download before the URL goes.
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  }
}
