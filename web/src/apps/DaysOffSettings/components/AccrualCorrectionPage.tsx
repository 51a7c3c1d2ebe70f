import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import { mayApplyCorrection } from '@people/domain/permissions';
import { usePreloadedQuery } from 'react-relay';
import { useParams, useSearchParams } from 'react-router';
import type { AccrualCorrectionRouteQuery } from '../../../__generated__/AccrualCorrectionRouteQuery.graphql';
import { useT } from '../../../i18n/I18nProvider';
import { useSettingsViewer } from '../hooks/useSettingsViewer';
import { accrualCorrectionRouteQuery } from '../queries';
import { asLimitation } from '../settingsEnums';
import { editDayOffTypePath, safeBackPath, yearParam } from '../settingsPaths';
import { AccrualCorrectionForm } from './AccrualCorrectionForm';
import { OnlyAdminsNotice } from './OnlyAdminsNotice';
import { SettingsPageHeader } from './SettingsPageHeader';
import { useRouteQueryRef } from '../../../relay/routeQuery';

/**
 * Part 1 §2 /settings/daysOffTypes/{typeId}/{year}/accrual/corrections/add. Part 1 §5: corrections are for
 * leave-accrual types and need wage access; part 1 §6: settings are managed by admins.
 */
export function AccrualCorrectionPage() {
  const t = useT();
  const params = useParams();
  const [query] = useSearchParams();
  const queryRef = useRouteQueryRef<AccrualCorrectionRouteQuery>();
  const data = usePreloadedQuery<AccrualCorrectionRouteQuery>(accrualCorrectionRouteQuery, queryRef);
  const viewer = useSettingsViewer(data.viewer!);
  const year = yearParam(params.year ?? null, new Date().getFullYear());
  const type = data.dayOffTypes?.types.find((candidate) => String(candidate.internalId) === params.typeId);
  const back = safeBackPath(query.get('back')) ?? (type ? editDayOffTypePath(type.internalId, year) : null);

  const body = () => {
    if (!type) return <Alert severity="error">{t('SETTINGS_DAY_OFF_TYPE_NOT_FOUND')}</Alert>;
    if (!viewer.mayManage) return <OnlyAdminsNotice />;
    if (!mayApplyCorrection(asLimitation(type.limitation), viewer.flags)) {
      return (
        <Alert severity="info">
          {t(
            type.limitation === 'LEAVE_ACCRUAL'
              ? 'SETTINGS_CORRECTION_NEEDS_WAGE_ACCESS'
              : 'SETTINGS_CORRECTION_ONLY_ACCRUAL',
          )}
        </Alert>
      );
    }
    return (
      <>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {t('SETTINGS_TYPE_OF_YEAR', { name: type.name, year })}
        </Typography>
        <AccrualCorrectionForm
          dayOffType={type}
          employee={data.employee ?? null}
          people={data}
          back={back ?? editDayOffTypePath(type.internalId, year)}
        />
      </>
    );
  };

  return (
    <>
      <SettingsPageHeader title={t('SETTINGS_APPLY_CORRECTION')} back={back} />
      {body()}
    </>
  );
}
