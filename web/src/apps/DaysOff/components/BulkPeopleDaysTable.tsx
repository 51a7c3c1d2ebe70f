import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { formatDate } from '../../../i18n/formatDate';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { useT } from '../../../i18n/I18nProvider';
import type { BulkPerson } from './BulkPeoplePicker';

/** What a bulk add or delete did for one person: the count done, or the failure with its code. */
export type BulkResult =
  | { ok: true; count: number; followUpPath: string | null }
  /** `text` is null when only the code is shown (the limit warning is hidden in bulk, part 1 §5). */
  | { ok: false; code: string | null; text: string | null; limitReached: boolean };

type Props = {
  label: string;
  people: readonly BulkPerson[];
  dates: readonly string[];
  cell(person: BulkPerson, date: string): ReactNode;
  results: Readonly<Record<string, BulkResult>>;
  /** BULK_ADDED or BULK_REMOVED. */
  doneKey: 'BULK_ADDED' | 'BULK_REMOVED';
};

/** part 1 §2 bulk confirmations: people × days, then per person what succeeded and what failed. */
export function BulkPeopleDaysTable({ label, people, dates, cell, results, doneKey }: Props) {
  const t = useT();
  const anyResult = people.some((person) => results[person.id] !== undefined);
  return (
    <TableContainer>
      <Table size="small" aria-label={label}>
        <TableHead>
          <TableRow>
            <TableCell component="th" scope="col">
              {t('BULK_PERSON')}
            </TableCell>
            {dates.map((date) => (
              <TableCell key={date} component="th" scope="col">
                {formatDate(t, date)}
              </TableCell>
            ))}
            {anyResult && (
              <TableCell component="th" scope="col">
                {t('BULK_RESULTS')}
              </TableCell>
            )}
          </TableRow>
        </TableHead>
        <TableBody>
          {people.map((person) => {
            const result = results[person.id];
            return (
              <TableRow key={person.id}>
                <TableCell component="th" scope="row">
                  {person.name}
                </TableCell>
                {dates.map((date) => (
                  <TableCell key={date}>{cell(person, date)}</TableCell>
                ))}
                {anyResult && (
                  <TableCell>
                    {result === undefined ? null : result.ok ? (
                      <Alert severity="success" sx={{ py: 0 }}>
                        {t(doneKey, { count: result.count })}
                        {result.followUpPath && (
                          <>
                            {' '}
                            <Link component={RouterLink} to={result.followUpPath}>
                              {t('BULK_FOLLOW_UP')}
                            </Link>
                          </>
                        )}
                      </Alert>
                    ) : (
                      <Alert severity="error" sx={{ py: 0 }}>
                        {t('BULK_FAILED', {
                          reason: [result.text, result.code && result.text ? `(${result.code})` : result.code]
                            .filter(Boolean)
                            .join(' '),
                        })}
                      </Alert>
                    )}
                  </TableCell>
                )}
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
