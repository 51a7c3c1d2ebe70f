import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import { formatDate } from '@people/domain/dates';
import { graphql, useFragment } from 'react-relay';
import type { ContractsSection_employee$key } from '../../../__generated__/ContractsSection_employee.graphql';
import { enumLabel } from '../../../i18n/enumLabel';
import { useT } from '../../../i18n/I18nProvider';
import { canSee } from '../profilePermissions';
import { CaughtSection, EmptyLine } from './ProfileSectionCard';

/** Spec part 1 §2 contracts list (part 1 §3 "Contract (list)"). */
export function ContractsSection({ employee }: { employee: ContractsSection_employee$key }) {
  const t = useT();
  const data = useFragment(ContractsSection_employee, employee);
  if (!canSee(data.permissions, 'contracts')) return null;
  return (
    <CaughtSection id="contracts" title={t('CONTRACTS')} result={data.contracts}>
      {(contracts) =>
        contracts.length === 0 ? (
          <EmptyLine>{t('NO_CONTRACTS')}</EmptyLine>
        ) : (
          <List dense disablePadding aria-label={t('CONTRACTS')}>
            {contracts.map((contract) => (
              <ListItem
                key={contract.id}
                disableGutters
                secondaryAction={<Chip size="small" label={enumLabel(t, 'CONTRACT_STATUS', contract.status)} />}
              >
                <ListItemText
                  primary={contract.contractName}
                  secondary={[
                    t('CREATED_ON', { date: formatDate(contract.dateCreated) }),
                    contract.dateSigned ? t('SIGNED_ON', { date: formatDate(contract.dateSigned) }) : t('NOT_SIGNED'),
                  ].join(' · ')}
                />
              </ListItem>
            ))}
          </List>
        )
      }
    </CaughtSection>
  );
}

const ContractsSection_employee = graphql`
  fragment ContractsSection_employee on Employee {
    permissions {
      sections
    }
    contracts @catch(to: RESULT) {
      id
      contractName
      dateCreated
      status
      dateSigned
    }
  }
`;
