// The day-off settings mutations (part 1 §2 /settings/daysOffTypes and /settings/companyHolidays, §5
// exception links and corrections, §6 day-off type management). Admins only: the REST API answers FORBIDDEN to
// anyone else, and every refusal comes back as a userError with its code.
import { formatDate, isIsoDate } from '@people/domain/dates';
import type { DayOffTypeFields, MutationResolvers } from '../__generated__/resolvers-types';
import type { Context } from '../core/context';
import type { DayOffTypeRow } from '../core/models';
import { fromGlobalId, globalId, type NodeType } from '../core/ids';
import {
  attempt,
  camelCase,
  clearLoaders,
  personId,
  personNotFound,
  userError,
  type FieldMap,
} from '../core/mutationSupport';

const bit = (value: boolean) => (value ? 1 : 0);

/**
 * The DayOffTypeRow fields of the REST API from the input: an absent field is left out (unchanged), null clears it
 * (a maximum, an expiry), booleans go as 0/1.
 */
function typeFields(fields: DayOffTypeFields): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  const set = <T>(key: string, value: T | null | undefined, wire: (v: T) => unknown = (v) => v) => {
    if (value !== undefined) body[key] = value === null ? null : wire(value);
  };
  set('type', fields.type);
  set('name', fields.name);
  set('color', fields.color);
  set('limitation', fields.limitation);
  set('interpretation', fields.interpretation);
  set('approval_needed', fields.approvalNeeded, bit);
  set('allowed_selfservice', fields.allowedSelfservice, bit);
  set('allowed_request_options', fields.allowedRequestOptions);
  set('active', fields.active, bit);
  set('max_yearly_amount_days', fields.maxYearlyAmountDays);
  set('max_yearly_amount_minutes', fields.maxYearlyAmountMinutes);
  set('transfer_unused_amounts', fields.transferUnusedAmounts, bit);
  set('transfer_amounts_expiry_months', fields.transferAmountsExpiryMonths);
  set('note_required', fields.noteRequired, bit);
  set('accrual_minutes_per_month', fields.accrualMinutesPerMonth);
  return body;
}

// The type's fields sit in input.fields; the year beside them.
const typeFieldPath: FieldMap = (restField) => (restField === 'year' ? ['year'] : ['fields', camelCase(restField)]);

const NOT_FOUND_MESSAGES: Partial<Record<NodeType, string>> = {
  DayOffType: 'This day-off type does not exist.',
  DayOffTypeException: 'This exception does not exist.',
  CompanyHoliday: 'This company holiday does not exist.',
};
const notFound = (type: NodeType, field: string) =>
  userError('NOT_FOUND', NOT_FOUND_MESSAGES[type] ?? 'Not found.', [field]);
const internal = (id: string, type: NodeType) => fromGlobalId(id, type)?.id ?? null;
const invalidDate = () => userError('INVALID_DATE', 'The date must be a date as YYYY-MM-DD.', ['date']);

/**
 * The type as it is after a change to its exceptions or corrections, read afresh from its year's list: the REST
 * contract lists types by year only, so the input names the year (the settings route has it); null without one.
 */
async function freshType(ctx: Context, typeId: number, year: number | null | undefined): Promise<DayOffTypeRow | null> {
  clearLoaders(ctx);
  if (year === null || year === undefined) return null;
  const { data } = await ctx.loaders.dayOffTypes.load(year);
  return data.find((type) => type.id === typeId) ?? null;
}

export const dayOffSettingsMutations: Pick<
  Required<MutationResolvers>,
  | 'addDayOffType'
  | 'updateDayOffType'
  | 'copyMissingDayOffTypes'
  | 'saveDayOffTypeException'
  | 'addAccrualCorrection'
  | 'addCompanyHoliday'
  | 'deleteCompanyHoliday'
> = {
  async addDayOffType(_, { input }, ctx) {
    const result = await attempt(
      () => ctx.rest.post('/api/days_off/day_off_types', { year: input.year, ...typeFields(input.fields) }),
      typeFieldPath,
    );
    clearLoaders(ctx);
    return result.ok
      ? { dayOffType: result.value.data, userErrors: [] }
      : { dayOffType: null, userErrors: result.userErrors };
  },

  async updateDayOffType(_, { input }, ctx) {
    const id = internal(input.dayOffTypeId, 'DayOffType');
    if (id === null) return { dayOffType: null, userErrors: [notFound('DayOffType', 'dayOffTypeId')] };
    const result = await attempt(
      () => ctx.rest.post('/api/days_off/day_off_types/{id}', typeFields(input.fields), { id }),
      typeFieldPath,
    );
    clearLoaders(ctx);
    return result.ok
      ? { dayOffType: result.value.data, userErrors: [] }
      : { dayOffType: null, userErrors: result.userErrors };
  },

  // Part 1 §7 missing types: the settings answer afresh, with the copied types and no more missing ones.
  async copyMissingDayOffTypes(_, { input }, ctx) {
    const result = await attempt(() => ctx.rest.post('/api/days_off/day_off_types/copy_missing', { year: input.year }));
    clearLoaders(ctx);
    return result.ok
      ? { settings: { year: input.year }, userErrors: [] }
      : { settings: null, userErrors: result.userErrors };
  },

  // Part 1 §5 exception links: no exception id adds one, an id edits it.
  async saveDayOffTypeException(_, { input }, ctx) {
    const typeId = internal(input.dayOffTypeId, 'DayOffType');
    if (typeId === null) return { dayOffType: null, userErrors: [notFound('DayOffType', 'dayOffTypeId')] };
    const employeeId = personId(input.employeeId);
    if (employeeId === null)
      return { dayOffType: null, userErrors: [{ ...personNotFound(), field: ['input', 'employeeId'] }] };
    const exceptionId = input.exceptionId ? internal(input.exceptionId, 'DayOffTypeException') : null;
    if (input.exceptionId && exceptionId === null)
      return { dayOffType: null, userErrors: [notFound('DayOffTypeException', 'exceptionId')] };
    const result = await attempt(() =>
      ctx.rest.post(
        '/api/days_off/day_off_types/{id}/exceptions',
        {
          ...(exceptionId === null ? {} : { exception_id: exceptionId }),
          employee_id: employeeId,
          limitation: input.limitation,
          max_yearly_amount_days: input.maxYearlyAmountDays ?? null,
          max_yearly_amount_minutes: input.maxYearlyAmountMinutes ?? null,
        },
        { id: typeId },
      ),
    );
    if (!result.ok) return { dayOffType: null, userErrors: result.userErrors };
    return { dayOffType: await freshType(ctx, typeId, input.year), userErrors: [] };
  },

  // Part 1 §5: corrections are for leave_accrual types and need wage access; the REST API decides both.
  async addAccrualCorrection(_, { input }, ctx) {
    const typeId = internal(input.dayOffTypeId, 'DayOffType');
    if (typeId === null) return { dayOffType: null, userErrors: [notFound('DayOffType', 'dayOffTypeId')] };
    const employeeId = personId(input.employeeId);
    if (employeeId === null)
      return { dayOffType: null, userErrors: [{ ...personNotFound(), field: ['input', 'employeeId'] }] };
    if (!isIsoDate(input.date)) return { dayOffType: null, userErrors: [invalidDate()] };
    const result = await attempt(() =>
      ctx.rest.post(
        '/api/days_off/day_off_types/{id}/accrual/corrections',
        {
          employee_id: employeeId,
          // Dates of a request payload are DD/MM/YYYY (part 1 §3, §9).
          date: formatDate(input.date),
          minutes: input.minutes,
          note: input.note ?? '',
        },
        { id: typeId },
      ),
    );
    if (!result.ok) return { dayOffType: null, userErrors: result.userErrors };
    return { dayOffType: await freshType(ctx, typeId, input.year), userErrors: [] };
  },

  async addCompanyHoliday(_, { input }, ctx) {
    if (!isIsoDate(input.date))
      return { companyHoliday: null, deletedCompanyHolidayId: null, userErrors: [invalidDate()] };
    const result = await attempt(() =>
      ctx.rest.post('/api/days_off/company_days_off', {
        date: formatDate(input.date),
        special_name: input.specialName,
        color: input.color ?? null,
        country_code: input.countryCode,
      }),
    );
    clearLoaders(ctx);
    if (!result.ok) return { companyHoliday: null, deletedCompanyHolidayId: null, userErrors: result.userErrors };
    return { companyHoliday: result.value.data, deletedCompanyHolidayId: null, userErrors: [] };
  },

  async deleteCompanyHoliday(_, { input }, ctx) {
    const id = internal(input.companyHolidayId, 'CompanyHoliday');
    if (id === null)
      return {
        companyHoliday: null,
        deletedCompanyHolidayId: null,
        userErrors: [notFound('CompanyHoliday', 'companyHolidayId')],
      };
    const result = await attempt(() => ctx.rest.post('/api/days_off/company_days_off/{id}/delete', {}, { id }));
    clearLoaders(ctx);
    if (!result.ok) return { companyHoliday: null, deletedCompanyHolidayId: null, userErrors: result.userErrors };
    return { companyHoliday: null, deletedCompanyHolidayId: globalId('CompanyHoliday', id), userErrors: [] };
  },
};
