import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableContainer from '@mui/material/TableContainer';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { formatDate } from '../../../i18n/formatDate';
import { graphql, useFragment } from 'react-relay';
import type { ManagerLines_employee$key } from '../../../__generated__/ManagerLines_employee.graphql';
import { useT } from '../../../i18n/I18nProvider';
import { useEditSubmit } from '../../PersonEdit/hooks/useEditSubmit';
import { FormErrors } from '../../PersonEdit/components/FormErrors';
import { useDeleteManagerLine } from '../hooks/usePersonPageMutations';

/**
 * Part 1 §2 /settings/managers/{id}: every reporting line of the person (manager or extra manager, from, until), newest
 * first, each removable when entered by mistake.
 */
export function ManagerLines({ employee }: { employee: ManagerLines_employee$key }) {
  const t = useT();
  const person = useFragment(ManagerLines_employee, employee);
  const { errors, conflict, submit } = useEditSubmit({});
  const [remove, busy] = useDeleteManagerLine();
  const lines = person.managerLines ?? [];
  if (lines.length === 0) return <Typography color="text.secondary">{t('NO_MANAGER_LINES')}</Typography>;
  return (
    <>
      <FormErrors errors={errors} conflict={conflict} />
      {/* On a phone the table scrolls in its own box instead of widening the page (390 px). */}
      <TableContainer sx={{ maxWidth: 720 }}>
        <Table size="small" aria-label={t('MANAGER_LINES')}>
          <TableHead>
            <TableRow>
              <TableCell>{t('MANAGER_LINE_KIND')}</TableCell>
              <TableCell>{t('MANAGER_LINE_PERSON')}</TableCell>
              <TableCell>{t('MANAGER_LINE_FROM')}</TableCell>
              <TableCell>{t('MANAGER_LINE_UNTIL')}</TableCell>
              <TableCell />
            </TableRow>
          </TableHead>
          <TableBody>
            {lines.map((line) => (
              <TableRow key={line.internalId}>
                <TableCell>{t(line.isExtra ? 'EXTRA_MANAGER' : 'MANAGER')}</TableCell>
                <TableCell>{line.managerName}</TableCell>
                <TableCell>{formatDate(t, line.startDate)}</TableCell>
                <TableCell>{line.endDate ? formatDate(t, line.endDate) : t('MANAGER_LINE_RUNNING')}</TableCell>
                <TableCell align="right">
                  <Button
                    size="small"
                    color="error"
                    disabled={busy}
                    aria-label={t('MANAGER_LINE_REMOVE_NAMED', {
                      name: line.managerName,
                      date: formatDate(t, line.startDate),
                    })}
                    onClick={() =>
                      void submit(
                        [],
                        () => remove({ employeeId: person.id, version: person.version, lineId: line.internalId }),
                        () => null,
                      )
                    }
                  >
                    {t('DELETE')}
                  </Button>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </>
  );
}

const ManagerLines_employee = graphql`
  fragment ManagerLines_employee on Employee {
    id
    version
    managerLines {
      internalId
      managerName
      isExtra
      startDate
      endDate
    }
  }
`;
