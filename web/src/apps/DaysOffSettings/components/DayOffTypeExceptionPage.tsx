import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import { usePreloadedQuery } from 'react-relay';
import { useParams, useSearchParams } from 'react-router';
import type { DayOffTypeExceptionRouteQuery } from '../../../__generated__/DayOffTypeExceptionRouteQuery.graphql';
import { useT } from '../../../i18n/I18nProvider';
import { useSettingsViewer } from '../hooks/useSettingsViewer';
import { dayOffTypeExceptionRouteQuery } from '../queries';
import { editDayOffTypePath, safeBackPath, yearParam } from '../settingsPaths';
import { ExceptionForm } from './ExceptionForm';
import { OnlyAdminsNotice } from './OnlyAdminsNotice';
import { SettingsPageHeader } from './SettingsPageHeader';
import { useRouteQueryRef } from '../../../relay/routeQuery';

/**
 * Part 1 §2 exception routes (plain and leave-accrual, add and edit; queries back and employee_id).
 * After saving, back to `back` or the type's edit page.
 */
export function DayOffTypeExceptionPage() {
  const t = useT();
  const params = useParams();
  const [query] = useSearchParams();
  const queryRef = useRouteQueryRef<DayOffTypeExceptionRouteQuery>();
  const data = usePreloadedQuery<DayOffTypeExceptionRouteQuery>(dayOffTypeExceptionRouteQuery, queryRef);
  const viewer = useSettingsViewer(data.viewer!);
  const year = yearParam(params.year ?? null, new Date().getFullYear());
  // An id that is not a number finds no exception: the form says so.
  const exceptionId = params.exceptionId === undefined ? null : Number(params.exceptionId);
  const type = data.dayOffTypes?.types.find((candidate) => String(candidate.internalId) === params.typeId);
  const back = safeBackPath(query.get('back')) ?? (type ? editDayOffTypePath(type.internalId, year) : null);
  const title = t(exceptionId === null ? 'SETTINGS_ADD_EXCEPTION' : 'SETTINGS_EDIT_EXCEPTION');

  return (
    <>
      <SettingsPageHeader title={title} back={back} />
      {!type ? (
        <Alert severity="error">{t('SETTINGS_DAY_OFF_TYPE_NOT_FOUND')}</Alert>
      ) : !viewer.mayManage ? (
        <OnlyAdminsNotice />
      ) : (
        <>
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            {t('SETTINGS_TYPE_OF_YEAR', { name: type.name, year })}
          </Typography>
          <ExceptionForm
            dayOffType={type}
            exceptionId={exceptionId}
            employee={data.employee ?? null}
            people={data}
            back={back ?? editDayOffTypePath(type.internalId, year)}
          />
        </>
      )}
    </>
  );
}
