import {
  allSigned,
  assetPolicyValues,
  carPolicyValues,
  contractLifecycleError,
  contractShortcodeList,
  fillShortcodes,
  MAX_WORD_FILE_ENTRIES,
  MAX_WORD_FILE_INFLATED_BYTES,
  pdfError,
  requiredSignerSlots,
  sendError,
  shortcodesIn,
  signaturePng,
  signatureRequirements,
  signInternallyError,
  statusAfterSignature,
  wordFileError,
  type ContractSigning,
  sameSignerError,
} from '../contracts';

const PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';
const sent: ContractSigning = {
  status: 'sent',
  deleted: false,
  internalSignatureRequired: true,
  employeeSignatureRequired: false,
  internalSignerUserId: 1,
  secondInternalSignerUserId: 2,
  firstSigned: false,
  secondSigned: false,
  employeeSigned: false,
};

describe('contracts: shortcodes (part 2 §3 Custom shortcode, §7 hashtags)', () => {
  it.each([
    [
      'the person’s values fill the codes',
      '<p>{first_name} {last_name}</p>',
      { first_name: 'An', last_name: 'Peeters' },
      {},
      '<p>An Peeters</p>',
    ],
    [
      'a custom value wins over the person’s',
      '{wage}',
      { wage: '3000.00 EUR' },
      { wage: '3200.00 EUR' },
      '3200.00 EUR',
    ],
    ['a code without a value stays as written', '{unknown} {first_name}', { first_name: 'An' }, {}, '{unknown} An'],
    ['values are HTML-escaped', '{first_name}', { first_name: '<b>&' }, {}, '&lt;b&gt;&amp;'],
  ])('%s', (_title, html, values, custom, expected) => {
    expect(fillShortcodes(html, values, custom)).toEqual(expected);
  });

  it('part 2 §7 shortcodes/{contract_id}/list: the known codes, then the content’s and the custom ones, custom values first', () => {
    const list = contractShortcodeList(
      '{first_name} {bonus} {wage}',
      { first_name: 'An', wage: '3000.00 EUR' },
      { wage: '3200.00 EUR', extra: 'x' },
    );
    expect(list.filter((s) => ['first_name', 'wage', 'bonus', 'extra'].includes(s.shortcode))).toEqual([
      { shortcode: 'first_name', value: 'An', custom: false },
      { shortcode: 'wage', value: '3200.00 EUR', custom: true },
      { shortcode: 'bonus', value: null, custom: false },
      { shortcode: 'extra', value: 'x', custom: true },
    ]);
    expect(list.slice(0, 2).map((s) => s.shortcode)).toEqual(['first_name', 'last_name']);
  });

  it('lists the codes a content uses, in order of first use', () => {
    expect(shortcodesIn('{a} {b_2} {a} {Bad}')).toEqual(['a', 'b_2']);
  });
});

describe('contracts: signing (part 2 §4 draft → sent → signed, §5 first and optional second signer)', () => {
  it.each([
    ['part 2 §4: a draft is not signed yet', { ...sent, status: 'draft' as const }, 1, false, 'CONTRACT_NOT_SENT'],
    ['part 2 §5: the named first signer signs the first slot', sent, 1, false, null],
    ['part 2 §5: another user may not sign a named slot', sent, 3, false, 'NOT_THE_SIGNER'],
    ['part 2 §5: the second signs after the first', sent, 2, true, 'FIRST_SIGNER_FIRST'],
    ['part 2 §5: the second signs once the first did', { ...sent, firstSigned: true }, 2, true, null],
    ['a slot is signed once', { ...sent, firstSigned: true }, 1, false, 'ALREADY_SIGNED'],
    [
      'part 2 §5: no second signer named, no second slot',
      { ...sent, secondInternalSignerUserId: null },
      2,
      true,
      'INTERNAL_SIGNATURE_NOT_REQUIRED',
    ],
    ['an empty first slot is signed by whoever may manage', { ...sent, internalSignerUserId: null }, 7, false, null],
    ['part 2 §4: a deleted contract is not signed', { ...sent, deleted: true }, 1, false, 'CONTRACT_DELETED'],
  ])('%s', (_title, contract, user, second, expected) => {
    expect(signInternallyError(contract, user, second)).toEqual(expected);
  });

  it.each([
    ['part 2 §4: signed by the first only, with a second named: still sent', { ...sent, firstSigned: true }, 'sent'],
    ['part 2 §4: signed by both: signed', { ...sent, firstSigned: true, secondSigned: true }, 'signed'],
    [
      'part 2 §4: the employee’s signature is required too',
      { ...sent, firstSigned: true, secondSigned: true, employeeSignatureRequired: true },
      'sent',
    ],
    ['nothing required: signed once sent', { ...sent, internalSignatureRequired: false }, 'signed'],
  ])('%s', (_title, contract, expected) => {
    expect(statusAfterSignature(contract)).toEqual(expected);
    expect(allSigned(contract)).toEqual(expected === 'signed');
  });

  it('part 2 §4: a draft is sent once; a deleted one not at all', () => {
    expect([
      sendError({ status: 'draft', deleted: false }),
      sendError({ status: 'sent', deleted: false }),
      sendError({ status: 'draft', deleted: true }),
    ]).toEqual([null, 'CONTRACT_ALREADY_SENT', 'CONTRACT_DELETED']);
  });
});

describe('contracts: delete, undelete, delete for good (part 2 §4)', () => {
  it.each([
    ['part 2 §4: a contract is deleted', 'delete', false, null],
    ['part 2 §4: a deleted contract is not deleted again', 'delete', true, 'CONTRACT_DELETED'],
    ['part 2 §4: a deleted contract is undeleted', 'undelete', true, null],
    ['part 2 §4: a contract not deleted is not undeleted', 'undelete', false, 'CONTRACT_NOT_DELETED'],
    ['we choose: only a deleted contract goes for good', 'hardDelete', true, null],
    ['we choose: a contract not deleted is deleted first', 'hardDelete', false, 'CONTRACT_NOT_DELETED'],
  ] as const)('%s', (_title, change, deleted, expected) => {
    expect(contractLifecycleError(change, deleted)).toEqual(expected);
  });
});

describe('contracts: who signs (part 2 §4 signing method, §5 signers from the template, §7 sendToEmployee)', () => {
  const fromTemplate = { signingMethod: [], internalSignatureRequired: true, employeeSignatureRequired: false };
  it.each([
    [
      'part 2 §7 setSigningMethod: the method given decides',
      ['employee'],
      fromTemplate,
      { signingMethod: ['employee'], internalSignatureRequired: false, employeeSignatureRequired: true },
    ],
    [
      'part 2 §7 sendToEmployee without signers: the method set before decides',
      undefined,
      { ...fromTemplate, signingMethod: ['internal', 'employee'] },
      { signingMethod: ['internal', 'employee'], internalSignatureRequired: true, employeeSignatureRequired: true },
    ],
    ['part 2 §5: no method at all, the template’s requirements stay', undefined, fromTemplate, fromTemplate],
    [
      'part 2 §4: an empty method given means nobody signs',
      [],
      fromTemplate,
      { signingMethod: [], internalSignatureRequired: false, employeeSignatureRequired: false },
    ],
  ])('%s', (_title, requested, current, expected) => {
    expect(signatureRequirements(requested, current)).toEqual(expected);
  });

  it.each([
    ['part 2 §5: the first and the named second', sent, ['first', 'second']],
    ['part 2 §5: no second named, no second slot', { ...sent, secondInternalSignerUserId: null }, ['first']],
    [
      'part 2 §4: the employee signs last',
      { ...sent, employeeSignatureRequired: true },
      ['first', 'second', 'employee'],
    ],
    [
      'part 2 §4: the employee alone',
      { ...sent, internalSignatureRequired: false, employeeSignatureRequired: true },
      ['employee'],
    ],
  ])('%s', (_title, contract, expected) => {
    expect(requiredSignerSlots(contract)).toEqual(expected);
  });
});

describe('contracts: files (part 2 §7 signInternally base64_signature, uploadPDF)', () => {
  it('a signature is a PNG, as a data URL or bare base64', () => {
    expect(signaturePng(`data:image/png;base64,${PNG}`)?.length).toEqual(70);
    expect(signaturePng(PNG)?.length).toEqual(70);
    expect(signaturePng(btoa('GIF89a not a png'))).toEqual(null);
    expect(signaturePng('not base64!')).toEqual(null);
  });

  it('a PDF starts with %PDF- and is at most 10 MB', () => {
    expect(pdfError(new TextEncoder().encode('%PDF-1.7 …'))).toEqual(null);
    expect(pdfError(new TextEncoder().encode('hello'))).toEqual('INVALID_PDF');
    expect(pdfError(new Uint8Array(10 * 1024 * 1024 + 1))).toEqual('PDF_TOO_LARGE');
  });

  it.each([
    ['a long contract: 25 entries, 2 MB inflated', 25, 2_000_000, null],
    [
      'the limits themselves (we choose 1,000 entries, 30 MB)',
      MAX_WORD_FILE_ENTRIES,
      MAX_WORD_FILE_INFLATED_BYTES,
      null,
    ],
    ['one entry more than we choose', MAX_WORD_FILE_ENTRIES + 1, 1_000, 'WORD_FILE_TOO_COMPLEX'],
    ['one byte more than we choose', 3, MAX_WORD_FILE_INFLATED_BYTES + 1, 'WORD_FILE_TOO_COMPLEX'],
    ['a 294 KB Word file declaring 96 MB of XML', 3, 96 * 1024 * 1024, 'WORD_FILE_TOO_COMPLEX'],
  ] as const)(
    'word-to-html: a Word file of %s is read or refused before inflating',
    (_what, entries, inflatedBytes, expected) => {
      expect(wordFileError({ entries, inflatedBytes })).toEqual(expected);
    },
  );
});

describe('contracts: policies (part 2 §7 addAssetPolicy, addCarPolicy)', () => {
  it('names the covered assets in order, and the car with its plate when it has one', () => {
    expect(assetPolicyValues([{ asset_name: 'Laptop' }, { asset_name: 'Phone' }])).toEqual({ assets: 'Laptop, Phone' });
    expect(carPolicyValues({ brand: 'Skoda', model: 'Octavia', plate: '1-ABC-123' })).toEqual({
      car: 'Skoda Octavia (1-ABC-123)',
    });
    expect(carPolicyValues({ brand: 'Skoda', model: 'Octavia', plate: '  ' })).toEqual({ car: 'Skoda Octavia' });
    expect(
      fillShortcodes('<p>{assets} / {car}</p>', {
        ...assetPolicyValues([{ asset_name: 'A & B' }]),
        ...carPolicyValues({ brand: 'VW', model: 'ID.3', plate: null }),
      }),
    ).toEqual('<p>A &amp; B / VW ID.3</p>');
  });
});

describe('the second internal signer (part 2 §5)', () => {
  it('part 2 §5: the second signer is another user than the first; none is fine', () => {
    expect(sameSignerError(4, 4)).toEqual('SAME_SIGNER');
    expect(sameSignerError(4, 5)).toBeNull();
    expect(sameSignerError(4, null)).toBeNull();
    expect(sameSignerError(null, null)).toBeNull();
  });
});
