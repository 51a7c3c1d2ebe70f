import {
  parseAmount,
  startDateFromQuery,
  validateWageForm,
  wageFields,
  wageFormValues,
  type WageFormValues,
} from '../wageForm';
import { wage } from '../test/wageMocks';

const values = (extra: Partial<WageFormValues> = {}): WageFormValues => ({
  ...wageFormValues(null, '2026-07-01', 'BE'),
  rate: '14.5',
  ...extra,
});
const options = { startDateNeeded: true, bonusShown: false };

describe('parseAmount', () => {
  it('part 1 §5 numeric check: digits with optional decimals, a decimal comma read as a point; blank is none', () => {
    expect([parseAmount('14.5', 2), parseAmount(' 14,25 ', 2), parseAmount('', 2), parseAmount('0', 2)]).toEqual([
      14.5,
      14.25,
      null,
      0,
    ]);
  });

  it('refuses words, negative amounts and too many decimals', () => {
    expect([parseAmount('abc', 2), parseAmount('-3', 2), parseAmount('1.234', 2), parseAmount('1e3', 2)]).toEqual([
      'invalid',
      'invalid',
      'invalid',
      'invalid',
    ]);
  });
});

describe('validateWageForm', () => {
  it('accepts a complete form', () => {
    expect(validateWageForm(values(), options)).toEqual({});
  });

  it('part 1 §5: the start date and the rate are required', () => {
    expect(validateWageForm(values({ startDate: null, rate: ' ' }), options)).toEqual({
      startDate: { code: 'WAGE_DATE_INVALID' },
      rate: { code: 'WAGE_FIELD_REQUIRED' },
    });
  });

  it('part 1 §3: an hourly rate takes up to 4 decimals, a monthly one 2', () => {
    expect(validateWageForm(values({ rate: '14.1234' }), options)).toEqual({});
    expect(validateWageForm(values({ rate: '14.12345' }), options)).toEqual({
      rate: { code: 'WAGE_AMOUNT_INVALID', decimals: 4 },
    });
    expect(validateWageForm(values({ type: 'employee_paid_monthly', rate: '3000.123' }), options)).toEqual({
      rate: { code: 'WAGE_AMOUNT_INVALID', decimals: 2 },
    });
  });

  it('part 1 §3: an unpaid intern has no rate to fill in', () => {
    expect(validateWageForm(values({ type: 'intern_not_paid', rate: '' }), options)).toEqual({});
  });

  it('part 1 §5: each benefit row needs its description and a numeric monthly value', () => {
    const customBenefits = [
      { description: 'Phone', monthlyValue: '50' },
      { description: ' ', monthlyValue: 'x' },
    ];
    expect(validateWageForm(values({ customBenefits }), options)).toEqual({
      'customBenefits.1.description': { code: 'WAGE_FIELD_REQUIRED' },
      'customBenefits.1.monthlyValue': { code: 'WAGE_AMOUNT_INVALID', decimals: 2 },
    });
  });

  it('part 1 §3: the bonus is checked only when the company has wages_bonus_field', () => {
    expect(validateWageForm(values({ bonusMonthly: 'lots' }), options)).toEqual({});
    expect(validateWageForm(values({ bonusMonthly: 'lots' }), { ...options, bonusShown: true })).toEqual({
      bonusMonthly: { code: 'WAGE_AMOUNT_INVALID', decimals: 2 },
    });
  });

  it('an edit has no start date to check', () => {
    expect(validateWageForm(values({ startDate: null }), { ...options, startDateNeeded: false })).toEqual({});
  });
});

describe('wageFields', () => {
  it('part 1 §9: sends the schedule per week with the weekly average in minutes, amounts as numbers', () => {
    const form = values({
      weeks: [
        [480, 480, 480, 480, 480, 0, 0],
        [480, 480, 0, 0, 0, 0, 0],
      ],
      customBenefits: [{ description: ' Phone ', monthlyValue: '50,5' }],
      carMonthlyCost: '350',
      bonusMonthly: '100',
    });
    expect(wageFields(form, false)).toEqual({
      type: 'EMPLOYEE_PAID_HOURLY',
      rate: 14.5,
      registrationCountryCode: 'BE',
      isDynamicSchedule: false,
      weeklyTimeEngagement: 1680,
      weeklySchedule: [
        { weekNr: 1, minutes: [480, 480, 480, 480, 480, 0, 0] },
        { weekNr: 2, minutes: [480, 480, 0, 0, 0, 0, 0] },
      ],
      customBenefits: [{ description: 'Phone', monthlyValue: 50.5 }],
      carMonthlyCost: 350,
      nettovergoeding: null,
    });
    expect(wageFields(form, true).bonusMonthly).toEqual(100);
  });

  it('part 1 §3: an unpaid intern is sent with rate 0', () => {
    expect(wageFields(values({ type: 'intern_not_paid', rate: '' }), false).rate).toEqual(0);
  });
});

describe('wageFormValues', () => {
  it('part 1 §3: fills the form from a wage, the hourly rate with 4 decimals (domain formatRate)', () => {
    expect(wageFormValues(wage({ weeklySchedule: [], carMonthlyCost: null }), '2026-07-01', 'NL')).toEqual({
      startDate: '2026-07-01',
      type: 'employee_paid_hourly',
      rate: '14.5000',
      registrationCountryCode: 'BE',
      isDynamicSchedule: false,
      weeks: [[456, 456, 456, 456, 456, 0, 0]],
      customBenefits: [{ description: 'Phone', monthlyValue: '50' }],
      carMonthlyCost: '',
      bonusMonthly: '',
      nettovergoeding: '',
    });
  });

  it('starts without a wage as an hourly employee in the company’s country, with a 38-hour week', () => {
    const form = wageFormValues(null, null, 'NL');
    expect([form.type, form.rate, form.registrationCountryCode, form.weeks]).toEqual([
      'employee_paid_hourly',
      '',
      'NL',
      [[456, 456, 456, 456, 456, 0, 0]],
    ]);
  });
});

describe('startDateFromQuery', () => {
  it('part 1 §2: the optional date query preselects the start date, as ISO or DD/MM/YYYY', () => {
    expect([
      startDateFromQuery('2026-07-01'),
      startDateFromQuery('01/07/2026'),
      startDateFromQuery('2026-02-30'),
      startDateFromQuery('soon'),
      startDateFromQuery(null),
    ]).toEqual(['2026-07-01', '2026-07-01', null, null, null]);
  });
});
