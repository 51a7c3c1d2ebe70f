import { MAX_WORD_FILE_ENTRIES, MAX_WORD_FILE_INFLATED_BYTES } from '@people/domain/contracts';
import { declaringAtMost, wordFileOfXml, zipOf } from '../../test/uploadBombs';
import { wordFilePrecheck } from '../wordFile';

const MiB = 1024 * 1024;
const entries = (count: number): [string, string][] =>
  Array.from({ length: count }, (_, i) => [`word/part${i}.xml`, '<x/>']);
// Two entries that inflate to `total` bytes together: the limit is on all entries, not on each.
const halves = (total: number) => {
  const chunk = Buffer.alloc(MiB);
  const half = MAX_WORD_FILE_INFLATED_BYTES / 2;
  return zipOf([
    ['word/document.xml', { chunk, times: half / MiB }],
    ['word/media/image1.png', { chunk, times: half / MiB, tail: '!'.repeat(total - MAX_WORD_FILE_INFLATED_BYTES) }],
  ]);
};

describe('a Word file is held to its limits from its central directory, before a byte is inflated', () => {
  it('a Word document is read', async () => {
    expect(await wordFilePrecheck(await wordFileOfXml(100_000))).toEqual(null);
  });

  it(`MAX_WORD_FILE_ENTRIES (${MAX_WORD_FILE_ENTRIES}) entries are read, one more is WORD_FILE_TOO_COMPLEX`, async () => {
    expect(await wordFilePrecheck(await zipOf(entries(MAX_WORD_FILE_ENTRIES)))).toEqual(null);
    expect(await wordFilePrecheck(await zipOf(entries(MAX_WORD_FILE_ENTRIES + 1)))).toEqual('WORD_FILE_TOO_COMPLEX');
  });

  it(`MAX_WORD_FILE_INFLATED_BYTES (${MAX_WORD_FILE_INFLATED_BYTES}) in all are read, one byte more is WORD_FILE_TOO_COMPLEX`, async () => {
    const [atLimit, overLimit] = [
      await halves(MAX_WORD_FILE_INFLATED_BYTES),
      await halves(MAX_WORD_FILE_INFLATED_BYTES + 1),
    ];
    expect([atLimit.length < MiB, overLimit.length < MiB]).toEqual([true, true]);
    expect([await wordFilePrecheck(atLimit), await wordFilePrecheck(overLimit)]).toEqual([
      null,
      'WORD_FILE_TOO_COMPLEX',
    ]);
  });

  it('a 300 KB Word file of 100 MB of XML is refused; one declaring less than it holds passes here, for the worker to refuse', async () => {
    const bomb = await wordFileOfXml(100 * MiB);
    expect(bomb.length < 400 * 1024).toEqual(true);
    expect(await wordFilePrecheck(bomb)).toEqual('WORD_FILE_TOO_COMPLEX');
    expect(await wordFilePrecheck(declaringAtMost(bomb, 10_000))).toEqual(null);
  });

  it('bytes that start like a zip but are none are INVALID_WORD_FILE', async () => {
    expect(await wordFilePrecheck(Buffer.from('PK\x03\x04 and then nothing of a zip'))).toEqual('INVALID_WORD_FILE');
    const cut = await zipOf(entries(3));
    expect(await wordFilePrecheck(cut.subarray(0, cut.length - 30))).toEqual('INVALID_WORD_FILE');
  });
});
