import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import Stack from '@mui/material/Stack';
import { softwareBox } from '@people/domain/software';
import { useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import { Link as RouterLink } from 'react-router';
import type { SoftwareBox_employee$key } from '../../../__generated__/SoftwareBox_employee.graphql';
import { useT } from '../../../i18n/I18nProvider';
import { addSoftwarePath, softwarePath } from '../../../paths';
import { LazyExternalLinkDialog } from '../../Profile/components/LazyExternalLinkDialog';
import { CaughtSection, EmptyLine } from '../../Profile/components/ProfileSectionCard';
import { canDo, canSee } from '../../Profile/profilePermissions';
import { LicenseRow } from './LicenseRow';

/**
 * Part 2 §2 software box: at most 3 licenses of the 4 fetched (§9), each with its product logo, URL, added and
 * deactivated dates, inactive ones muted, and the show-all link when there are more. Hidden with disable_software.
 */
export function SoftwareBox({ employee }: { employee: SoftwareBox_employee$key }) {
  const t = useT();
  const data = useFragment(SoftwareBox_employee, employee);
  const [externalUrl, setExternalUrl] = useState<string | null>(null);
  if (!canSee(data.permissions, 'software')) return null;
  const add = canDo(data.permissions, 'addSoftware') ? (
    <Button size="small" component={RouterLink} to={addSoftwarePath(data.internalId)}>
      {t('ADD_SOFTWARE')}
    </Button>
  ) : undefined;
  return (
    <CaughtSection id="software" title={t('SOFTWARE')} result={data.boxLicenses} action={add}>
      {(licenses) => {
        const { shown, showAll } = softwareBox(licenses.edges);
        return (
          <Stack spacing={1}>
            {shown.length === 0 ? (
              <EmptyLine>{t('NO_LICENSES')}</EmptyLine>
            ) : (
              <List dense disablePadding aria-label={t('SOFTWARE')}>
                {shown.map(({ node }) => (
                  <LicenseRow key={node.id} license={node} onOpenUrl={setExternalUrl} />
                ))}
              </List>
            )}
            {(showAll || licenses.totalCount > shown.length) && (
              <Link component={RouterLink} to={softwarePath(data.internalId)} variant="body2">
                {t('SHOW_ALL_LICENSES')}
              </Link>
            )}
            <LazyExternalLinkDialog url={externalUrl} onClose={() => setExternalUrl(null)} />
          </Stack>
        );
      }}
    </CaughtSection>
  );
}

const SoftwareBox_employee = graphql`
  fragment SoftwareBox_employee on Employee {
    id
    internalId
    permissions {
      sections
      actions
    }
    boxLicenses: licenses(first: 4) @catch(to: RESULT) {
      totalCount
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
