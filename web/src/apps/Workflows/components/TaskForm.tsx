import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { WORKFLOW_FOR_WHO, type WorkflowForWho } from '@people/domain/workflows';
import { useState, type FormEvent } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { TaskForm_assignees$key } from '../../../__generated__/TaskForm_assignees.graphql';
import { graphqlValue } from '../../../graphqlEnums';
import { useT } from '../../../i18n/I18nProvider';

import { ColleaguePicker } from './ColleaguePicker';

export interface TaskFormValues {
  name: string;
  description: string;
  /** A due date (tasks) or days after the workflow date (template items). */
  when: string;
  forWho: WorkflowForWho;
  responsibleUserId: string;
  responsibleEmailAddress: string;
  /** for_who employee: the colleague responsible (part 2 §3 responsible_employee_id), an Employee id and its name. */
  responsibleEmployee: { id: string; name: string } | null;
}

/** The fields a task and a template item share (part 2 §3): name, description, when, who is responsible. */
export function TaskForm(props: {
  assignees: TaskForm_assignees$key | null;
  initial: TaskFormValues;
  /** 'date' for a task's due date, 'days' for an item's timing_days. */
  when: 'date' | 'days';
  submitLabel: string;
  busy?: boolean;
  helper?: string;
  onSubmit: (values: TaskFormValues) => void;
  onCancel?: () => void;
}) {
  const t = useT();
  const assignees = useFragment(TaskForm_assignees, props.assignees) ?? [];
  const [values, setValues] = useState<TaskFormValues>(props.initial);
  const set = (key: keyof TaskFormValues) => (event: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [key]: event.target.value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    props.onSubmit(values);
  };
  return (
    <Stack component="form" spacing={2} onSubmit={submit} sx={{ mt: 1 }}>
      <TextField label={t('WORKFLOW_TASK_NAME')} value={values.name} onChange={set('name')} required size="small" />
      <TextField
        label={t('WORKFLOW_TASK_DESCRIPTION')}
        value={values.description}
        onChange={set('description')}
        multiline
        minRows={2}
        size="small"
        helperText={props.helper}
      />
      {props.when === 'date' ? (
        <TextField
          type="date"
          label={t('WORKFLOW_DUE_DATE')}
          value={values.when}
          onChange={set('when')}
          size="small"
          slotProps={{ inputLabel: { shrink: true } }}
        />
      ) : (
        <TextField
          type="number"
          label={t('TIMING_DAYS')}
          value={values.when}
          onChange={set('when')}
          size="small"
          slotProps={{ htmlInput: { min: -3650, max: 3650, step: 1 } }}
        />
      )}
      <TextField
        select
        label={t('FOR_WHO')}
        value={values.forWho}
        onChange={set('forWho')}
        size="small"
        slotProps={{ select: { native: true } }}
      >
        {WORKFLOW_FOR_WHO.map((value) => (
          <option key={value} value={value}>
            {t(`FOR_WHO_${value}`)}
          </option>
        ))}
      </TextField>
      {values.forWho === 'user' && (
        <TextField
          select
          label={t('RESPONSIBLE_USER')}
          value={values.responsibleUserId}
          onChange={set('responsibleUserId')}
          size="small"
          required
          slotProps={{ select: { native: true } }}
        >
          <option value="" />
          {assignees.map((assignee) => (
            <option key={assignee.userId} value={assignee.userId}>
              {assignee.name}
            </option>
          ))}
        </TextField>
      )}
      {values.forWho === 'employee' && (
        <ColleaguePicker
          value={values.responsibleEmployee}
          onChange={(responsibleEmployee) => setValues((v) => ({ ...v, responsibleEmployee }))}
        />
      )}
      {values.forWho === 'email' && (
        <TextField
          type="email"
          label={t('RESPONSIBLE_EMAIL')}
          value={values.responsibleEmailAddress}
          onChange={set('responsibleEmailAddress')}
          size="small"
          required
        />
      )}
      <Stack direction="row" spacing={1}>
        <Button type="submit" variant="contained" disabled={props.busy}>
          {props.submitLabel}
        </Button>
        {props.onCancel && <Button onClick={props.onCancel}>{t('CANCEL')}</Button>}
      </Stack>
    </Stack>
  );
}

/** The responsible fields of a mutation input from the form (only the one for_who names; the REST API clears the others). */
export function responsibleInput(values: TaskFormValues) {
  return {
    forWho: graphqlValue(values.forWho),
    ...(values.forWho === 'user' ? { responsibleUserId: values.responsibleUserId } : {}),
    ...(values.forWho === 'email' ? { responsibleEmailAddress: values.responsibleEmailAddress } : {}),
    ...(values.forWho === 'employee' && values.responsibleEmployee
      ? { responsibleEmployeeId: values.responsibleEmployee.id }
      : {}),
  };
}

const TaskForm_assignees = graphql`
  fragment TaskForm_assignees on WorkflowAssignee @relay(plural: true) {
    userId
    name
  }
`;
