// The Dimona mutations (part 2 §7): the edit of a day contract's declaration. The REST API decides every refusal; the
// gateway maps its payload keys back to the input's fields.
import { formatDate, isIsoDate } from '@people/domain/dates';
import type { MutationResolvers } from '../__generated__/resolvers-types';
import type { EmployeeModel } from '../core/models';
import { attempt as attemptChange, freshEmployee, personId, personNotFound, userError } from '../core/mutationSupport';
import { shiftsOf } from './DimonaStatus';
import { DIMONA_DETAIL_INPUT_FIELDS, restDimonaDetails } from './details';

// The REST payload keys of the Dimona edit (part 2 §7) and the input fields they came from.
const DIMONA_INPUT_FIELDS: Record<string, string> = {
  employee_id: 'employeeId',
  contract_start_date: 'contractStartDate',
  StartingHour: 'startingHour',
  EndingHour: 'endingHour',
  PauseMinutes: 'pauseMinutes',
  PlannedHoursNbr: 'plannedHoursNbr',
  extra_shifts: 'extraShifts',
  ContractType: 'contractType',
  Parcom: 'parcom',
  ...DIMONA_DETAIL_INPUT_FIELDS,
};

export const dimonaMutations: Pick<Required<MutationResolvers>, 'editDayContract'> = {
  // Part 2 §7: the REST API checks the edit with the form's domain rules and answers the spec's codes; its
  // payload keys (StartingHour, ContractType, extra_shifts…) map back to the input's fields.
  async editDayContract(_, { input }, ctx) {
    const id = personId(input.employeeId);
    const refused = (userErrors: ReturnType<typeof userError>[], employee: EmployeeModel | null = null) => ({
      commandId: null,
      lateCodes: [],
      employee,
      dimonaStatus: null,
      userErrors,
    });
    if (id === null) return refused([personNotFound()]);
    if (!isIsoDate(input.contractStartDate)) {
      return refused(
        [userError('INVALID_DATE', 'contractStartDate must be an ISO date (YYYY-MM-DD).', ['contractStartDate'])],
        await ctx.loaders.employee.load(id),
      );
    }
    const result = await attemptChange(
      () =>
        ctx.rest.post('/api/dimona/editContract', {
          employee_id: id,
          contract_start_date: formatDate(input.contractStartDate),
          StartingHour: input.startingHour ?? null,
          EndingHour: input.endingHour ?? null,
          PauseMinutes: input.pauseMinutes ?? null,
          PlannedHoursNbr: input.plannedHoursNbr ?? null,
          extra_shifts: shiftsOf(input.extraShifts),
          ContractType: input.contractType ?? null,
          Parcom: input.parcom ?? null,
          // The form's fields past the payload that the input gives; absent ones keep their stored values.
          ...restDimonaDetails(input),
          version: input.version ?? undefined,
        }),
      (restField) => (DIMONA_INPUT_FIELDS[restField] ? [DIMONA_INPUT_FIELDS[restField]] : undefined),
    );
    const employee = await freshEmployee(ctx, id);
    if (!result.ok) return refused(result.userErrors, employee);
    return {
      commandId: result.value.command_id,
      lateCodes: result.value.late_codes,
      employee,
      dimonaStatus: await ctx.loaders.dimonaStatus.load(`${id}:${input.contractStartDate}`),
      userErrors: [],
    };
  },
};
