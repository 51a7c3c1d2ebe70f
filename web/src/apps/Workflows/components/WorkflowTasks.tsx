import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableContainer from '@mui/material/TableContainer';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { errorText } from '../../../components/errorText';
import { formatDate } from '../../../i18n/formatDate';
import { WORKFLOW_FOR_WHO } from '@people/domain/workflows';
import { useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import { useNavigate } from 'react-router';
import type { TaskForm_assignees$key } from '../../../__generated__/TaskForm_assignees.graphql';
import type {
  WorkflowTasks_workflow$data,
  WorkflowTasks_workflow$key,
} from '../../../__generated__/WorkflowTasks_workflow.graphql';
import { specValueIn } from '../../../graphqlEnums';
import { enumLabel } from '../../../i18n/enumLabel';
import { useT } from '../../../i18n/I18nProvider';
import { userErrorText } from '../../../i18n/userErrorText';
import { profilePath } from '../../../paths';
import {
  useAddWorkflowTask,
  useCloseWorkflowTask,
  useDeleteWorkflow,
  useDeleteWorkflowTask,
  useReopenWorkflowTask,
  useUpdateWorkflowTask,
} from '../hooks/workflowMutations';
import { TaskForm, responsibleInput, type TaskFormValues } from './TaskForm';

type Task = WorkflowTasks_workflow$data['tasks'][number];
type Payload =
  { readonly userErrors: ReadonlyArray<{ readonly code: string; readonly message: string }> } | null | undefined;

const formValues = (task: Task): TaskFormValues => ({
  name: task.name,
  description: task.description,
  when: task.dueDate,
  forWho: specValueIn(WORKFLOW_FOR_WHO, task.forWho) ?? 'person',
  responsibleUserId: task.responsibleUserId ?? '',
  responsibleEmailAddress: task.responsibleEmailAddress ?? '',
  responsibleEmployee: task.responsibleEmployee
    ? { id: task.responsibleEmployee.id, name: task.responsibleEmployee.name }
    : null,
});

/**
 * Part 2 §2 workflow detail, §4: the tasks in order with their due dates and responsible people; close and reopen
 * (a sequential workflow refuses a task before the earlier ones are closed: the message says so), add, edit and delete
 * a task, delete the workflow. Each control shows only when the gateway says the viewer may use it.
 */
export function WorkflowTasks(props: {
  workflow: WorkflowTasks_workflow$key;
  assignees: TaskForm_assignees$key | null;
  employeeId: number;
}) {
  const t = useT();
  const navigate = useNavigate();
  const workflow = useFragment(WorkflowTasks_workflow, props.workflow);
  const [close] = useCloseWorkflowTask();
  const [reopen] = useReopenWorkflowTask();
  const [add, adding] = useAddWorkflowTask();
  const [update, updating] = useUpdateWorkflowTask();
  const [remove] = useDeleteWorkflowTask();
  const [removeWorkflow] = useDeleteWorkflow();
  const [errors, setErrors] = useState<string[]>([]);
  const [editing, setEditing] = useState<Task | null>(null);
  const [addOpen, setAddOpen] = useState(false);

  const run = async (change: () => Promise<Payload>) => {
    setErrors([]);
    try {
      const payload = await change();
      const userErrors = payload?.userErrors ?? [];
      setErrors(userErrors.map((e) => userErrorText(t, e)));
      return userErrors.length === 0;
    } catch (error) {
      setErrors([errorText(t, error)]);
      return false;
    }
  };

  const { closed, total } = workflow.progress;
  return (
    <Paper component="section" aria-labelledby="workflow-title" sx={{ p: 3 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        <Typography id="workflow-title" variant="h5" component="h1" sx={{ flexGrow: 1 }}>
          {workflow.name}
        </Typography>
        <Chip
          label={enumLabel(t, 'WORKFLOW_STATE', workflow.status)}
          color={workflow.status === 'DONE' ? 'success' : 'default'}
        />
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        {formatDate(t, workflow.workflowDate)} · {t('WORKFLOW_PROGRESS', { closed, total })}
        {workflow.isSequential ? ` · ${t('WORKFLOW_SEQUENTIAL')}` : ''}
      </Typography>
      <LinearProgress
        variant="determinate"
        value={total === 0 ? 0 : Math.round((closed / total) * 100)}
        aria-label={t('WORKFLOW_PROGRESS', { closed, total })}
        sx={{ my: 2 }}
      />
      {errors.map((error) => (
        <Alert key={error} severity="error" sx={{ mb: 2 }}>
          {error}
        </Alert>
      ))}
      <TableContainer>
        {/* On a phone the table scrolls inside its box, not the page. */}
        <Table size="small" aria-label={t('WORKFLOW_TASKS')}>
          <TableHead>
            <TableRow>
              <TableCell>{t('WORKFLOW_TASK_NAME')}</TableCell>
              <TableCell>{t('WORKFLOW_DUE_DATE')}</TableCell>
              <TableCell>{t('WORKFLOW_RESPONSIBLE')}</TableCell>
              <TableCell>{t('WORKFLOW_TASK_STATUS')}</TableCell>
              <TableCell />
            </TableRow>
          </TableHead>
          <TableBody>
            {workflow.tasks.map((task) => (
              <TableRow key={task.id} data-testid="workflow-task">
                <TableCell>
                  <Typography variant="body2" sx={{ fontWeight: 500 }}>
                    {task.name}
                  </Typography>
                  {task.description && (
                    <Typography variant="caption" color="text.secondary">
                      {task.description}
                    </Typography>
                  )}
                </TableCell>
                <TableCell>{formatDate(t, task.dueDate)}</TableCell>
                <TableCell>{task.responsibleName ?? '—'}</TableCell>
                <TableCell>
                  {task.status === 'CLOSED' && task.dateClosed
                    ? t('WORKFLOW_CLOSED_ON', { date: formatDate(t, task.dateClosed) })
                    : enumLabel(t, 'WORKFLOW_STATUS', task.status)}
                </TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  {task.viewerMayClose &&
                    (task.status === 'OPEN' ? (
                      <Button
                        size="small"
                        onClick={() => run(() => close({ taskId: task.id }))}
                        aria-label={`${t('CLOSE_TASK')}: ${task.name}`}
                      >
                        {t('CLOSE_TASK')}
                      </Button>
                    ) : (
                      <Button
                        size="small"
                        onClick={() => run(() => reopen({ taskId: task.id }))}
                        aria-label={`${t('REOPEN_TASK')}: ${task.name}`}
                      >
                        {t('REOPEN_TASK')}
                      </Button>
                    ))}
                  {task.viewerMayManage && (
                    <>
                      <Button
                        size="small"
                        onClick={() => setEditing(task)}
                        aria-label={`${t('EDIT_TASK')}: ${task.name}`}
                      >
                        {t('EDIT_TASK')}
                      </Button>
                      <Button
                        size="small"
                        color="error"
                        aria-label={`${t('DELETE_TASK')}: ${task.name}`}
                        onClick={() =>
                          window.confirm(t('DELETE_TASK_CONFIRM')) && run(() => remove({ taskId: task.id }))
                        }
                      >
                        {t('DELETE_TASK')}
                      </Button>
                    </>
                  )}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      {workflow.viewerMayManage && (
        <Box sx={{ display: 'flex', gap: 1, mt: 2 }}>
          <Button variant="outlined" onClick={() => setAddOpen(true)}>
            {t('ADD_TASK')}
          </Button>
          <Box sx={{ flexGrow: 1 }} />
          <Button
            color="error"
            onClick={async () => {
              if (!window.confirm(t('DELETE_WORKFLOW_CONFIRM'))) return;
              if (await run(() => removeWorkflow({ workflowId: workflow.id })))
                void navigate(profilePath(props.employeeId));
            }}
          >
            {t('DELETE_WORKFLOW')}
          </Button>
        </Box>
      )}
      <Dialog open={addOpen} onClose={() => setAddOpen(false)} fullWidth>
        <DialogTitle>{t('ADD_TASK')}</DialogTitle>
        <DialogContent>
          <TaskForm
            assignees={props.assignees}
            when="date"
            submitLabel={t('ADD_TASK')}
            busy={adding}
            initial={{
              name: '',
              description: '',
              when: workflow.workflowDate,
              forWho: 'person',
              responsibleUserId: '',
              responsibleEmailAddress: '',
              responsibleEmployee: null,
            }}
            onCancel={() => setAddOpen(false)}
            onSubmit={async (values) => {
              const ok = await run(() =>
                add({
                  workflowId: workflow.id,
                  name: values.name,
                  description: values.description,
                  dueDate: values.when || null,
                  ...responsibleInput(values),
                }),
              );
              if (ok) setAddOpen(false);
            }}
          />
        </DialogContent>
      </Dialog>
      <Dialog open={editing !== null} onClose={() => setEditing(null)} fullWidth>
        <DialogTitle>{t('EDIT_TASK')}</DialogTitle>
        <DialogContent>
          {editing && (
            <TaskForm
              assignees={props.assignees}
              when="date"
              submitLabel={t('SAVE')}
              busy={updating}
              initial={formValues(editing)}
              onCancel={() => setEditing(null)}
              onSubmit={async (values) => {
                const responsible = responsibleInput(values);
                const ok = await run(() =>
                  update({
                    taskId: editing.id,
                    name: values.name,
                    description: values.description,
                    dueDate: values.when || null,
                    ...responsible,
                  }),
                );
                if (ok) setEditing(null);
              }}
            />
          )}
        </DialogContent>
      </Dialog>
    </Paper>
  );
}

const WorkflowTasks_workflow = graphql`
  fragment WorkflowTasks_workflow on Workflow {
    id
    name
    status
    isSequential
    workflowDate
    viewerMayManage
    progress {
      closed
      total
    }
    tasks {
      id
      name
      description
      dueDate
      status
      dateClosed
      forWho
      responsibleName
      responsibleUserId
      responsibleEmailAddress
      responsibleEmployee {
        id
        name
      }
      viewerMayClose
      viewerMayManage
    }
  }
`;
