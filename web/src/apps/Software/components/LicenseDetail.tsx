import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { formatDate } from '../../../i18n/formatDate';
import { useState, type FormEvent } from 'react';
import { graphql, useFragment } from 'react-relay';
import { Link as RouterLink } from 'react-router';
import type { LicenseDetail_license$key } from '../../../__generated__/LicenseDetail_license.graphql';
import { initials } from '../../../components/initials';
import { useToast } from '../../../components/ToastProvider';
import { LabeledValue } from '../../../components/LabeledValue';
import { useT } from '../../../i18n/I18nProvider';
import { softwarePath } from '../../../paths';
import { ExternalLinkDialog } from '../../Profile/components/ExternalLinkDialog';
import { usePayloadErrors } from '../../Profile/hooks/usePayloadErrors';
import { useToggleLicense, useUpdateLicense } from '../hooks/useLicenseMutations';

/** Part 2 §2 /software/licenses/{id}: the license with its product; the username edit and (de)activation (§4). */
export function LicenseDetail({ license }: { license: LicenseDetail_license$key }) {
  const t = useT();
  const toast = useToast();
  const data = useFragment(LicenseDetail_license, license);
  const [username, setUsername] = useState(data.username ?? '');
  const [externalUrl, setExternalUrl] = useState<string | null>(null);
  const [update, saving] = useUpdateLicense();
  const [toggle, toggling] = useToggleLicense();
  const { errors, run } = usePayloadErrors();

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (await run(() => update({ licenseId: data.id, username: username.trim() || null })))
      toast({ severity: 'success', message: t('LICENSE_SAVED') });
  };

  return (
    <Paper sx={{ p: 3, maxWidth: 640 }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 2 }}>
        <Avatar
          variant="rounded"
          src={data.logo ?? undefined}
          alt=""
          sx={{ width: 56, height: 56, opacity: data.active ? 1 : 0.55 }}
        >
          {initials(data.name)}
        </Avatar>
        <Stack>
          <Typography variant="h5" component="h1">
            {data.name}
          </Typography>
          {data.url && (
            <Link
              component="button"
              type="button"
              onClick={() => setExternalUrl(data.url ?? null)}
              sx={{ alignSelf: 'flex-start' }}
            >
              {data.url}
            </Link>
          )}
        </Stack>
        {!data.active && <Chip label={t('LICENSE_INACTIVE')} size="small" />}
      </Stack>
      <Stack spacing={2}>
        {/* The labelled values in a description list (LabeledValue's dt and dd; axe dlitem). */}
        <Stack component="dl" spacing={2} sx={{ m: 0 }}>
          {data.employee && <LabeledValue label={t('LICENSE_PERSON')}>{data.employee.name}</LabeledValue>}
          <LabeledValue label={t('LICENSE_DATE_ENABLED')}>{formatDate(t, data.dateEnabled)}</LabeledValue>
          {data.dateDeactivated && (
            <LabeledValue label={t('LICENSE_DATE_DEACTIVATED')}>{formatDate(t, data.dateDeactivated)}</LabeledValue>
          )}
        </Stack>
        {data.mayChange ? (
          <Stack component="form" onSubmit={save} direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <TextField
              size="small"
              label={t('LICENSE_USERNAME')}
              value={username}
              onChange={(e) => setUsername(e.target.value)}
              slotProps={{ htmlInput: { maxLength: 200 } }}
            />
            <Button type="submit" disabled={saving}>
              {t('SAVE')}
            </Button>
          </Stack>
        ) : (
          data.username && (
            <Box component="dl" sx={{ m: 0 }}>
              <LabeledValue label={t('LICENSE_USERNAME')}>{data.username}</LabeledValue>
            </Box>
          )
        )}
        {errors.map((error) => (
          <Alert key={error} severity="error">
            {error}
          </Alert>
        ))}
        <Stack direction="row" spacing={1}>
          {data.mayChange && (
            <Button
              variant="outlined"
              color={data.active ? 'warning' : 'primary'}
              disabled={toggling}
              onClick={() => run(() => toggle({ licenseId: data.id }, data.active))}
            >
              {data.active ? t('DEACTIVATE_LICENSE') : t('REACTIVATE_LICENSE')}
            </Button>
          )}
          {data.employee && (
            <Button component={RouterLink} to={softwarePath(data.employee.internalId)}>
              {t('GO_BACK')}
            </Button>
          )}
        </Stack>
      </Stack>
      <ExternalLinkDialog url={externalUrl} onClose={() => setExternalUrl(null)} />
    </Paper>
  );
}

const LicenseDetail_license = graphql`
  fragment LicenseDetail_license on License {
    id
    internalId
    name
    url
    logo
    username
    active
    dateEnabled
    dateDeactivated
    mayChange
    employee {
      id
      internalId
      name
    }
  }
`;
