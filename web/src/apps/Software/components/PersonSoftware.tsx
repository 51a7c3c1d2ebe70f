import Button from '@mui/material/Button';
import List from '@mui/material/List';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import { Link as RouterLink } from 'react-router';
import type { PersonSoftware_employee$key } from '../../../__generated__/PersonSoftware_employee.graphql';
import { useT } from '../../../i18n/I18nProvider';
import { addSoftwarePath, profilePath } from '../../../paths';
import { ExternalLinkDialog } from '../../Profile/components/ExternalLinkDialog';
import { CaughtSection, EmptyLine } from '../../Profile/components/ProfileSectionCard';
import { canDo } from '../../Profile/profilePermissions';
import { LicenseRow } from './LicenseRow';

/** Part 2 §2 /people/{id}/software: every license of the person, active first, inactive ones muted. */
export function PersonSoftware({ employee }: { employee: PersonSoftware_employee$key }) {
  const t = useT();
  const data = useFragment(PersonSoftware_employee, employee);
  const [externalUrl, setExternalUrl] = useState<string | null>(null);
  return (
    <Stack spacing={2} sx={{ maxWidth: 760 }}>
      <Paper sx={{ p: 3 }}>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
          <Typography variant="h5" component="h1">
            {t('SOFTWARE_OF', { name: data.name })}
          </Typography>
          <Stack direction="row" spacing={1}>
            <Button component={RouterLink} to={profilePath(data.internalId)}>
              {t('GO_BACK')}
            </Button>
            {canDo(data.permissions, 'addSoftware') && (
              <Button variant="contained" component={RouterLink} to={addSoftwarePath(data.internalId)}>
                {t('ADD_SOFTWARE')}
              </Button>
            )}
          </Stack>
        </Stack>
      </Paper>
      <CaughtSection id="all-software" title={t('SOFTWARE')} result={data.allLicenses}>
        {(licenses) =>
          licenses.edges.length === 0 ? (
            <EmptyLine>{t('NO_LICENSES')}</EmptyLine>
          ) : (
            <List dense disablePadding aria-label={t('SOFTWARE')}>
              {licenses.edges.map(({ node }) => (
                <LicenseRow key={node.id} license={node} onOpenUrl={setExternalUrl} />
              ))}
            </List>
          )
        }
      </CaughtSection>
      <ExternalLinkDialog url={externalUrl} onClose={() => setExternalUrl(null)} />
    </Stack>
  );
}

const PersonSoftware_employee = graphql`
  fragment PersonSoftware_employee on Employee {
    id
    internalId
    name
    permissions {
      actions
    }
    allLicenses: licenses(first: 100) @catch(to: RESULT) {
      edges {
        node {
          id
          internalId
          ...LicenseRow_license
        }
      }
    }
  }
`;
