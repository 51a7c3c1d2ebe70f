import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { isNumeric } from '@people/domain/validation';
import { useState, type ReactNode } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { CustomFieldsSection_employee$key } from '../../../__generated__/CustomFieldsSection_employee.graphql';
import { LabeledValue } from '../../../components/LabeledValue';
import { lazyComponent, OnceOpened } from '../../../components/lazyComponent';
import { formatMoney } from '../../../i18n/formatMoney';
import { useT } from '../../../i18n/I18nProvider';
import { Link as RouterLink } from 'react-router';
import { editSectionPath } from '../../../paths';
import { canDo, canSee } from '../profilePermissions';
import type { LongText } from './LongTextDialog';
import { CaughtSection, EmptyLine } from './ProfileSectionCard';

import { LazyExternalLinkDialog } from './LazyExternalLinkDialog';

// The modal loads when first opened, not with the profile.
const LongTextDialog = lazyComponent(() => import('./LongTextDialog').then((m) => m.LongTextDialog));

/** Texts longer than this open in the viewer modal (part 1 §2); a layout choice, not a spec number. */
export const LONG_TEXT_LENGTH = 80;

/**
 * Spec part 1 §2 custom fields: textfield, hyperlink, money. Shown in the order the server sends,
 * which is domain/profile sortCustomFields (priority, then lowercase trimmed name).
 */
export function CustomFieldsSection({ employee }: { employee: CustomFieldsSection_employee$key }) {
  const t = useT();
  const data = useFragment(CustomFieldsSection_employee, employee);
  const [externalUrl, setExternalUrl] = useState<string | null>(null);
  const [longText, setLongText] = useState<LongText | null>(null);
  if (!canSee(data.permissions, 'customFields')) return null;

  return (
    <CaughtSection id="custom-fields" title={t('CUSTOM_FIELDS')} result={data.customFields}>
      {(fields) => (
        <>
          {fields.length === 0 ? (
            <EmptyLine>{t('NO_CUSTOM_FIELDS')}</EmptyLine>
          ) : (
            <Box
              component="dl"
              sx={{ m: 0, display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))' }}
            >
              {fields.map((field, index) => {
                const shown = field.valueName || field.value;
                let content: ReactNode = t('NOT_FILLED_IN');
                if (shown && field.type === 'HYPERLINK' && field.value) {
                  const url = field.value;
                  content = (
                    <Link
                      component="button"
                      variant="body2"
                      onClick={() => setExternalUrl(url)}
                      sx={{ textAlign: 'left' }}
                    >
                      {shown}
                    </Link>
                  );
                } else if (shown && field.type === 'MONEY') {
                  content =
                    field.value && isNumeric(field.value) ? formatMoney(Number(field.value), t.language) : shown;
                } else if (shown && shown.length > LONG_TEXT_LENGTH) {
                  content = (
                    <>
                      {`${shown.slice(0, LONG_TEXT_LENGTH).trimEnd()}… `}
                      <Link
                        component="button"
                        variant="body2"
                        aria-label={t('READ_MORE_OF', { name: field.cfName })}
                        onClick={() => setLongText({ name: field.cfName, text: shown })}
                      >
                        {t('READ_MORE')}
                      </Link>
                    </>
                  );
                } else if (shown) {
                  content = shown;
                }
                return (
                  <LabeledValue key={`${field.cfName}-${index}`} label={field.cfName}>
                    {content}
                  </LabeledValue>
                );
              })}
            </Box>
          )}
          {canDo(data.permissions, 'editCustomFields') && (
            <Box sx={{ mt: 2 }}>
              <Link component={RouterLink} to={editSectionPath(data.internalId, 'customFields')} variant="body2">
                {t('EDIT_CUSTOM_FIELDS_LINK')}
              </Link>
            </Box>
          )}
          <LazyExternalLinkDialog url={externalUrl} onClose={() => setExternalUrl(null)} />
          <OnceOpened open={longText !== null}>
            <LongTextDialog text={longText} onClose={() => setLongText(null)} />
          </OnceOpened>
        </>
      )}
    </CaughtSection>
  );
}

const CustomFieldsSection_employee = graphql`
  fragment CustomFieldsSection_employee on Employee {
    id
    internalId
    permissions {
      sections
      actions
    }
    customFields @catch(to: RESULT) {
      cfName
      type
      value
      valueName
    }
  }
`;
