import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { graphql, useFragment } from 'react-relay';
import type { MissingTypesNotice_settings$key } from '../../../__generated__/MissingTypesNotice_settings.graphql';
import { useToast } from '../../../components/ToastProvider';
import { useT } from '../../../i18n/I18nProvider';
import { useCopyMissingDayOffTypes } from '../hooks/useCopyMissingDayOffTypes';
import { useUserErrors } from '../hooks/useUserErrors';

type Props = { settings: MissingTypesNotice_settings$key; mayCopy: boolean };

/** Part 1 §7 missing types: 'N types of last year are missing', with a button copying them for admins. */
export function MissingTypesNotice({ settings, mayCopy }: Props) {
  const t = useT();
  const toast = useToast();
  const data = useFragment(MissingTypesNotice_settings, settings);
  const [copy, busy] = useCopyMissingDayOffTypes();
  const { errors, run } = useUserErrors();
  if (data.missingTypesCount === 0 && errors.length === 0) return null;

  const copyMissing = async () => {
    if (await run(() => copy(data.year))) toast({ severity: 'success', message: t('SETTINGS_MISSING_TYPES_COPIED') });
  };

  return (
    <>
      {data.missingTypesCount > 0 && (
        <Alert
          severity="warning"
          action={
            mayCopy && (
              <Button color="inherit" size="small" loading={busy} onClick={copyMissing}>
                {t('SETTINGS_COPY_MISSING_TYPES')}
              </Button>
            )
          }
        >
          {t(data.missingTypesCount === 1 ? 'SETTINGS_MISSING_TYPES_ONE' : 'SETTINGS_MISSING_TYPES', {
            count: data.missingTypesCount,
            year: data.year - 1,
          })}{' '}
          {data.missingTypes.join(', ')}
        </Alert>
      )}
      {errors.map((error) => (
        <Alert key={error} severity="error">
          {error}
        </Alert>
      ))}
    </>
  );
}

const MissingTypesNotice_settings = graphql`
  fragment MissingTypesNotice_settings on DayOffTypeSettings {
    year
    missingTypes
    missingTypesCount
    existingTypesCount
  }
`;
