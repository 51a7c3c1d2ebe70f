import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { parallelContractSwitch } from '@people/domain/profile';
import { graphql, useFragment } from 'react-relay';
import { Link as RouterLink } from 'react-router';
import type { ParallelContractSwitcher_employee$key } from '../../../__generated__/ParallelContractSwitcher_employee.graphql';
import { useT } from '../../../i18n/I18nProvider';
import { profilePath } from '../../../paths';

/** Part 1 §1: 'parallel contract N/M' with previous and next links to the other contracts' profiles. */
export function ParallelContractSwitcher({ employee }: { employee: ParallelContractSwitcher_employee$key }) {
  const t = useT();
  const { parallelContracts } = useFragment(ParallelContractSwitcher_employee, employee);
  if (!parallelContracts) return null;
  const { index, count, previous, next } = parallelContracts;
  // The schema's index is 1-based, the domain's 0-based.
  const position = parallelContractSwitch(index - 1, count);
  return (
    <Box component="nav" aria-label={t('PARALLEL_CONTRACTS')} sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
      {position.previousIndex !== null && previous && (
        <Button size="small" component={RouterLink} to={profilePath(previous.internalId)} startIcon={<ChevronLeft />}>
          {t('PREVIOUS_CONTRACT')}
        </Button>
      )}
      <Typography variant="body2">{t('PARALLEL_CONTRACT_N_OF_M', { index, count })}</Typography>
      {position.nextIndex !== null && next && (
        <Button size="small" component={RouterLink} to={profilePath(next.internalId)} endIcon={<ChevronRight />}>
          {t('NEXT_CONTRACT')}
        </Button>
      )}
    </Box>
  );
}

const ParallelContractSwitcher_employee = graphql`
  fragment ParallelContractSwitcher_employee on Employee {
    parallelContracts {
      index
      count
      previous {
        id
        internalId
      }
      next {
        id
        internalId
      }
    }
  }
`;
