// The request rules every route meets (inputRules.ts) and the one place that words ajv's errors (errors.ts).
import { validationAnswer } from '../errors';
import { DATE_FORMATS, controlCharacterField, convertStrings } from '../inputRules';

describe('convertStrings: only exact decimal spellings become numbers, only where the schema asks one', () => {
  const schema = {
    properties: {
      id: { type: 'integer' },
      rate: { type: 'number' },
      note: { type: 'string' },
      ruleset: { type: ['integer', 'null'] },
    },
    patternProperties: {
      '^start_minutes_[0-9]+$': { type: ['integer', 'null'] },
      '^duration_[0-9]+$': { anyOf: [{ type: 'integer' }, { type: 'string' }] },
    },
  };
  it.each([
    [{ id: '16' }, { id: 16 }],
    [{ id: '0x10' }, { id: '0x10' }],
    [{ id: '1e1' }, { id: '1e1' }],
    [{ id: '016' }, { id: '016' }],
    [{ id: ' 1' }, { id: ' 1' }],
    [{ id: '-3' }, { id: -3 }],
    [{ rate: '12.50' }, { rate: 12.5 }],
    [{ rate: '.5' }, { rate: '.5' }],
    [{ note: '7' }, { note: '7' }],
    [{ ruleset: '' }, { ruleset: null }],
    [{ start_minutes_0: '60' }, { start_minutes_0: 60 }],
    [{ duration_0: '60' }, { duration_0: '60' }],
  ])('%j → %j', (input, output) => {
    convertStrings(schema, input);
    expect(input).toEqual(output);
  });
});

describe('controlCharacterField: C0 but tab, LF and CR, and DEL, in any string or key', () => {
  it.each([
    [{ a: 'x\u0000' }, 'a'],
    [{ a: [{ b: 'x\u007f' }] }, 'a'],
    [{ 'k\u0001': 1 }, 'k?'],
    [{ a: 'tab\tline\r\n' }, null],
    [{ a: 'é, ü, 😀, \u00a0' }, null],
  ])('%j → %p', (data, field) => expect(controlCharacterField(data)).toEqual(field));
});

describe('the request date formats: real dates of the supported years (domain dates MIN_YEAR–MAX_YEAR)', () => {
  it.each([
    ['2026-02-28', true],
    ['28/02/2026', true],
    ['2026-02-30', false],
    ['30/02/2026', false],
    ['1999-12-31', false],
    ['2101-01-01', false],
    ['9999-12-31', false],
    ['0001-01-01', false],
    ['2026-1-1', false],
  ])('%s → %p', (value, ok) => expect(DATE_FORMATS['people-date'](value)).toBe(ok));
  it('keeps each single spelling to itself', () => {
    expect([DATE_FORMATS['people-iso-date']('28/02/2026'), DATE_FORMATS['people-dmy-date']('2026-02-28')]).toEqual([
      false,
      false,
    ]);
  });
});

describe('validationAnswer: ajv errors as {code, message, field} in the user’s words', () => {
  const error = (keyword: string, instancePath: string, params: Record<string, unknown>) => ({
    keyword,
    instancePath,
    schemaPath: '',
    params,
    message: 'ajv wording',
  });
  it.each([
    [
      [error('required', '', { missingProperty: 'rate' })],
      { code: 'FIELD_IS_REQUIRED', message: 'rate is required', field: 'rate' },
    ],
    [
      [error('maximum', '/rate', { limit: 999999999 })],
      { code: 'OUT_OF_RANGE', message: 'rate must be at most 999999999.', field: 'rate' },
    ],
    [
      [error('type', '/car', { type: 'null' }), error('minimum', '/car', { limit: 0 }), error('anyOf', '/car', {})],
      { code: 'OUT_OF_RANGE', message: 'car must be at least 0.', field: 'car' },
    ],
    [
      [error('format', '/start_date', { format: 'people-date' })],
      { code: 'INVALID_DATE', message: expect.stringContaining('start_date'), field: 'start_date' },
    ],
    [
      [error('type', '/weekly_schedule/0/mon', { type: 'integer' })],
      {
        code: 'INVALID_INPUT',
        message: 'weekly_schedule.0.mon does not have the right form.',
        field: 'weekly_schedule',
      },
    ],
    [
      [error('additionalProperties', '', { additionalProperty: 'email' })],
      { code: 'INVALID_INPUT', message: 'email is not a field of this request.', field: 'email' },
    ],
  ])('%#', (errors, answer) => expect(validationAnswer(errors)).toEqual(answer));
});
