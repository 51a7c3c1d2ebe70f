// Downloading a contract's PDF (part 2 §7 GET /api/contract/{id}/pdf, through the gateway: Contract.pdfUrl). A file, not
// GraphQL: fetched with the caller's token and saved under the contract's name.
import { getToken } from '../../session';

export async function downloadContractPdf(pdfUrl: string, contractName: string): Promise<void> {
  const token = getToken();
  const response = await fetch(pdfUrl, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  if (!response.ok) throw new Error(`${response.status}`);
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = `${contractName.replace(/[^A-Za-z0-9 _.-]/g, '_')}.pdf`;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** A file as base64 without its data-URL prefix (the upload calls take base64). */
export function fileAsBase64(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });
}
