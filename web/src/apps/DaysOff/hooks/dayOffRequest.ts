// The request form's data, shared by the request dialog and the bulk confirmation page: the
// day-off type choices, the 'when' options of the selection and the addDaysOff input. Every rule
// is domain's (requestForm.ts, daysOff.ts); this module only maps GraphQL shapes onto them.
import type { DayOffKind, Limitation } from '@people/domain/daysOff';
import { sortDayOffItems } from '@people/domain/daysOff';
import type { PermissionContext } from '@people/domain/permissions';
import type { CompanyFeature, CompanyFlags, IntegrationFeature } from '@people/domain/companyFlags';
import {
  offeredDayOffKinds,
  showNonWorkingDayCheckbox,
  whenDefaults,
  whenOptions,
  WHEN_AM_PM_HINT,
  type SelectedRequestDay,
  type TypeRequestRules,
  type WhenOption,
} from '@people/domain/requestForm';
import type { AddDaysOffInput } from '../../../__generated__/useAddDaysOffMutation.graphql';
import { graphqlValue } from '../../../graphqlEnums';
import { dayOffKindOf, limitationOf } from '../../DaysOffSettings/settingsEnums';

type UsageType = {
  readonly typeId: number;
  /** GraphQL enum values (ALL_CAPS), read into the domain's with dayOffKindOf and limitationOf. */
  readonly type: Uppercase<DayOffKind> | '%future added value';
  readonly name: string;
  readonly limitation: Uppercase<Limitation> | '%future added value';
  readonly allowedSelfservice: boolean;
  readonly active: boolean;
  /** part 1 §3 allowed_request_options. */
  readonly allowedRequestOptions: ReadonlyArray<string>;
};
type UsageRuleset = {
  readonly rulesetId: number;
  readonly name: string;
  readonly dayOffTypes: ReadonlyArray<UsageType>;
};
export type Usage = { readonly types: ReadonlyArray<UsageType>; readonly rulesets: ReadonlyArray<UsageRuleset> };

/** `types`: what the chosen type, or each type of the ruleset, lets a request ask (domain whenOptions). */
export type RequestChoice =
  | { key: string; by: 'type'; typeId: number; kind: DayOffKind; name: string; types: TypeRequestRules[] }
  | { key: string; by: 'ruleset'; rulesetId: number; name: string; types: TypeRequestRules[] };

export type CompanyData = {
  readonly features: ReadonlyArray<string>;
  readonly integrations: ReadonlyArray<{ readonly features: ReadonlyArray<string> }>;
} | null;

export function companyFlags(company: CompanyData | undefined): CompanyFlags {
  return {
    features: (company?.features ?? []) as CompanyFeature[],
    integrationFeatures: (company?.integrations ?? []).flatMap(
      (integration) => integration.features,
    ) as IntegrationFeature[],
  };
}

// offeredDayOffKinds and showNonWorkingDayCheckbox read the company only; the viewer's own
// permissions come from the gateway (permissions.actions), so no viewer flags are guessed here.
const COMPANY_ONLY_VIEWER: PermissionContext['viewer'] = {
  admin: false,
  accessWages: false,
  accessBudgets: false,
  accessPayrollProvider: false,
  accessPerformanceReviews: false,
  groupAccess: 'full',
  role: 'all',
  support: false,
  impersonating: false,
  readOnly: false,
};

function companyContext(company: CompanyFlags): PermissionContext {
  return { viewer: COMPANY_ONLY_VIEWER, company };
}

/**
 * part 1 §5: the person's types, self-service-allowed first then by name (sortDayOffItems), then
 * one 'by ruleset' choice per ruleset (the priority scheme of §7 "add day off by ruleset").
 * part 1 §6 disable_days_off_education_type hides education (offeredDayOffKinds). part 1 is silent
 * on inactive types: we choose not to offer them for new days off.
 */
export function requestChoices(usage: Usage | null | undefined, company: CompanyFlags): RequestChoice[] {
  if (!usage) return [];
  const kinds = offeredDayOffKinds(companyContext(company));
  const byId = new Map<number, UsageType>();
  for (const type of [...usage.types, ...usage.rulesets.flatMap((ruleset) => ruleset.dayOffTypes)]) {
    if (!byId.has(type.typeId)) byId.set(type.typeId, type);
  }
  const offered = [...byId.values()].flatMap((type) => {
    const kind = dayOffKindOf(type.type);
    return type.active && kind !== null && kinds.includes(kind) && limitationOf(type.limitation) !== null
      ? [{ ...type, kind }]
      : [];
  });
  const sorted = sortDayOffItems(offered.map((type) => ({ ...type, allowed_selfservice: type.allowedSelfservice })));
  const types: RequestChoice[] = sorted.map((type) => ({
    key: `type:${type.typeId}`,
    by: 'type',
    typeId: type.typeId,
    kind: type.kind,
    name: type.name,
    types: [requestRules(type)],
  }));
  const rulesets: RequestChoice[] = usage.rulesets.map((ruleset) => ({
    key: `ruleset:${ruleset.rulesetId}`,
    by: 'ruleset',
    rulesetId: ruleset.rulesetId,
    name: ruleset.name,
    // part 1 §7 priority scheme: the server gives each day to a type of the ruleset that takes its 'when' option.
    types: ruleset.dayOffTypes
      .filter((type) => type.active && limitationOf(type.limitation) !== null)
      .map(requestRules),
  }));
  // A ruleset without an active type cannot plan anything (the server answers SELECT_DAY_OFF_TYPE_FIRST).
  return [...types, ...rulesets.filter((ruleset) => ruleset.types.length > 0)];
}

const requestRules = (type: UsageType): TypeRequestRules => ({
  limitation: limitationOf(type.limitation) ?? 'unlimited',
  allowedRequestOptions: type.allowedRequestOptions,
});

export type RequestDay = { date: string; scheduledMinutes: number };

/** The selected dates, in order, with their scheduled minutes (0 without a schedule). */
export function requestDays(
  dates: readonly string[],
  calendarDays:
    ReadonlyArray<{ readonly date: string; readonly scheduledMinutes: number | null | undefined }> | null | undefined,
): RequestDay[] {
  const scheduled = new Map((calendarDays ?? []).map((day) => [day.date, day.scheduledMinutes ?? 0]));
  return [...new Set(dates)].sort().map((date) => ({ date, scheduledMinutes: scheduled.get(date) ?? 0 }));
}

export function offeredWhen(
  days: readonly SelectedRequestDay[],
  choice: RequestChoice | null,
  bulk: boolean,
  company: CompanyFlags,
): WhenOption[] {
  return whenOptions({
    bulk,
    days,
    // Before a type is chosen nothing restricts the options; choosing one may hide some (part 1 §3, §5).
    types: choice?.types ?? [],
    morningAfternoonDisabled: company.features.includes('disable_morning_afternoon_off'),
  });
}

export function nonWorkingDayCheckbox(company: CompanyFlags, when: WhenOption | null): boolean {
  return when !== null && showNonWorkingDayCheckbox(companyContext(company), when);
}

export type RequestFormValues = {
  choice: RequestChoice;
  when: WhenOption;
  customStart: number;
  customEnd: number;
  optionalMessage: string;
  sendNotification: boolean;
  fullDayOnNonWorkingDay: boolean;
  ignoreDayOffLimits: boolean;
};

/** part 1 §3 request payload, as AddDaysOffInput (the gateway writes date_n, start_minutes_n, duration_minutes_n). */
export function addDaysOffInput(
  employeeId: string,
  days: readonly RequestDay[],
  values: RequestFormValues,
  company: CompanyFlags,
): AddDaysOffInput {
  const { choice, when } = values;
  return {
    employeeId,
    // part 1 §7 "add by ruleset" names no kind: the server picks the type, we send custom.
    type: graphqlValue(choice.by === 'type' ? choice.kind : 'custom'),
    customDayOffTypeId: choice.by === 'type' ? choice.typeId : null,
    rulesetId: choice.by === 'ruleset' ? choice.rulesetId : null,
    amPmHint: graphqlValue(WHEN_AM_PM_HINT[when]),
    days: days.map((day) => {
      if (when === 'custom')
        return {
          date: day.date,
          startMinutes: values.customStart,
          durationMinutes: values.customEnd - values.customStart,
        };
      const defaults = whenDefaults(when, day.scheduledMinutes);
      // part 1 §4: the all-day duration is the word all_day, null in the GraphQL input.
      return {
        date: day.date,
        startMinutes: defaults.startMinutes,
        durationMinutes: defaults.durationMinutes === 'all_day' ? null : defaults.durationMinutes,
      };
    }),
    sendNotification: values.sendNotification,
    optionalMessage: values.optionalMessage.trim() === '' ? null : values.optionalMessage,
    ignoreDayOffLimits: values.ignoreDayOffLimits,
    setFullDayOnNonWorkingDay: nonWorkingDayCheckbox(company, when) && values.fullDayOnNonWorkingDay,
  };
}
