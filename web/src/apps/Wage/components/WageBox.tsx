import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import { graphql, useFragment } from 'react-relay';
import type { WageBox_employee$key } from '../../../__generated__/WageBox_employee.graphql';
import { useT } from '../../../i18n/I18nProvider';
import { canSee } from '../../Profile/profilePermissions';
import { ProfileSectionCard } from '../../Profile/components/ProfileSectionCard';
import { formatWageRate, wageTypeLabel } from '../wageFormat';
import { showsChart } from '../wageNotices';
import { WageActions } from './WageActions';
import { WageCentre } from './WageCentre';
import { WageCostPie } from './WageCostPie';
import { WageNotices } from './WageNotices';

/**
 * The wage box of the profile (part 1 §2 "Wage box"), for viewers with wage access (part 1 §6): the monthly total
 * cost as a ring with its centre, legend and slice popup; the wage's type and rate; the notices without a wage;
 * 'view wage details' and the actions.
 */
export function WageBox({ employee }: { employee: WageBox_employee$key }) {
  const t = useT();
  const data = useFragment(WageBox_employee, employee);
  if (!canSee(data.permissions, 'wage')) return null;
  // ARCHITECTURE.md: a section whose data failed shows its own error; the rest of the profile still works.
  if (!data.currentWage.ok || !data.currentWageTotalCosts.ok) {
    return (
      <ProfileSectionCard id="wage" title={t('WAGE')}>
        <Alert severity="error">{t('SECTION_LOAD_FAILED')}</Alert>
      </ProfileSectionCard>
    );
  }
  const wage = data.currentWage.value ?? null;
  const totalCost = data.currentWageTotalCosts.value ?? null;
  return (
    <ProfileSectionCard id="wage" title={t('WAGE')}>
      {wage && totalCost && showsChart(data.wageState, true, true) && (
        <>
          <WageCostPie
            components={totalCost.components}
            variant="default"
            centre={
              <WageCentre
                wage={wage}
                total={totalCost.total}
                centreLabel={totalCost.centreLabel}
                averageWeeklyMinutes={data.averageWeeklyMinutes}
              />
            }
          />
          <Typography variant="body2" sx={{ mt: 2 }}>
            {t('WAGE_TYPE_AND_RATE', {
              type: wageTypeLabel(t, wage.type),
              rate: formatWageRate(wage.rate, wage.rateDecimals, wage.currency, t.language),
            })}
          </Typography>
        </>
      )}
      <WageNotices employee={data} />
      <WageActions employee={data} />
    </ProfileSectionCard>
  );
}

const WageBox_employee = graphql`
  fragment WageBox_employee on Employee {
    permissions {
      sections
    }
    wageState
    averageWeeklyMinutes
    currentWage @catch(to: RESULT) {
      id
      type
      rate
      rateDecimals
      currency
      ...WageCentre_wage
    }
    currentWageTotalCosts @catch(to: RESULT) {
      total
      centreLabel
      components {
        key
        amount
        color
      }
    }
    ...WageNotices_employee
    ...WageActions_employee
  }
`;
