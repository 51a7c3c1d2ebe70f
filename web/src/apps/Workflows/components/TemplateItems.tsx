import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { errorText } from '../../../components/errorText';
import { WORKFLOW_FOR_WHO, WORKFLOW_TEMPLATE_TYPES, type WorkflowTemplateType } from '@people/domain/workflows';
import { useState, type ReactNode } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { TaskForm_assignees$key } from '../../../__generated__/TaskForm_assignees.graphql';
import type {
  TemplateItems_template$data,
  TemplateItems_template$key,
} from '../../../__generated__/TemplateItems_template.graphql';
import { specValueIn } from '../../../graphqlEnums';
import { useT } from '../../../i18n/I18nProvider';
import { userErrorText } from '../../../i18n/userErrorText';
import {
  useAddWorkflowTemplateItem,
  useDeleteWorkflowTemplateItem,
  useReorderWorkflowTemplateItems,
  useUpdateWorkflowTemplateItem,
} from '../hooks/workflowMutations';
import { SortableItems } from './SortableItems';
import { TaskForm, responsibleInput, type TaskFormValues } from './TaskForm';

type Item = TemplateItems_template$data['items'][number];
type Payload =
  { readonly userErrors: ReadonlyArray<{ readonly code: string; readonly message: string }> } | null | undefined;
export type TemplateHeader = { id: string; name: string; type: WorkflowTemplateType; isSequential: boolean };

const EMPTY: TaskFormValues = {
  name: '',
  description: '',
  when: '0',
  forWho: 'person',
  responsibleUserId: '',
  responsibleEmailAddress: '',
  responsibleEmployee: null,
};

const formValues = (item: Item): TaskFormValues => ({
  name: item.name,
  description: item.description,
  when: String(item.timingDays),
  forWho: specValueIn(WORKFLOW_FOR_WHO, item.forWho) ?? 'person',
  responsibleUserId: item.responsibleUserId ?? '',
  responsibleEmailAddress: item.responsibleEmailAddress ?? '',
  responsibleEmployee: item.responsibleEmployee
    ? { id: item.responsibleEmployee.id, name: item.responsibleEmployee.name }
    : null,
});

const days = (value: string) => (/^-?\d+$/.test(value.trim()) ? Number(value) : 0);

/**
 * A template's task items in order (part 2 §3 template task item): drag a handle or use the keyboard to reorder
 * (part 2 §7 updateTaskOrder), move up and down by button, edit, delete and add items (admins).
 */
export function TemplateItems(props: {
  template: TemplateItems_template$key;
  assignees: TaskForm_assignees$key | null;
  mayManage: boolean;
  hashtags: string;
  header: (template: TemplateHeader) => ReactNode;
}) {
  const t = useT();
  const data = useFragment(TemplateItems_template, props.template);
  const [add, adding] = useAddWorkflowTemplateItem();
  const [update, updating] = useUpdateWorkflowTemplateItem();
  const [remove] = useDeleteWorkflowTemplateItem();
  const [reorder] = useReorderWorkflowTemplateItems();
  const [errors, setErrors] = useState<string[]>([]);
  const [editing, setEditing] = useState<string | null>(null);
  // The order shown while a reorder is on its way, so a dropped row does not jump back.
  const [order, setOrder] = useState<string[] | null>(null);
  const items = order
    ? order.map((id) => data.items.find((item) => item.id === id)).filter((item): item is Item => item !== undefined)
    : data.items;

  const run = async (change: () => Promise<Payload>) => {
    setErrors([]);
    try {
      const userErrors = (await change())?.userErrors ?? [];
      setErrors(userErrors.map((e) => userErrorText(t, e)));
      return userErrors.length === 0;
    } catch (error) {
      setErrors([errorText(t, error)]);
      return false;
    }
  };
  const move = async (ids: string[]) => {
    setOrder(ids);
    await run(() => reorder({ templateId: data.id, itemIds: ids }));
    setOrder(null);
  };
  const shift = (index: number, by: number) => {
    const ids = items.map((item) => item.id);
    const [moved] = ids.splice(index, 1);
    ids.splice(index + by, 0, moved);
    void move(ids);
  };
  const type = WORKFLOW_TEMPLATE_TYPES.find((value) => value === data.type.toLowerCase()) ?? 'other';
  const helper = props.hashtags ? t('HASHTAGS_HELP', { hashtags: props.hashtags }) : undefined;

  return (
    <>
      {props.header({ id: data.id, name: data.name, type, isSequential: data.isSequential })}
      <Paper component="section" aria-labelledby="template-items-title" sx={{ p: 3 }}>
        <Typography id="template-items-title" variant="h6" component="h2" gutterBottom>
          {t('WORKFLOW_TEMPLATE_ITEMS')}
        </Typography>
        {errors.map((error) => (
          <Alert key={error} severity="error" sx={{ mb: 2 }}>
            {error}
          </Alert>
        ))}
        <SortableItems
          items={items}
          label={t('WORKFLOW_TEMPLATE_ITEMS')}
          disabled={!props.mayManage}
          itemLabel={(item) => item.name}
          onReorder={(ids) => void move(ids)}
          render={(item) => {
            const index = items.indexOf(item);
            if (editing === item.id) {
              return (
                <TaskForm
                  assignees={props.assignees}
                  when="days"
                  helper={helper}
                  submitLabel={t('SAVE')}
                  busy={updating}
                  initial={formValues(item)}
                  onCancel={() => setEditing(null)}
                  onSubmit={async (values) => {
                    const responsible = responsibleInput(values);
                    if (
                      await run(() =>
                        update({
                          itemId: item.id,
                          name: values.name,
                          description: values.description,
                          timingDays: days(values.when),
                          ...responsible,
                        }),
                      )
                    )
                      setEditing(null);
                  }}
                />
              );
            }
            return (
              <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
                <Box sx={{ flexGrow: 1 }}>
                  <Typography variant="body2" sx={{ fontWeight: 500 }}>
                    {item.name}
                  </Typography>
                  <Typography variant="caption" color="text.secondary">
                    {t('TIMING_DAYS_SHORT', { days: item.timingDays })} · {item.responsibleName ?? '—'}
                  </Typography>
                </Box>
                {props.mayManage && (
                  <>
                    <Button
                      size="small"
                      disabled={index === 0}
                      onClick={() => shift(index, -1)}
                      aria-label={`${t('MOVE_UP')}: ${item.name}`}
                    >
                      ↑
                    </Button>
                    <Button
                      size="small"
                      disabled={index === items.length - 1}
                      onClick={() => shift(index, 1)}
                      aria-label={`${t('MOVE_DOWN')}: ${item.name}`}
                    >
                      ↓
                    </Button>
                    <Button
                      size="small"
                      onClick={() => setEditing(item.id)}
                      aria-label={`${t('EDIT_TASK')}: ${item.name}`}
                    >
                      {t('EDIT_TASK')}
                    </Button>
                    <Button
                      size="small"
                      color="error"
                      onClick={() => run(() => remove({ itemId: item.id }))}
                      aria-label={`${t('DELETE_TASK')}: ${item.name}`}
                    >
                      {t('DELETE_TASK')}
                    </Button>
                  </>
                )}
              </Box>
            );
          }}
        />
        {props.mayManage && (
          <Box sx={{ mt: 3 }}>
            <Typography variant="subtitle1" component="h3">
              {t('ADD_TEMPLATE_ITEM')}
            </Typography>
            <TaskForm
              key={data.items.length}
              assignees={props.assignees}
              when="days"
              helper={helper}
              submitLabel={t('ADD_TEMPLATE_ITEM')}
              busy={adding}
              initial={EMPTY}
              onSubmit={(values) =>
                void run(() =>
                  add({
                    templateId: data.id,
                    name: values.name,
                    description: values.description,
                    timingDays: days(values.when),
                    ...responsibleInput(values),
                  }),
                )
              }
            />
          </Box>
        )}
      </Paper>
    </>
  );
}

const TemplateItems_template = graphql`
  fragment TemplateItems_template on WorkflowTemplate {
    id
    name
    type
    isSequential
    itemCount
    items {
      id
      name
      description
      timingDays
      forWho
      responsibleName
      responsibleUserId
      responsibleEmailAddress
      responsibleEmployee {
        id
        name
      }
    }
  }
`;
