import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { usePreloadedQuery } from 'react-relay';
import { useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import type { DayOffTypeAddRouteQuery } from '../../../__generated__/DayOffTypeAddRouteQuery.graphql';
import type { DayOffTypeEditRouteQuery } from '../../../__generated__/DayOffTypeEditRouteQuery.graphql';
import type { DayOffTypeFields } from '../../../__generated__/useAddDayOffTypeMutation.graphql';
import { useToast } from '../../../components/ToastProvider';
import { useT } from '../../../i18n/I18nProvider';
import { useAddDayOffType } from '../hooks/useAddDayOffType';
import { useSettingsViewer } from '../hooks/useSettingsViewer';
import { useUpdateDayOffType } from '../hooks/useUpdateDayOffType';
import { useUserErrors } from '../hooks/useUserErrors';
import { dayOffTypeAddRouteQuery, dayOffTypeEditRouteQuery } from '../queries';
import { dayOffTypesPath, safeBackPath, yearParam } from '../settingsPaths';
import { AccrualCorrections } from './AccrualCorrections';
import { DAY_OFF_TYPE_FIELD_TITLES, DayOffTypeForm } from './DayOffTypeForm';
import { DayOffTypeExceptions } from './DayOffTypeExceptions';
import { OnlyAdminsNotice } from './OnlyAdminsNotice';
import { SettingsPageHeader } from './SettingsPageHeader';
import { useRouteQueryRef } from '../../../relay/routeQuery';

function useFieldTitles(): Record<string, string> {
  const t = useT();
  // The server names fields as the REST payload does (part 1 §3) or as the input does: both are mapped.
  return {
    name: t(DAY_OFF_TYPE_FIELD_TITLES.name),
    maxYearlyAmountDays: t(DAY_OFF_TYPE_FIELD_TITLES.maximum),
    maxYearlyAmountMinutes: t(DAY_OFF_TYPE_FIELD_TITLES.maximum),
    max_yearly_amount_days: t(DAY_OFF_TYPE_FIELD_TITLES.maximum),
    max_yearly_amount_minutes: t(DAY_OFF_TYPE_FIELD_TITLES.maximum),
    allowedRequestOptions: t(DAY_OFF_TYPE_FIELD_TITLES.allowedRequestOptions),
    allowed_request_options: t(DAY_OFF_TYPE_FIELD_TITLES.allowedRequestOptions),
    transferAmountsExpiryMonths: t(DAY_OFF_TYPE_FIELD_TITLES.transferAmountsExpiryMonths),
    transfer_amounts_expiry_months: t(DAY_OFF_TYPE_FIELD_TITLES.transferAmountsExpiryMonths),
  };
}

/** Part 1 §2 /settings/daysOffTypes/add?year=&back=: after saving, back to `back` or the year's list. */
export function AddDayOffTypePage() {
  const t = useT();
  const toast = useToast();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const queryRef = useRouteQueryRef<DayOffTypeAddRouteQuery>();
  const data = usePreloadedQuery<DayOffTypeAddRouteQuery>(dayOffTypeAddRouteQuery, queryRef);
  const viewer = useSettingsViewer(data.viewer!);
  const year = yearParam(params.get('year'), new Date().getFullYear());
  const back = safeBackPath(params.get('back')) ?? dayOffTypesPath(year);
  const [addDayOffType, busy] = useAddDayOffType();
  const { errors, run } = useUserErrors(useFieldTitles());

  const save = async (fields: DayOffTypeFields) => {
    if (await run(() => addDayOffType(year, fields))) {
      toast({ severity: 'success', message: t('SETTINGS_DAY_OFF_TYPE_SAVED') });
      void navigate(back);
    }
  };

  return (
    <>
      <SettingsPageHeader title={t('SETTINGS_ADD_DAY_OFF_TYPE_TITLE', { year })} back={back} />
      {viewer.mayManage ? (
        <DayOffTypeForm
          dayOffType={null}
          features={viewer.company.features}
          onSave={save}
          busy={busy}
          errors={errors}
          cancelTo={back}
        />
      ) : (
        <OnlyAdminsNotice />
      )}
    </>
  );
}

/**
 * Part 1 §2 /settings/daysOffTypes/{typeId}/{year}/edit: the type's fields, its exceptions per person and,
 * for leave-accrual types, its corrections (part 1 §5). After saving, back to `back` or the year's list.
 */
export function EditDayOffTypePage() {
  const t = useT();
  const toast = useToast();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const params = useParams();
  const [query] = useSearchParams();
  const queryRef = useRouteQueryRef<DayOffTypeEditRouteQuery>();
  const data = usePreloadedQuery<DayOffTypeEditRouteQuery>(dayOffTypeEditRouteQuery, queryRef);
  const viewer = useSettingsViewer(data.viewer!);
  const year = yearParam(params.year ?? null, new Date().getFullYear());
  const back = safeBackPath(query.get('back')) ?? dayOffTypesPath(year);
  const type = data.dayOffTypes?.types.find((candidate) => String(candidate.internalId) === params.typeId);
  const [updateDayOffType, busy] = useUpdateDayOffType();
  const { errors, run } = useUserErrors(useFieldTitles());

  if (!type) {
    return (
      <>
        <SettingsPageHeader title={t('SETTINGS_EDIT_DAY_OFF_TYPE_TITLE', { year })} back={back} />
        <Alert severity="error">{t('SETTINGS_DAY_OFF_TYPE_NOT_FOUND')}</Alert>
      </>
    );
  }

  const save = async (fields: DayOffTypeFields) => {
    if (await run(() => updateDayOffType(type.id, fields))) {
      toast({ severity: 'success', message: t('SETTINGS_DAY_OFF_TYPE_SAVED') });
      void navigate(back);
    }
  };

  const here = `${pathname}${search}`;
  return (
    <>
      <SettingsPageHeader title={t('SETTINGS_EDIT_DAY_OFF_TYPE_TITLE', { year })} back={back} />
      {viewer.mayManage ? (
        <Stack spacing={3}>
          <DayOffTypeForm
            dayOffType={type}
            features={viewer.company.features}
            onSave={save}
            busy={busy}
            errors={errors}
            cancelTo={back}
          />
          <DayOffTypeExceptions dayOffType={type} back={here} />
          <AccrualCorrections dayOffType={type} viewer={viewer.flags} back={here} />
        </Stack>
      ) : (
        <OnlyAdminsNotice />
      )}
    </>
  );
}
