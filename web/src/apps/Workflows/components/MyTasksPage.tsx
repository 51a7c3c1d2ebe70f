import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { errorText } from '../../../components/errorText';
import { formatDate } from '../../../i18n/formatDate';
import { useState } from 'react';
import { graphql, useFragment, usePreloadedQuery } from 'react-relay';
import { Link as RouterLink, useRevalidator } from 'react-router';
import type { MyTaskRow_task$key } from '../../../__generated__/MyTaskRow_task.graphql';
import type { MyTasksRouteQuery } from '../../../__generated__/MyTasksRouteQuery.graphql';
import { useT } from '../../../i18n/I18nProvider';
import { userErrorText } from '../../../i18n/userErrorText';
import { useCloseWorkflowTask } from '../hooks/workflowMutations';
import { workflowPath } from '../paths';
import { myTasksRouteQuery } from '../queries';
import { useRouteQueryRef } from '../../../relay/routeQuery';

/** 'my tasks': the viewer's open workflow tasks across people, the soonest due first (part 2 §7 tasks/list). */
export function MyTasksPage() {
  const t = useT();
  const queryRef = useRouteQueryRef<MyTasksRouteQuery>();
  const data = usePreloadedQuery<MyTasksRouteQuery>(myTasksRouteQuery, queryRef);
  return (
    <Paper component="section" aria-labelledby="my-tasks-title" sx={{ p: 3 }}>
      <Typography id="my-tasks-title" variant="h5" component="h1" gutterBottom>
        {t('MY_TASKS_TITLE')}
      </Typography>
      {data.workflowTasks.length === 0 ? (
        <Typography color="text.secondary">{t('NO_OPEN_TASKS')}</Typography>
      ) : (
        <List aria-label={t('MY_TASKS_TITLE')}>
          {data.workflowTasks.map((task) => (
            <MyTaskRow key={task.id} task={task} />
          ))}
        </List>
      )}
    </Paper>
  );
}

function MyTaskRow({ task }: { task: MyTaskRow_task$key }) {
  const t = useT();
  const data = useFragment(MyTaskRow_task, task);
  const [close, closing] = useCloseWorkflowTask();
  const revalidator = useRevalidator();
  const [error, setError] = useState<string | null>(null);
  const employeeId = data.employee?.internalId;
  const workflowId = data.workflow?.internalId;
  const onClose = async () => {
    setError(null);
    try {
      const payload = await close({ taskId: data.id });
      if (payload.userErrors.length > 0) setError(userErrorText(t, payload.userErrors[0]));
      else void revalidator.revalidate();
    } catch (failure) {
      setError(errorText(t, failure));
    }
  };
  return (
    <ListItem
      divider
      secondaryAction={
        data.viewerMayClose && (
          <Button onClick={onClose} disabled={closing} aria-label={`${t('CLOSE_TASK')}: ${data.name}`}>
            {t('CLOSE_TASK')}
          </Button>
        )
      }
    >
      <ListItemText
        primary={
          employeeId && workflowId ? (
            <Link component={RouterLink} to={workflowPath(employeeId, workflowId)}>
              {data.name}
            </Link>
          ) : (
            data.name
          )
        }
        secondary={
          <>
            {t('WORKFLOW_TASK_FOR', { name: data.employeeName, workflow: data.workflowName })} ·{' '}
            {t('WORKFLOW_DUE_DATE')} {formatDate(t, data.dueDate)}
            {error && <Alert severity="error">{error}</Alert>}
          </>
        }
        slotProps={{ secondary: { component: 'div' } }}
      />
    </ListItem>
  );
}

const MyTaskRow_task = graphql`
  fragment MyTaskRow_task on WorkflowTask {
    id
    name
    dueDate
    employeeName
    workflowName
    viewerMayClose
    employee {
      id
      internalId
    }
    workflow {
      id
      internalId
    }
  }
`;
