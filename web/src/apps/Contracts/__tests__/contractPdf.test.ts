// Part 2 §7 uploadPDF from the browser: checked before sending (domain pdfError), then a multipart POST to the
// gateway's upload path with the session's token and progress; a refusal comes back with the spec's code.
import { FakeXhr, withFakeXhr } from '../../../test/fakeXhr';
import { DocumentFileError } from '../../Linked/documentFileRequests';
import { contractPdfFileError, contractPdfUploadUrl, downloadContractPdf, uploadContractPdf } from '../contractPdf';

const CONTRACT = 'Q29udHJhY3Q6MTI=';
const pdf = (size = 1000) => {
  const file = new File(['%PDF-1.7\n'], 'contract.pdf', { type: 'application/pdf' });
  Object.defineProperty(file, 'size', { value: size });
  return file;
};

describe('a contract PDF from the browser (part 2 §7 uploadPDF)', () => {
  withFakeXhr();

  it.each([
    ['a PDF of 10 MB', pdf(10 * 1024 * 1024), null],
    ['a PDF one byte over 10 MB', pdf(10 * 1024 * 1024 + 1), 'PDF_TOO_LARGE'],
    [
      'a file that does not start like a PDF',
      new File(['<html>'], 'contract.pdf', { type: 'application/pdf' }),
      'INVALID_PDF',
    ],
  ])('part 2 §7: %s is %s before sending', async (_what, file, expected) => {
    expect(await contractPdfFileError(file)).toEqual(expected);
  });

  it('sends the file as multipart `file` to the gateway upload path (the session cookie goes along), reporting progress', async () => {
    const progress: number[] = [];
    const done = uploadContractPdf(CONTRACT, pdf(), (percent) => progress.push(percent));
    const [xhr] = FakeXhr.sent;
    expect([xhr.method, xhr.url, xhr.headers]).toEqual([
      'POST',
      `/api/contracts/pdfbased/uploadPDF?contract_id=${encodeURIComponent(CONTRACT)}`,
      { Accept: 'application/json' },
    ]);
    expect((xhr.body!.get('file') as File).name).toEqual('contract.pdf');
    xhr.progress(250, 1000);
    xhr.progress(1000, 1000);
    await xhr.respond(200, 'OK', { success: 1, employee_id: 3, pages: 2 });
    await done;
    expect(progress).toEqual([25, 100]);
    expect(contractPdfUploadUrl('12')).toEqual('/api/contracts/pdfbased/uploadPDF?contract_id=12');
  });

  it('rejects with the spec code of a refusal (PDF_TOO_MANY_PAGES)', async () => {
    const done = uploadContractPdf(CONTRACT, pdf(), () => undefined);
    const refused = expect(done).rejects.toEqual(
      new DocumentFileError(400, 'PDF_TOO_MANY_PAGES', 'A contract PDF has at most 100 pages.'),
    );
    await FakeXhr.sent[0].respond(400, 'Bad Request', {
      code: 'PDF_TOO_MANY_PAGES',
      message: 'A contract PDF has at most 100 pages.',
      field: 'file',
    });
    await refused;
    await expect(done).rejects.toMatchObject({ status: 400, code: 'PDF_TOO_MANY_PAGES' });
  });

  it('a download the server refuses rejects with its code (PDF_TOO_COMPLEX), so the page can say why', async () => {
    const fetched = globalThis.fetch;
    const refusal = { code: 'PDF_TOO_COMPLEX', message: 'The PDF is too complex to read.' };
    globalThis.fetch = jest.fn(
      async () => new Response(JSON.stringify(refusal), { status: 422, statusText: 'Unprocessable Entity' }),
    );
    try {
      await expect(downloadContractPdf('/api/contract/12/pdf', 'Contract')).rejects.toEqual(
        new DocumentFileError(422, 'PDF_TOO_COMPLEX', 'Unprocessable Entity'),
      );
    } finally {
      globalThis.fetch = fetched;
    }
  });
});
