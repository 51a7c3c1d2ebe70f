import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import type { PendingSignaturesRouteQuery } from '../../../__generated__/PendingSignaturesRouteQuery.graphql';
import { ErrorBox } from '../../../components/ErrorBox';
import { formatDate } from '../../../i18n/formatDate';
import { useT } from '../../../i18n/I18nProvider';
import { contractPath } from '../../../paths';
import { pendingSignaturesRouteQuery } from '../queries';
import { useRouteQuery } from '../../../relay/routeQuery';

/**
 * Part 2 §7 GET /api/contract/pendingInternal: the sent contracts waiting for the viewer's internal signature,
 * each linking to its page (part 2 §2 /people/{id}/contracts/{contractId}) where it is signed. Light access sees no
 * contracts (part 1 §6): the list is null with FORBIDDEN and the page says so.
 */
export function PendingSignaturesPage() {
  const t = useT();
  const data = useRouteQuery<PendingSignaturesRouteQuery>(pendingSignaturesRouteQuery);
  if (!data.pendingInternalContracts.ok) return <ErrorBox reason={t('CONTRACT_SIGNATURES_FORBIDDEN')} />;
  const contracts = (data.pendingInternalContracts.value ?? []).flatMap((c) =>
    c.employee ? [{ ...c, employee: c.employee }] : [],
  );
  return (
    <Stack spacing={2} sx={{ p: 2, maxWidth: 900 }}>
      <Typography variant="h5" component="h1">
        {t('NAV_CONTRACT_SIGNATURES')}
      </Typography>
      {contracts.length === 0 ? (
        <Typography variant="body2">{t('CONTRACT_SIGNATURES_EMPTY')}</Typography>
      ) : (
        <List aria-label={t('NAV_CONTRACT_SIGNATURES')}>
          {contracts.map((c) => (
            <ListItem key={c.id} disablePadding>
              <ListItemButton component={RouterLink} to={contractPath(c.employee.internalId, c.internalId)}>
                <ListItemText
                  primary={c.contractName}
                  secondary={
                    c.dateSent
                      ? t('CONTRACT_SIGNATURES_SENT', { name: c.employee.name, date: formatDate(t, c.dateSent) })
                      : c.employee.name
                  }
                />
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      )}
    </Stack>
  );
}
