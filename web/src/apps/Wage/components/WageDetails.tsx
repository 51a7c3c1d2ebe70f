import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { graphql, useFragment } from 'react-relay';
import { Link as RouterLink } from 'react-router';
import type { WageDetails_employee$key } from '../../../__generated__/WageDetails_employee.graphql';
import type { WageDetails_viewer$key } from '../../../__generated__/WageDetails_viewer.graphql';
import { useT } from '../../../i18n/I18nProvider';
import { profilePath } from '../../../paths';
import { canDo, canSee } from '../../Profile/profilePermissions';
import { showsChart } from '../wageNotices';
import { WageActions } from './WageActions';
import { WageCard } from './WageCard';
import { WageCentre } from './WageCentre';
import { WageCostPie } from './WageCostPie';
import { WageCostTable } from './WageCostTable';
import { WageNotices } from './WageNotices';

type Props = { employee: WageDetails_employee$key; viewer: WageDetails_viewer$key | null | undefined };

/**
 * Part 1 §2 /people/{id}/wage: the current wage's cost breakdown in the enlarged ring (400, ring 40) and as a table,
 * the notices and actions of the box, then every wage, the latest first.
 */
export function WageDetails({ employee, viewer }: Props) {
  const t = useT();
  const data = useFragment(WageDetails_employee, employee);
  const features = useFragment(WageDetails_viewer, viewer)?.company.features ?? [];
  const back = (
    <Link component={RouterLink} to={profilePath(data.internalId)}>
      {t('WAGE_BACK_TO_PROFILE', { name: data.name })}
    </Link>
  );
  if (!canSee(data.permissions, 'wage')) {
    return (
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Typography variant="h5" component="h1">
          {t('WAGE_DETAILS_TITLE', { name: data.name })}
        </Typography>
        <Alert severity="info">{t('WAGE_NOT_ALLOWED')}</Alert>
        {back}
      </Stack>
    );
  }
  const wage = data.currentWage;
  const totalCost = data.currentWageTotalCosts;
  const wages = data.wages ?? [];
  return (
    <Stack spacing={2}>
      {back}
      <Paper component="section" aria-labelledby="wage-details-title" sx={{ p: 3 }}>
        <Typography id="wage-details-title" variant="h5" component="h1" gutterBottom>
          {t('WAGE_DETAILS_TITLE', { name: data.name })}
        </Typography>
        {wage && totalCost && showsChart(data.wageState, true, true) && (
          <Box
            sx={{
              display: 'grid',
              gap: 3,
              gridTemplateColumns: { xs: '1fr', lg: 'auto minmax(0, 1fr)' },
              alignItems: 'start',
            }}
          >
            <WageCostPie
              components={totalCost.components}
              variant="large"
              centre={
                <WageCentre
                  wage={wage}
                  total={totalCost.total}
                  centreLabel={totalCost.centreLabel}
                  averageWeeklyMinutes={data.averageWeeklyMinutes}
                  large
                />
              }
            />
            <WageCostTable components={totalCost.components} total={totalCost.total} />
          </Box>
        )}
        <WageNotices employee={data} />
        <WageActions employee={data} showDetailsLink={false} />
      </Paper>
      <Typography variant="h6" component="h2">
        {t('WAGE_ALL_WAGES')}
      </Typography>
      {wages.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {t('WAGE_NO_WAGES')}
        </Typography>
      ) : (
        wages.map((item) => (
          <WageCard
            key={item.id}
            wage={item}
            employeeId={data.internalId}
            mayEdit={canDo(data.permissions, 'setNewWage')}
            bonusShown={features.includes('wages_bonus_field')}
          />
        ))
      )}
    </Stack>
  );
}

const WageDetails_employee = graphql`
  fragment WageDetails_employee on Employee {
    id
    internalId
    name
    permissions {
      sections
      actions
    }
    wageState
    averageWeeklyMinutes
    currentWage {
      id
      internalId
      ...WageCentre_wage
    }
    currentWageTotalCosts {
      total
      centreLabel
      components {
        key
        amount
        color
      }
    }
    wages {
      id
      internalId
      ...WageCard_wage
    }
    ...WageNotices_employee
    ...WageActions_employee
  }
`;

const WageDetails_viewer = graphql`
  fragment WageDetails_viewer on Viewer {
    company {
      features
    }
  }
`;
