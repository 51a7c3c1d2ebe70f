// Downloading a contract's PDF (part 2 §7 GET /api/contract/{id}/pdf, through the gateway: Contract.pdfUrl). A file, not
// GraphQL: fetched with the session cookie and saved under the contract's name.
import { MAX_CONTRACT_PDF_BYTES, pdfError } from '@people/domain/contracts';
import { DocumentFileError, sendFile } from '../Linked/documentFileRequests';

/** Saves the contract's PDF; rejects with the server's refusal (its code, e.g. PDF_TOO_COMPLEX, when it gives one). */
export async function downloadContractPdf(pdfUrl: string, contractName: string): Promise<void> {
  const response = await fetch(pdfUrl);
  if (!response.ok) {
    const answer = (await response.json().catch(() => null)) as { code?: unknown } | null;
    throw new DocumentFileError(
      response.status,
      typeof answer?.code === 'string' ? answer.code : null,
      response.statusText,
    );
  }
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
    reader.onload = () => resolve((reader.result as string).replace(/^data:[^,]*,/, ''));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read.'));
    reader.readAsDataURL(file);
  });
}

/** Part 2 §7 uploadPDF on the gateway's origin (gateway/src/contracts/pdfProxy.ts); contractId is the Contract's global id. */
export const contractPdfUploadUrl = (contractId: string) =>
  `/api/contracts/pdfbased/uploadPDF?contract_id=${encodeURIComponent(contractId)}`;

/** Sends a draft PDF contract's file from the browser with progress (0–100); rejects with the server's refusal. */
export async function uploadContractPdf(
  contractId: string,
  file: File,
  onProgress: (percent: number) => void,
): Promise<void> {
  await sendFile(contractPdfUploadUrl(contractId), file, onProgress);
}

/**
 * What the server would refuse a file for that can be told before sending it (part 2 §7 uploadPDF, domain pdfError):
 * larger than 10 MB (PDF_TOO_LARGE) or not a PDF by its first bytes (INVALID_PDF). The page count is the server's.
 */
export async function contractPdfFileError(file: File): Promise<'PDF_TOO_LARGE' | 'INVALID_PDF' | null> {
  if (file.size > MAX_CONTRACT_PDF_BYTES) return 'PDF_TOO_LARGE';
  return pdfError(await firstBytes(file, 5));
}

/** The first `count` bytes of a file, read with FileReader (which every browser and jsdom have). */
function firstBytes(file: File, count: number): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read.'));
    reader.readAsArrayBuffer(file.slice(0, count));
  });
}
