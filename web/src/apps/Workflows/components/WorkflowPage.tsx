import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import Box from '@mui/material/Box';
import { usePreloadedQuery } from 'react-relay';
import { Link as RouterLink } from 'react-router';
import type { WorkflowRouteQuery } from '../../../__generated__/WorkflowRouteQuery.graphql';
import { useT } from '../../../i18n/I18nProvider';
import { profilePath } from '../../../paths';
import { workflowRouteQuery } from '../queries';
import { WorkflowTasks } from './WorkflowTasks';
import { useRouteQueryRef } from '../../../relay/routeQuery';

/** Part 2 §2 /people/{id}/workflow/{workflowId}: the workflow's tasks in order (WorkflowTasks). */
export function WorkflowPage() {
  const t = useT();
  const queryRef = useRouteQueryRef<WorkflowRouteQuery>();
  const data = usePreloadedQuery<WorkflowRouteQuery>(workflowRouteQuery, queryRef);
  const workflow = data.workflow?.WorkflowTasks_workflow;
  if (!data.employee || !workflow) return <Alert severity="error">{t('PERSON_NOT_FOUND')}</Alert>;
  return (
    <>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 2 }}>
        <Typography variant="h6" component="p" sx={{ flexGrow: 1 }}>
          {data.employee.name}
        </Typography>
        <Button component={RouterLink} to={profilePath(data.employee.internalId)}>
          {t('GO_BACK')}
        </Button>
      </Box>
      <WorkflowTasks
        workflow={workflow}
        assignees={data.workflowAssignees ?? null}
        employeeId={data.employee.internalId}
      />
    </>
  );
}
