import {
  CUSTOM_FIELD_TEXT_MAX_LENGTH,
  normaliseCustomFieldValue,
  validateCustomFieldValue,
  type CustomFieldType,
} from '../customFields';

describe('custom field values (part 1 §2 /edit/customFields, §3 Custom field, §5)', () => {
  it.each<[string, CustomFieldType, string | null, string | null, string | null]>([
    ['part 1 §5 numeric check: an amount with decimals is money', 'money', '1250.50', null, null],
    ['part 1 §5 numeric check: a negative amount is money', 'money', '-3', null, null],
    ['part 1 §5 numeric check: words are not money', 'money', 'a lot', null, 'INVALID_AMOUNT'],
    ['part 1 §5 numeric check: a comma decimal is not money', 'money', '12,5', null, 'INVALID_AMOUNT'],
    ['part 1 §3 hyperlink: an https address', 'hyperlink', 'https://intranet.example/people', 'Intranet', null],
    [
      'part 1 §3 hyperlink: a javascript: address is not a link',
      'hyperlink',
      'javascript:alert(1)',
      null,
      'INVALID_URL',
    ],
    ['part 1 §3 hyperlink: plain text is not a link', 'hyperlink', 'intranet', null, 'INVALID_URL'],
    ['part 1 §3 textfield: any text', 'textfield', 'Likes Belgian waffles', null, null],
    ['part 1 §3 textfield: too long', 'textfield', 'x'.repeat(CUSTOM_FIELD_TEXT_MAX_LENGTH + 1), null, 'TEXT_TOO_LONG'],
    ['part 1 §3 hyperlink name: too long', 'hyperlink', 'https://a.example', 'n'.repeat(201), 'TEXT_TOO_LONG'],
    ['part 1 §3: an empty value clears the field whatever its type', 'money', '  ', null, null],
  ])('%s', (_, type, value, name, code) => {
    const input = normaliseCustomFieldValue(type, { value, value_name: name });
    expect(validateCustomFieldValue(type, input, 'f')?.code ?? null).toEqual(code);
  });

  it('part 1 §3 value_name: only a hyperlink with a value keeps its name; blanks are null', () => {
    expect(normaliseCustomFieldValue('hyperlink', { value: ' https://a.example ', value_name: ' A ' })).toEqual({
      value: 'https://a.example',
      value_name: 'A',
    });
    expect(normaliseCustomFieldValue('hyperlink', { value: '', value_name: 'A' })).toEqual({
      value: null,
      value_name: null,
    });
    expect(normaliseCustomFieldValue('textfield', { value: 'x', value_name: 'A' })).toEqual({
      value: 'x',
      value_name: null,
    });
  });
});
