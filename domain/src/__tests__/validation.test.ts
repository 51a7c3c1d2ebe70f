import {
  AVATAR_MAX_BYTES,
  INVITE_MESSAGE_MAX_LENGTH,
  NOTE_MAX_LENGTH,
  formatTimeInput,
  inviteMessageCounter,
  isNumeric,
  noteCounter,
  parseTimeInput,
  requiredField,
  stepHours,
  stepMinutes,
  validateAvatar,
  validateEmail,
  validateInviteMessage,
  validateNote,
} from '../validation';

const chars = (n: number) => 'x'.repeat(n);

describe('activity note', () => {
  it('part 1 §9: note max is 400 characters', () => {
    expect(NOTE_MAX_LENGTH).toEqual(400);
  });

  it.each([
    ['part 1 §5: empty note, counter 0 / 400', '', { count: 0, max: 400, overLimit: false, label: '0 / 400' }],
    [
      'part 1 §5: 399 characters, counter not red',
      chars(399),
      { count: 399, max: 400, overLimit: false, label: '399 / 400' },
    ],
    [
      'part 1 §5: 400 characters, counter not red',
      chars(400),
      { count: 400, max: 400, overLimit: false, label: '400 / 400' },
    ],
    [
      'part 1 §5: 401 characters, counter red above 400',
      chars(401),
      { count: 401, max: 400, overLimit: true, label: '401 / 400' },
    ],
    [
      'part 1 §5 (choice): an emoji counts as 1 character, 400 emoji is 400 / 400',
      '😀'.repeat(400),
      { count: 400, max: 400, overLimit: false, label: '400 / 400' },
    ],
  ])('%s', (_title, text, expected) => {
    expect(noteCounter(text)).toEqual(expected);
  });

  const tooLong = { code: 'NOTE_TOO_LONG', message: 'Your note has to be less than 400 characters' };
  it.each([
    ['part 1 §5: 399 characters accepted', chars(399), null],
    ['part 1 §5 (choice): exactly 400 characters accepted', chars(400), null],
    ['part 1 §5: 401 characters refused with the 400-characters message', chars(401), tooLong],
  ])('%s', (_title, text, expected) => {
    expect(validateNote(text)).toEqual(expected);
  });
});

describe('invite to self-service', () => {
  it('part 1 §4 (choice): the optional message has the note’s limit, 400 characters', () => {
    expect(INVITE_MESSAGE_MAX_LENGTH).toEqual(400);
  });

  const tooLong = {
    code: 'MESSAGE_TOO_LONG',
    message: 'The message has to be at most 400 characters',
    field: 'optional_message',
  };
  it.each([
    ['part 1 §4 (choice): no message is fine', '', null, '0 / 400'],
    ['part 1 §4 (choice): exactly 400 characters accepted', chars(400), null, '400 / 400'],
    ['part 1 §4 (choice): 400 emoji count as 400 characters', '😀'.repeat(400), null, '400 / 400'],
    ['part 1 §4 (choice): 401 characters refused', chars(401), tooLong, '401 / 400'],
  ])('%s', (_title, text, expected, label) => {
    expect([validateInviteMessage(text), inviteMessageCounter(text).label]).toEqual([expected, label]);
  });

  const invalid = { code: 'INVALID_EMAIL', message: 'This is not a valid email address', field: 'email' };
  it.each([
    ['part 1 §3 email: a work address', 'ann.peeters4@demo.be', null],
    ['part 1 §3 personal_email: a personal address with plus and subdomain', 'ann+hr@mail.example.co.uk', null],
    ['part 1 §4 (choice): spaces around are trimmed', '  ann@example.com ', null],
    ['part 1 §4 (choice): no @ is not an address', 'ann.example.com', invalid],
    ['part 1 §4 (choice): two @ is not an address', 'ann@@example.com', invalid],
    ['part 1 §4 (choice): a domain without a dot is not an address', 'ann@localhost', invalid],
    ['part 1 §4 (choice): a space inside is not an address', 'ann peeters@example.com', invalid],
    ['part 1 §4 (choice): a numeric top-level domain is not an address', 'ann@example.123', invalid],
    [
      'part 1 §4 (choice): longer than 254 characters is not an address',
      `${chars(64)}@${'a'.repeat(63)}.${'b'.repeat(63)}.${'c'.repeat(63)}.com`,
      invalid,
    ],
  ])('%s', (_title, text, expected) => {
    expect(validateEmail(text)).toEqual(expected);
  });
});

describe('validateAvatar', () => {
  it('part 1 §9: avatar max 5242880 bytes', () => {
    expect(AVATAR_MAX_BYTES).toEqual(5242880);
  });

  it.each([
    ['part 1 §5: jpg allowed', 'me.jpg', 1000, null],
    ['part 1 §5: jpeg allowed', 'me.jpeg', 1000, null],
    ['part 1 §5: png allowed', 'me.png', 1000, null],
    ['part 1 §5: JPG upper case allowed', 'ME.JPG', 1000, null],
    ['part 1 §5: Png mixed case allowed', 'me.Png', 1000, null],
    ['part 1 §5: gif → FILETYPE_NOT_ALLOWED', 'me.gif', 1000, 'FILETYPE_NOT_ALLOWED'],
    ['part 1 §5: no extension → FILETYPE_NOT_ALLOWED', 'jpg', 1000, 'FILETYPE_NOT_ALLOWED'],
    ['part 1 §5: png.exe → FILETYPE_NOT_ALLOWED (last extension counts)', 'me.png.exe', 1000, 'FILETYPE_NOT_ALLOWED'],
    ['part 1 §5: 5242879 bytes allowed', 'me.png', 5242879, null],
    ['part 1 §5 (choice): exactly 5242880 bytes allowed', 'me.png', 5242880, null],
    ['part 1 §5: 5242881 bytes → FILE_TOO_BIG', 'me.png', 5242881, 'FILE_TOO_BIG'],
    ['part 1 §5: too big and wrong type → FILETYPE_NOT_ALLOWED first', 'me.bmp', 9999999, 'FILETYPE_NOT_ALLOWED'],
  ])('%s', (_title, filename, size, expected) => {
    expect(validateAvatar({ filename, size })).toEqual(expected);
  });
});

describe('isNumeric', () => {
  it.each([
    ['part 1 §5: finite number 12', 12, true],
    ['part 1 §5: finite number −1.5', -1.5, true],
    ['part 1 §5: NaN is not numeric', Number.NaN, false],
    ['part 1 §5: Infinity is not numeric', Number.POSITIVE_INFINITY, false],
    ['part 1 §5: string "42"', '42', true],
    ['part 1 §5: string "-42" with optional minus', '-42', true],
    ['part 1 §5: string "3.14" with decimals', '3.14', true],
    ['part 1 §5: string "3." without decimal digits', '3.', false],
    ['part 1 §5: string ".5" without leading digits', '.5', false],
    ['part 1 §5: string "+5" (plus not allowed)', '+5', false],
    ['part 1 §5: string "1e3" (exponent not allowed)', '1e3', false],
    ['part 1 §5: string "3,14" (comma not allowed)', '3,14', false],
    ['part 1 §5: empty string', '', false],
    ['part 1 §5: null', null, false],
  ])('%s', (_title, value, expected) => {
    expect(isNumeric(value)).toEqual(expected);
  });
});

describe('requiredField', () => {
  const required = { code: 'FIELD_IS_REQUIRED', message: 'Contract type is required', field: 'Contract type' };
  it.each([
    ['part 2 §5: null → FIELD_IS_REQUIRED with the title', null, required],
    ['part 2 §5: undefined → FIELD_IS_REQUIRED', undefined, required],
    ['part 2 §5: empty string → FIELD_IS_REQUIRED', '', required],
    ['part 2 §5 (choice): blank string → FIELD_IS_REQUIRED', '   ', required],
    ['part 2 §5 (choice): empty list → FIELD_IS_REQUIRED', [], required],
    ['part 2 §5 (choice): 0 is a value', 0, null],
    ['part 2 §5 (choice): false is a value', false, null],
    ['part 2 §5: a chosen option is a value', 'Flex', null],
  ])('%s', (_title, value, expected) => {
    expect(requiredField(value, 'Contract type')).toEqual(expected);
  });
});

describe('24h minutes picker', () => {
  it.each([
    ['part 1 §5: separator ":" 09:30 → 570', '09:30', 570],
    ['part 1 §5: separator "h" 9h30 → 570', '9h30', 570],
    ['part 1 §5: separator "u" 9u30 → 570', '9u30', 570],
    ['part 1 §5: separator "H" upper case', '9H30', 570],
    ['part 1 §5: hours 23 kept', '23:00', 1380],
    ['part 1 §5: hours 24 capped at 23', '24:00', 1380],
    ['part 1 §5: hours 0 kept', '00:15', 15],
    ['part 1 §5: minutes 59 kept', '10:59', 659],
    ['part 1 §5: minutes 60 capped at 59', '10:60', 659],
    ['part 1 §5: non-numeric hours become 00', 'ab:30', 30],
    ['part 1 §5: non-numeric minutes become 00', '10:xx', 600],
    ['part 1 §5: negative hours are non-numeric, become 00', '-5:00', 0],
    ['part 1 §5: empty minutes after "h" are 00', '9h', 540],
    ['part 1 §5 (choice): no separator reads hours', '9', 540],
    ['part 1 §5: nothing typed is 00:00', '', 0],
  ])('%s', (_title, text, expected) => {
    expect(parseTimeInput(text)).toEqual(expected);
  });

  it.each([
    ['part 1 §5: 570 shows 09:30', 570, '09:30'],
    ['part 1 §5: 0 shows 00:00', 0, '00:00'],
    ['part 1 §5: 1439 shows 23:59', 1439, '23:59'],
  ])('%s', (_title, minutes, expected) => {
    expect(formatTimeInput(minutes)).toEqual(expected);
  });

  it.each([
    ['part 1 §5: arrow up steps hours by 1, 09:30 → 10:30', stepHours(570, 1), 630],
    ['part 1 §5: arrow down steps hours by 1, 09:30 → 08:30', stepHours(570, -1), 510],
    ['part 1 §5 (choice): hours stop at 23', stepHours(23 * 60 + 10, 1), 1390],
    ['part 1 §5 (choice): hours stop at 0', stepHours(10, -1), 10],
    ['part 1 §5: arrow up steps minutes by 5, 09:30 → 09:35', stepMinutes(570, 1), 575],
    ['part 1 §5: arrow down steps minutes by 5, 09:30 → 09:25', stepMinutes(570, -1), 565],
    ['part 1 §5 (choice): minutes stop at 59 (09:57 up → 09:59)', stepMinutes(597, 1), 599],
    ['part 1 §5 (choice): minutes stop at 0 (09:03 down → 09:00)', stepMinutes(543, -1), 540],
  ])('%s', (_title, actual, expected) => {
    expect(actual).toEqual(expected);
  });
});
