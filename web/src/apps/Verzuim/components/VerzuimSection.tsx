import Button from '@mui/material/Button';
import { VERZUIM_COLLAPSED_ROWS } from '@people/domain/verzuim';
import { useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { VerzuimSection_employee$key } from '../../../__generated__/VerzuimSection_employee.graphql';
import { useT } from '../../../i18n/I18nProvider';
import { CaughtSection, EmptyLine } from '../../Profile/components/ProfileSectionCard';
import { canDo, canSee } from '../../Profile/profilePermissions';
import { VerzuimRow } from './VerzuimRow';

/**
 * The profile's sick-leave section (part 1 §2, Dutch market; part 1 §6: an integration with daysoff/verzuim and calendar
 * access): the verzuim of the year, newest first, 5 rows collapsed (part 1 §9), each with its timeline when open.
 */
export function VerzuimSection({ employee }: { employee: VerzuimSection_employee$key }) {
  const t = useT();
  const data = useFragment(VerzuimSection_employee, employee);
  const [expanded, setExpanded] = useState(false);
  // Not asked (Viewer.verzuimAvailable false) or not visible: no section.
  if (!canSee(data.permissions, 'verzuim') || data.verzuim == null) return null;
  const canEdit = canDo(data.permissions, 'reportVerzuim');
  return (
    <CaughtSection id="verzuim" title={t('VERZUIM_SECTION')} result={data.verzuim}>
      {(items) =>
        items.length === 0 ? (
          <EmptyLine>{t('NO_VERZUIM')}</EmptyLine>
        ) : (
          <>
            <ul style={{ margin: 0, padding: 0 }} aria-label={t('VERZUIM_SECTION')}>
              {(expanded ? items : items.slice(0, VERZUIM_COLLAPSED_ROWS)).map((item) => (
                <VerzuimRow key={item.id} verzuim={item} employeeId={data.internalId} canEdit={canEdit} />
              ))}
            </ul>
            {items.length > VERZUIM_COLLAPSED_ROWS && (
              <Button size="small" onClick={() => setExpanded(!expanded)} sx={{ mt: 1 }}>
                {expanded ? t('VERZUIM_SHOW_LESS') : t('VERZUIM_SHOW_ALL', { count: items.length })}
              </Button>
            )}
          </>
        )
      }
    </CaughtSection>
  );
}

const VerzuimSection_employee = graphql`
  fragment VerzuimSection_employee on Employee
  @argumentDefinitions(year: { type: "Int!" }, withVerzuim: { type: "Boolean!", defaultValue: true }) {
    id
    internalId
    permissions {
      sections
      actions
    }
    # Skipped where the viewer has no verzuim (Viewer.verzuimAvailable), so the profile asks for no FORBIDDEN field.
    verzuim(year: $year) @include(if: $withVerzuim) @catch(to: RESULT) {
      id
      internalId
      ...VerzuimRow_verzuim
    }
  }
`;
