import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { formatDate } from '../../../i18n/formatDate';
import { Suspense, useId, useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import { Link as RouterLink } from 'react-router';
import { addContractPath, contractPath } from '../../../paths';
import type {
  ContractsSection_employee$data,
  ContractsSection_employee$key,
} from '../../../__generated__/ContractsSection_employee.graphql';
import { enumLabel, dimonaContractTypeLabel } from '../../../i18n/enumLabel';
import { lazyComponent, OnceOpened } from '../../../components/lazyComponent';
import { useT } from '../../../i18n/I18nProvider';
import { withMessages } from '../../../i18n/loadMessages';
import { ContractHistoryExportButton } from '../../Contracts/components/ContractHistoryExportButton';
import { canDo, canSee } from '../profilePermissions';
import { CaughtSection, EmptyLine } from './ProfileSectionCard';

// The Dimona form (and its mutations) loads when a one-day contract is opened, not with the profile; the
// delete modal (and its mutation) when first opened. The Dimona form's messages come with its code.
const DayContractDialog = lazyComponent(() =>
  withMessages(['dimona'], import('../../Dimona/components/DayContractDialog')).then((m) => m.DayContractDialog),
);
const DeleteOneDayContractDialog = lazyComponent(() =>
  withMessages(['dimona'], import('./DeleteOneDayContractDialog')).then((m) => m.DeleteOneDayContractDialog),
);

type OneDayContracts = ContractsSection_employee$data['oneDayContracts'];

/**
 * Spec part 1 §2 contracts list (part 1 §3 "Contract (list)"), each linking to its page (part 2 §2), with
 * 'add a contract' for who may manage them, and the person's one-day contracts
 * (part 1 §3 one_day_contracts), each with the 'delete a one-day contract' modal of part 1 §2 when
 * the viewer may edit day contracts. Part 1 §9: Flex and Extra are editable, Student only
 * deletable, so every type offers the delete.
 */
export function ContractsSection({ employee }: { employee: ContractsSection_employee$key }) {
  const t = useT();
  const data = useFragment(ContractsSection_employee, employee);
  if (!canSee(data.permissions, 'contracts')) return null;
  return (
    <CaughtSection id="contracts" title={t('CONTRACTS')} result={data.contracts}>
      {(contracts) => (
        <>
          {contracts.length === 0 ? (
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
                    primary={
                      <Link component={RouterLink} to={contractPath(data.internalId, contract.internalId)}>
                        {contract.contractName}
                      </Link>
                    }
                    secondary={[
                      t('CREATED_ON', { date: formatDate(t, contract.dateCreated) }),
                      contract.dateSigned
                        ? t('SIGNED_ON', { date: formatDate(t, contract.dateSigned) })
                        : t('NOT_SIGNED'),
                    ].join(' · ')}
                  />
                </ListItem>
              ))}
            </List>
          )}
          {canDo(data.permissions, 'manageContracts') && (
            <Button component={RouterLink} to={addContractPath(data.internalId)} size="small" sx={{ mt: 1 }}>
              {t('CONTRACT_ADD')}
            </Button>
          )}
          {data.contractHistoryExportUrl && <ContractHistoryExportButton url={data.contractHistoryExportUrl} />}
          <OneDayContractList
            employeeId={data.id}
            result={data.oneDayContracts}
            mayDelete={canDo(data.permissions, 'editDayContract')}
          />
        </>
      )}
    </CaughtSection>
  );
}

type OneDayContractListProps = { employeeId: string; result: OneDayContracts; mayDelete: boolean };

/** The one-day contracts under the contracts; nothing when the person has none. */
function OneDayContractList({ employeeId, result, mayDelete }: OneDayContractListProps) {
  const t = useT();
  const titleId = useId();
  const [deleting, setDeleting] = useState<string | null>(null);
  const [editing, setEditing] = useState<string | null>(null);
  if (!result.ok) {
    return (
      <Alert severity="error" sx={{ mt: 2 }}>
        {t('SECTION_LOAD_FAILED')}
      </Alert>
    );
  }
  const contracts = result.value ?? [];
  if (contracts.length === 0) return null;
  return (
    <>
      <Typography id={titleId} variant="subtitle2" component="h3" sx={{ mt: 2 }}>
        {t('ONE_DAY_CONTRACTS')}
      </Typography>
      <List dense disablePadding aria-labelledby={titleId}>
        {contracts.map((contract) => (
          <ListItem
            key={contract.date}
            disableGutters
            secondaryAction={
              mayDelete && (
                <>
                  {/* part 1 §9: Flex and Extra are edited through the day-contract edit; Student only deleted. */}
                  {contract.contractType !== 'Student' && (
                    <IconButton
                      onClick={() => setEditing(contract.date)}
                      onMouseEnter={DayContractDialog.preload}
                      onFocus={DayContractDialog.preload}
                      aria-label={t('EDIT_DAY_CONTRACT')}
                    >
                      <EditOutlined />
                    </IconButton>
                  )}
                  <IconButton
                    edge="end"
                    aria-label={t('DELETE_ONE_DAY_CONTRACT_OF', { date: formatDate(t, contract.date) })}
                    onClick={() => setDeleting(contract.date)}
                    onMouseEnter={DeleteOneDayContractDialog.preload}
                    onFocus={DeleteOneDayContractDialog.preload}
                  >
                    <DeleteOutlined />
                  </IconButton>
                </>
              )
            }
          >
            <ListItemText
              primary={formatDate(t, contract.date)}
              secondary={dimonaContractTypeLabel(t, contract.contractType)}
            />
          </ListItem>
        ))}
      </List>
      {mayDelete && (
        <OnceOpened open={deleting !== null}>
          <DeleteOneDayContractDialog
            contractStartDate={deleting}
            onClose={() => setDeleting(null)}
            employeeId={employeeId}
          />
        </OnceOpened>
      )}
      {mayDelete && editing !== null && (
        <Suspense fallback={null}>
          <DayContractDialog employeeId={employeeId} date={editing} onClose={() => setEditing(null)} />
        </Suspense>
      )}
    </>
  );
}

const ContractsSection_employee = graphql`
  fragment ContractsSection_employee on Employee {
    id
    internalId
    permissions {
      sections
      actions
    }
    contracts @catch(to: RESULT) {
      id
      internalId
      contractName
      dateCreated
      status
      dateSigned
    }
    contractHistoryExportUrl
    oneDayContracts @catch(to: RESULT) {
      date
      contractType
    }
  }
`;
