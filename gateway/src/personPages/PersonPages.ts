// The managers, custom fields and reminders pages (part 1 §2 /settings/managers/{id}, /edit/customFields,
// /reminders/employee/{id}). Each field is decided by the domain rule the page is (editManagers, maySee('customFields'),
// manageReminders: light group access refuses all three, part 1 §6): hidden is null with a FORBIDDEN error on its path,
// before any REST call. The mutations call one REST change each and answer the person as they are now.
import { mayDo, type ProfileAction } from '@people/domain/permissions';
import type {
  CustomFieldValueResolvers,
  EmployeeResolvers,
  ManagerLineResolvers,
  MutationResolvers,
  ReminderResolvers,
} from '../__generated__/resolvers-types';
import type { Context } from '../core/context';
import { flag } from '../core/flags';
import type { CustomFieldValueModel } from '../core/models';
import { permissionContext, section } from '../core/permissions';
import { camelCase, employeeChange, restId, type FieldMap } from '../core/mutationSupport';
import { AnswerError } from '../core/answerError';

/** Runs `load` when the viewer may do `action` for the person; FORBIDDEN otherwise; null for a person not seen. */
async function withAction<T>(
  employeeId: number,
  action: ProfileAction,
  ctx: Context,
  load: () => Promise<T>,
): Promise<T | null> {
  const context = await permissionContext(employeeId, ctx);
  if (!context) return null;
  if (!mayDo(action, context))
    throw new AnswerError(`You may not do ${action} for this person.`, { extensions: { code: 'FORBIDDEN', action } });
  return load();
}

export const employeePersonPageFields: Pick<
  Required<EmployeeResolvers>,
  'customFieldValues' | 'managerLines' | 'reminders'
> = {
  customFieldValues: (e, _, ctx) =>
    section(e.id, 'customFields', ctx, async (): Promise<CustomFieldValueModel[]> => {
      const [fields, values] = await Promise.all([
        ctx.loaders.customFieldDefinitions.load('company'),
        ctx.loaders.customFieldValues.load(e.id),
      ]);
      return fields.map((field) => {
        const value = values.find((v) => v.custom_field_id === field.id);
        return { ...field, value: value?.value ?? null, value_name: value?.value_name ?? null };
      });
    }),
  managerLines: (e, _, ctx) => withAction(e.id, 'editManagers', ctx, () => ctx.loaders.managerLines.load(e.id)),
  reminders: (e, _, ctx) => withAction(e.id, 'manageReminders', ctx, () => ctx.loaders.reminders.load(e.id)),
};

export const CustomFieldValue: CustomFieldValueResolvers = {
  customFieldId: (f) => f.id,
  cfName: (f) => f.cf_name,
  valueName: (f) => f.value_name,
};

export const ManagerLine: ManagerLineResolvers = {
  internalId: (l) => l.id,
  managerId: (l) => l.manager_id,
  managerName: (l) => l.manager_name,
  groupId: (l) => l.group_id,
  isExtra: (l) => flag(l.is_extra),
  startDate: (l) => l.start_date,
  endDate: (l) => l.end_date,
};

export const Reminder: ReminderResolvers = {
  internalId: (r) => r.id,
  remindOn: (r) => r.remind_on,
  done: (r) => flag(r.done),
  createdByName: (r) => r.created_by_name,
  createdAt: (r) => r.created_at,
};

// `id` is the person's; a field of a list item (`values.0.value`) is its path in the input.
const pageField: FieldMap = (restField) =>
  restField === 'id' ? ['employeeId'] : restField.includes('.') ? restField.split('.').map(camelCase) : undefined;
const edit = (ctx: Context, employeeId: string, change: (id: number) => Promise<unknown>) =>
  employeeChange(ctx, employeeId, change, pageField);

type PageMutations =
  'updateManagers' | 'deleteManagerLine' | 'updateCustomFields' | 'addReminder' | 'setReminderDone' | 'deleteReminder';

export const personPageMutations: Pick<Required<MutationResolvers>, PageMutations> = {
  updateManagers: (_, { input }, ctx) =>
    edit(ctx, input.employeeId, (id) =>
      ctx.rest.post('/api/employees/updateManagers', {
        id,
        version: input.version,
        reports_to_id: restId(input.reportsToId, 'Employee', 'reportsToId'),
        reports_to_extra_id: restId(input.reportsToExtraId, 'Employee', 'reportsToExtraId'),
        start_date: input.startDate,
      }),
    ),
  deleteManagerLine: (_, { input }, ctx) =>
    edit(ctx, input.employeeId, (id) =>
      ctx.rest.post('/api/employees/deleteManagerLine', { id, version: input.version, line_id: input.lineId }),
    ),
  updateCustomFields: (_, { input }, ctx) =>
    edit(ctx, input.employeeId, (id) =>
      ctx.rest.post('/api/employees/updateCustomFields', {
        id,
        version: input.version,
        values: input.values.map((v) => ({
          custom_field_id: v.customFieldId,
          value: v.value ?? null,
          value_name: v.valueName ?? null,
        })),
      }),
    ),
  addReminder: (_, { input }, ctx) =>
    edit(ctx, input.employeeId, (id) =>
      ctx.rest.post('/api/reminders/add', { employee_id: id, remind_on: input.remindOn, text: input.text }),
    ),
  setReminderDone: (_, { input }, ctx) =>
    edit(ctx, input.employeeId, () =>
      ctx.rest.post('/api/reminders/setDone', { id: input.reminderId, done: input.done ? 1 : 0 }),
    ),
  deleteReminder: (_, { input }, ctx) =>
    edit(ctx, input.employeeId, () => ctx.rest.post('/api/reminders/delete', { id: input.reminderId })),
};
