// Custom fields (part 1 §2 /people/{id}/edit/customFields, §3 Custom field: cf_name, value, value_name; types
// textfield, hyperlink, money; §5 sorting by priority then name; §6 light group access hides the custom fields table).
// The spec shows no path: we chose
//   GET  /api/custom_fields                     the company's fields, in the §5 order
//   GET  /api/custom_fields/values/batch?ids=   the values of these people (the gateway's loader)
//   POST /api/employees/updateCustomFields      { id, version, values: [{ custom_field_id, value, value_name }] }
// The edit answers { id, version, changed } like the other edits (personEdits.ts): 409 EDIT_CONFLICT from a stale form,
// one activity item custom_fields_updated naming the changed fields, and an audit row (the field names, never values).
import { normaliseCustomFieldValue, validateCustomFieldValue } from '@people/domain/customFields';
import { maySee } from '@people/domain/permissions';
import { sortCustomFields } from '@people/domain/profile';
import type { Db, Queryable } from '../core/db';
import { HttpError, invalid } from '../core/errors';
import { companyFlags, permissionContexts, requireSection, viewerFlags } from '../core/permissionContext';
import type { Api } from '../core/routing';
import { writeActivity } from '../core/activity';
import { dataOf, id, obj, errorSchema, idsQuerySchema, int, named, nullableStr, parseIds, str } from '../core/schemas';
import { fieldOf, type AuditSpec } from '../core/audit';
import { bumpVersion, editAnswer, lockForEdit, version } from '../core/personLock';
import {
  customFieldRows,
  customFieldValues,
  personCustomFieldValues,
  saveCustomFieldValue,
  type CustomFieldRow,
} from './sql';

const customFieldDefinitionSchema = named(
  'CustomFieldDefinition',
  obj({ id: int, cf_name: str, type: { type: 'string', enum: ['textfield', 'hyperlink', 'money'] }, priority: int }),
);
const customFieldValueSchema = named(
  'CustomFieldValue',
  obj({ employee_id: int, custom_field_id: int, value: nullableStr, value_name: nullableStr }),
);
const valueInput = { type: ['string', 'null'], maxLength: 4000 } as const;

/** The changed fields' names in the audit row (names, never values). */
const customFieldsAudit: AuditSpec = {
  action: 'change',
  rows: (request, answer) => {
    const changed = (answer as { changed?: string[] } | undefined)?.changed ?? [];
    const employeeId = Number(fieldOf(request.body, 'id'));
    return [
      {
        employeeId: Number.isInteger(employeeId) && employeeId > 0 ? employeeId : null,
        fields: changed.length > 0 ? changed.map((c) => `custom_field:${c}`) : ['(none)'],
      },
    ];
  },
};

export async function customFieldRoutes(app: Api, { db }: { db: Db }) {
  const definitions = async (q: Queryable, companyId: number) => sortCustomFields(await customFieldRows(q, companyId));

  app.get(
    '/api/custom_fields',
    {
      schema: {
        tags: ['employees'],
        summary:
          "The company's custom fields by priority then name (part 1 §5); light group access may not see them (part 1 §6)",
        response: { 200: dataOf(customFieldDefinitionSchema), 403: errorSchema },
      },
    },
    async (request) => {
      const user = request.user;
      requireSection({ viewer: viewerFlags(user), company: await companyFlags(db, user.company_id) }, 'customFields');
      return { data: await definitions(db, user.company_id) };
    },
  );

  app.get(
    '/api/custom_fields/values/batch',
    {
      schema: {
        tags: ['employees'],
        summary:
          "These people's custom field values, for the gateway; people whose custom fields the caller may not see are left out",
        querystring: idsQuerySchema,
        response: { 200: dataOf(customFieldValueSchema) },
      },
    },
    async (request) => {
      const user = request.user;
      const contexts = await permissionContexts(db, user, parseIds(request.query.ids));
      const allowed = [...contexts]
        .filter(([, context]) => maySee('customFields', context))
        .map(([personId]) => personId);
      if (allowed.length === 0) return { data: [] };
      return { data: await customFieldValues(db, user.company_id, allowed) };
    },
  );

  app.post(
    '/api/employees/updateCustomFields',
    {
      config: { audit: customFieldsAudit },
      schema: {
        tags: ['employees'],
        summary:
          "Set a person's custom field values (part 1 §2 /edit/customFields); a field left out stays, an empty value clears it. " +
          'INVALID_AMOUNT (money, part 1 §5 numeric check), INVALID_URL (hyperlink), TEXT_TOO_LONG; 409 EDIT_CONFLICT when version is stale',
        body: obj({
          id,
          version,
          values: {
            type: 'array',
            maxItems: 200,
            items: obj({ custom_field_id: id, value: valueInput, value_name: valueInput }, [
              'custom_field_id',
              'value',
            ]),
          },
        }),
        response: editAnswer,
      },
    },
    async (request) => {
      const body = request.body;
      const user = request.user;
      return db.transaction(async (tx) => {
        await lockForEdit(tx, user, body.id, body.version, 'editCustomFields', []);
        const fields = await definitions(tx, user.company_id);
        const before = await personCustomFieldValues(tx, body.id);
        const changes: { field: CustomFieldRow; value: string | null; value_name: string | null }[] = [];
        for (const [index, input] of body.values.entries()) {
          const field = fields.find((f) => f.id === input.custom_field_id);
          // Another company's field answers like a missing one.
          if (!field)
            throw new HttpError(404, 'NOT_FOUND', 'This custom field does not exist.', {
              details: { field: `values.${index}.custom_field_id` },
            });
          const next = normaliseCustomFieldValue(field.type, input);
          const problem = validateCustomFieldValue(field.type, next, `values.${index}.value`);
          if (problem) throw invalid(problem);
          const old = before.find((b) => b.custom_field_id === field.id);
          if ((old?.value ?? null) === next.value && (old?.value_name ?? null) === next.value_name) continue;
          if (!changes.some((c) => c.field.id === field.id)) changes.push({ field, ...next });
        }
        if (changes.length === 0) return { id: body.id, version: body.version, changed: [] };
        for (const change of changes) {
          await saveCustomFieldValue(tx, body.id, change.field.id, change.value, change.value_name);
        }
        const next = await bumpVersion(tx, user, body.id);
        const names = changes.map((c) => c.field.cf_name);
        await writeActivity(tx, user, {
          employeeId: body.id,
          eventType: 'custom_fields_updated',
          info: { new_type: 'customFields', note: names.join(', ') },
        });
        return { id: body.id, version: next, changed: changes.map((c) => String(c.field.id)) };
      });
    },
  );
}
