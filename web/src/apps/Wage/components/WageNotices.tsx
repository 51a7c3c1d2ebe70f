import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { graphql, useFragment } from 'react-relay';
import type { WageNotices_employee$key } from '../../../__generated__/WageNotices_employee.graphql';
import { formatDate } from '../../../i18n/formatDate';
import { useT, type Translator } from '../../../i18n/I18nProvider';
import { canSee } from '../../Profile/profilePermissions';
import { wageNotices, type WageNotice } from '../wageNotices';

function noticeText(t: Translator, notice: WageNotice): string {
  switch (notice.kind) {
    case 'noWage':
      return t(notice.warning ? 'WAGE_NO_WAGE_WARNING' : 'WAGE_NO_WAGE');
    case 'pending':
      return t('WAGE_HAS_PENDING_WAGE', { date: formatDate(t, notice.date) });
    case 'termination':
      return t(notice.label === 'TERMINATED_ON' ? 'WAGE_TERMINATED_ON' : 'WAGE_TERMINATION_ON', {
        date: formatDate(t, notice.date),
      });
    case 'ended':
      return t('WAGE_ENDED_ON', { date: formatDate(t, notice.date) });
  }
}

/**
 * Part 1 §2 "Wage box" without a wage: no wage set yet (a warning when part 1 §6's no-wage warning holds), the
 * pending-contract notice with the contract start date, and the termination-date notice (part 1 §4 labels).
 */
export function WageNotices({ employee }: { employee: WageNotices_employee$key }) {
  const t = useT();
  const data = useFragment(WageNotices_employee, employee);
  const notices = wageNotices({
    wageState: data.wageState,
    currentWage: data.currentWage ?? null,
    wages: data.wages ?? [],
    termination: data.termination,
    noWageWarning: canSee(data.permissions, 'noWageWarning') && data.warnings.noWage,
  });
  if (notices.length === 0) return null;
  return (
    <Stack spacing={1} sx={{ mt: 2 }}>
      {notices.map((notice) =>
        notice.kind === 'noWage' && !notice.warning ? (
          <Typography key={notice.kind} variant="body2" color="text.secondary">
            {noticeText(t, notice)}
          </Typography>
        ) : (
          // Standing facts about the person, not events: role note, as the profile's warnings.
          <Alert
            key={notice.kind}
            role="note"
            severity={notice.kind === 'noWage' || notice.kind === 'termination' ? 'warning' : 'info'}
          >
            {noticeText(t, notice)}
          </Alert>
        ),
      )}
    </Stack>
  );
}

const WageNotices_employee = graphql`
  fragment WageNotices_employee on Employee {
    wageState
    termination {
      date
      label
    }
    currentWage {
      status
      startDate
      endDate
    }
    wages {
      status
      startDate
      endDate
    }
    permissions {
      sections
    }
    warnings {
      noWage
    }
  }
`;
