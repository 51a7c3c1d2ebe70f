// A Word file (.docx) is a zip: before any parse, what its central directory declares (how many entries, how many bytes
// they inflate to) is read with yauzl, which inflates nothing, and held to domain wordFileError. The parse itself runs in
// a worker (uploadParsing.ts), which also refuses an entry that inflates to more than it declared.
import type { Entry, ZipFile } from 'yauzl';
import { wordFileError } from '@people/domain/contracts';
import { onFirstUse } from '../core/onFirstUse';

const yauzl = onFirstUse(() => require('yauzl') as typeof import('yauzl'));

const openZip = (bytes: Buffer) =>
  new Promise<ZipFile>((resolve, reject) =>
    yauzl().fromBuffer(bytes, { lazyEntries: true }, (error, zip) => (error ? reject(error) : resolve(zip))),
  );

/** Why a Word file is refused before it is parsed: not a zip, or larger or of more entries than we read; null to parse it. */
export async function wordFilePrecheck(bytes: Buffer): Promise<'INVALID_WORD_FILE' | 'WORD_FILE_TOO_COMPLEX' | null> {
  let zip: ZipFile;
  try {
    zip = await openZip(bytes);
  } catch {
    return 'INVALID_WORD_FILE';
  }
  // The end record gives the count: a zip of too many entries is refused without reading one of them.
  if (wordFileError({ entries: zip.entryCount, inflatedBytes: 0 })) {
    zip.close();
    return 'WORD_FILE_TOO_COMPLEX';
  }
  return new Promise((resolve) => {
    let inflatedBytes = 0;
    const settle = (answer: 'INVALID_WORD_FILE' | 'WORD_FILE_TOO_COMPLEX' | null) => {
      zip.close();
      resolve(answer);
    };
    zip.on('entry', (entry: Entry) => {
      inflatedBytes += entry.uncompressedSize;
      // Once past the limit, the rest of the directory changes nothing.
      if (wordFileError({ entries: zip.entryCount, inflatedBytes })) settle('WORD_FILE_TOO_COMPLEX');
      else zip.readEntry();
    });
    zip.on('end', () => settle(wordFileError({ entries: zip.entryCount, inflatedBytes })));
    // A central directory that does not read (names, sizes or offsets out of place) is no Word file.
    zip.on('error', () => settle('INVALID_WORD_FILE'));
    zip.readEntry();
  });
}
