import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { graphql, useFragment } from 'react-relay';
import type { PayrollProviderSection_employee$key } from '../../../__generated__/PayrollProviderSection_employee.graphql';
import { useT } from '../../../i18n/I18nProvider';
import { canSee } from '../profilePermissions';
import { CaughtSection } from './ProfileSectionCard';

/** Spec part 1 §2 payroll provider: the integration the person's payroll goes through. */
export function PayrollProviderSection({ employee }: { employee: PayrollProviderSection_employee$key }) {
  const t = useT();
  const data = useFragment(PayrollProviderSection_employee, employee);
  if (!canSee(data.permissions, 'payrollProvider')) return null;
  return (
    <CaughtSection id="payroll-provider" title={t('PAYROLL_PROVIDER')} result={data.payrollProvider}>
      {(provider) => (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
          <Avatar variant="rounded" src={provider.image ?? undefined} alt="">
            {provider.shortTitle.slice(0, 2)}
          </Avatar>
          <Typography>{provider.title}</Typography>
        </Box>
      )}
    </CaughtSection>
  );
}

const PayrollProviderSection_employee = graphql`
  fragment PayrollProviderSection_employee on Employee {
    permissions {
      sections
    }
    payrollProvider @catch(to: RESULT) {
      title
      shortTitle
      image
    }
  }
`;
