import {
  initialValues,
  toDayOffTypeFields,
  validateDayOffType,
  type DayOffTypeFormValues,
} from '../dayOffTypeFormValues';

const filled: DayOffTypeFormValues = { ...initialValues(null), name: 'Holiday', maximum: '20' };

describe('day-off type form values (part 1 §3 fields, §5 validation)', () => {
  it('part 1 §9: a new type starts in the fallback colour 1C99FC, limited in days, with every request option', () => {
    expect(initialValues(null)).toEqual({
      type: 'custom',
      name: '',
      color: '1C99FC',
      limitation: 'limit_in_days',
      maximum: '',
      interpretation: 'time_off',
      approvalNeeded: true,
      allowedSelfservice: true,
      allowedRequestOptions: ['allDay', 'morning', 'afternoon', 'custom'],
      noteRequired: false,
      transferUnusedAmounts: false,
      transferAmountsExpiryMonths: '',
      active: true,
      accrualMinutesPerMonth: '',
    });
  });

  it('part 1 §5: FIELD_IS_REQUIRED for the name, the maximum of a limited type and the request options', () => {
    expect(validateDayOffType({ ...initialValues(null), name: '  ', allowedRequestOptions: [] })).toEqual({
      name: 'FIELD_IS_REQUIRED',
      maximum: 'FIELD_IS_REQUIRED',
      allowedRequestOptions: 'FIELD_IS_REQUIRED',
    });
    expect(validateDayOffType({ ...filled, limitation: 'unlimited', maximum: '' })).toEqual({});
  });

  it('part 1 §5: INVALID_INPUT for a maximum or expiry months of the wrong form', () => {
    expect(
      validateDayOffType({
        ...filled,
        limitation: 'limit_in_minutes',
        maximum: '7:75',
        transferUnusedAmounts: true,
        transferAmountsExpiryMonths: '0',
      }),
    ).toEqual({
      maximum: 'INVALID_INPUT',
      transferAmountsExpiryMonths: 'INVALID_INPUT',
    });
  });

  it('part 1 §3: sends the maximum in days or minutes, the options in their order, expiry months only with a transfer', () => {
    expect(
      toDayOffTypeFields({
        ...filled,
        name: ' Holiday ',
        allowedRequestOptions: ['custom', 'allDay'],
        transferAmountsExpiryMonths: '3',
      }),
    ).toEqual({
      type: 'CUSTOM',
      name: 'Holiday',
      color: '1C99FC',
      limitation: 'LIMIT_IN_DAYS',
      interpretation: 'TIME_OFF',
      approvalNeeded: true,
      allowedSelfservice: true,
      allowedRequestOptions: ['allDay', 'custom'],
      active: true,
      maxYearlyAmountDays: 20,
      maxYearlyAmountMinutes: null,
      transferUnusedAmounts: false,
      transferAmountsExpiryMonths: null,
      noteRequired: false,
      accrualMinutesPerMonth: null,
    });
    expect(
      toDayOffTypeFields({
        ...filled,
        limitation: 'limit_by_overtime',
        maximum: '38:30',
        transferUnusedAmounts: true,
        transferAmountsExpiryMonths: '6',
      }),
    ).toMatchObject({
      maxYearlyAmountDays: null,
      maxYearlyAmountMinutes: 2310,
      transferUnusedAmounts: true,
      transferAmountsExpiryMonths: 6,
    });
  });

  it('reads a stored type back into the form', () => {
    const stored = {
      type: 'CUSTOM' as const,
      name: 'Overtime',
      color: '#ab12cd',
      limitation: 'LIMIT_BY_OVERTIME' as const,
      maxYearlyAmountDays: null,
      maxYearlyAmountMinutes: 2280,
      interpretation: 'WORKING_TIME' as const,
      approvalNeeded: false,
      allowedSelfservice: true,
      allowedRequestOptions: ['custom'],
      noteRequired: true,
      transferUnusedAmounts: true,
      transferAmountsExpiryMonths: 3,
      active: false,
      accrualMinutesPerMonth: null,
    };
    expect(initialValues(stored)).toEqual({
      type: 'custom',
      name: 'Overtime',
      color: 'AB12CD',
      limitation: 'limit_by_overtime',
      maximum: '38:00',
      interpretation: 'working_time',
      approvalNeeded: false,
      allowedSelfservice: true,
      allowedRequestOptions: ['custom'],
      noteRequired: true,
      transferUnusedAmounts: true,
      transferAmountsExpiryMonths: '3',
      active: false,
      accrualMinutesPerMonth: '',
    });
  });

  it('part 1 §3 accrual fields: a leave_accrual type requires its hours:minutes per month and sends them as minutes; other limitations send null', () => {
    const accrual: DayOffTypeFormValues = { ...filled, limitation: 'leave_accrual', maximum: '' };
    expect(validateDayOffType(accrual)).toEqual({ accrualMinutesPerMonth: 'FIELD_IS_REQUIRED' });
    expect(validateDayOffType({ ...accrual, accrualMinutesPerMonth: '12:75' })).toEqual({
      accrualMinutesPerMonth: 'INVALID_INPUT',
    });
    expect(validateDayOffType({ ...accrual, accrualMinutesPerMonth: '12:40' })).toEqual({});
    expect(toDayOffTypeFields({ ...accrual, accrualMinutesPerMonth: '12:40' })).toMatchObject({
      limitation: 'LEAVE_ACCRUAL',
      accrualMinutesPerMonth: 760,
    });
    expect(toDayOffTypeFields({ ...filled, accrualMinutesPerMonth: '12:40' })).toMatchObject({
      limitation: 'LIMIT_IN_DAYS',
      accrualMinutesPerMonth: null,
    });
    expect(
      initialValues({
        ...initialValues(null),
        limitation: 'LEAVE_ACCRUAL',
        maxYearlyAmountDays: null,
        maxYearlyAmountMinutes: null,
        transferAmountsExpiryMonths: null,
        accrualMinutesPerMonth: 760,
      }).accrualMinutesPerMonth,
    ).toEqual('12:40');
  });
});
