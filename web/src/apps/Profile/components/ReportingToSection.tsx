import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import { COLLAPSED_COUNTS } from '@people/domain/profile';
import { useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { ReportingToSection_employee$key } from '../../../__generated__/ReportingToSection_employee.graphql';
import { useT } from '../../../i18n/I18nProvider';
import { canSee } from '../profilePermissions';
import { ManagerName } from './ManagerName';
import { CaughtSection, EmptyLine } from './ProfileSectionCard';
import { ShowMoreButton } from './ShowMoreButton';

const { shown } = COLLAPSED_COUNTS.reportingTo;

/**
 * Spec part 1 §2 reporting-to: 3 shown, show more. Someone of another group is plain text
 * (part 1 §6): the gateway leaves `person` null for them.
 */
export function ReportingToSection({ employee }: { employee: ReportingToSection_employee$key }) {
  const t = useT();
  const data = useFragment(ReportingToSection_employee, employee);
  const [expanded, setExpanded] = useState(false);
  if (!canSee(data.permissions, 'reportingTo')) return null;
  return (
    <CaughtSection id="reporting-to" title={t('REPORTING_TO')} result={data.reportsTo}>
      {(reportsTo) =>
        reportsTo.length === 0 ? (
          <EmptyLine>{t('NOBODY')}</EmptyLine>
        ) : (
          <>
            <List id="reporting-to-list" dense disablePadding aria-label={t('REPORTING_TO')}>
              {(expanded ? reportsTo : reportsTo.slice(0, shown)).map((line, index) => (
                <ListItem key={index} disableGutters>
                  <ManagerName reportsTo={line} />
                </ListItem>
              ))}
            </List>
            {reportsTo.length > shown && (
              <ShowMoreButton
                expanded={expanded}
                onToggle={() => setExpanded(!expanded)}
                controls="reporting-to-list"
              />
            )}
          </>
        )
      }
    </CaughtSection>
  );
}

const ReportingToSection_employee = graphql`
  fragment ReportingToSection_employee on Employee {
    permissions {
      sections
    }
    reportsTo @catch(to: RESULT) {
      ...ManagerName_reportsTo
    }
  }
`;
