// Editing a person (part 1 §2 /people/{id}/edit/personal, /contact, /address, /team, /reports, /role and
// /role/edit; §3 fields; §5 rules). The spec shows no path for these calls: we chose
//   POST /api/employees/updatePersonalDetails | updateContact | updateAddress   { id, version, …fields }
//   POST /api/employees/updateTeam      { id, version, team_id }
//   POST /api/employees/updateReportsTo { id, version, reports_to_id, reports_to_extra_id }
//   POST /api/employees/addRole         { id, version, title, start_date }
//   POST /api/employees/editRole        { id, version, role_id, title, start_date, end_date }
// each answering { id, version, changed }. `version` is the person's as it was read (Employee.version): an edit made
// from a stale form answers 409 EDIT_CONFLICT and stores nothing (optimistic locking, migration 016). Each change
// writes its activity item in the same transaction and its audit row (the changed fields, never the values).
import { addDays } from '@people/domain/dates';
import type { ActivityEventType } from '@people/domain/activity';
import {
  changedFields,
  validateAddressEdit,
  validateContactEdit,
  validatePersonalEdit,
  validateRole,
  type EditError,
} from '@people/domain/personEdit';
import {
  ADDRESS_EDIT_FIELDS,
  CONTACT_EDIT_FIELDS,
  DEPENDENT_FIELDS,
  PERSONAL_EDIT_FIELDS,
  personCountry,
  type EditValues,
} from '@people/domain/personFields';
import { fieldOf } from '../core/audit';
import { today } from '../core/clock';
import type { Db, Queryable } from '../core/db';
import { HttpError, invalid } from '../core/errors';
import type { Api } from '../core/routing';
import { writeActivity } from '../core/activity';
import { bumpVersion, editAnswer, editAudit, employeeColumn, lockForEdit, version } from '../core/personLock';
import { setReportsTo } from '../core/reportsTo';
import { id, obj, nullableInt, nullableStr } from '../core/schemas';
import {
  companyCountryCode,
  endRolesFrom,
  insertRole,
  latestRole,
  roleTitle,
  teamNames,
  updateRole,
} from './personEditSql';

const text = { type: ['string', 'null'], maxLength: 1000 } as const;
const count = { type: ['integer', 'null'], minimum: 0, maximum: 99 } as const;

async function companyCountry(db: Queryable, companyId: number): Promise<string> {
  return personCountry(await companyCountryCode(db, companyId));
}

interface FieldSection {
  path: string;
  summary: string;
  fields: readonly string[];
  validate: (values: EditValues, ctx: { country: string; today: string; changed: string[] }) => EditError[];
  /** Section name in the activity item's new_type. */
  section: 'personal' | 'contact' | 'address';
}

const SECTIONS: FieldSection[] = [
  {
    path: '/api/employees/updatePersonalDetails',
    summary:
      'Edit personal information (part 1 §2 /edit/personal, §3 Employee and Dependent counts). Fields of the other country ' +
      '(rijks_register_nummer, partners_wage and the dependents are Belgian, social_security_nr the Dutch BSN) answer FIELD_NOT_FOR_COUNTRY',
    fields: PERSONAL_EDIT_FIELDS,
    validate: (values, { country, today: day, changed }) => validatePersonalEdit(values, country, day, changed),
    section: 'personal',
  },
  {
    path: '/api/employees/updateContact',
    summary: 'Edit the contact section (part 1 §2): work and personal e-mail, phone, emergency contact',
    fields: CONTACT_EDIT_FIELDS,
    validate: (values) => validateContactEdit(values),
    section: 'contact',
  },
  {
    path: '/api/employees/updateAddress',
    summary: 'Edit the home address (part 1 §2 contact section: lines 1 and 2, zipcode, city, country)',
    fields: ADDRESS_EDIT_FIELDS,
    validate: (values) => validateAddressEdit(values),
    section: 'address',
  },
];

const fieldSchema = (field: string) => ((DEPENDENT_FIELDS as readonly string[]).includes(field) ? count : text);

/** Trimmed text, blank as null; counts as numbers (a cleared count is 0: the column is NOT NULL). */
function normalise(field: string, value: unknown): string | number | null {
  if ((DEPENDENT_FIELDS as readonly string[]).includes(field))
    return value === null || value === undefined ? 0 : Number(value);
  if (value === null || value === undefined) return null;
  // eslint-disable-next-line @typescript-eslint/no-base-to-string -- the value is a primitive from a parsed request
  const trimmed = String(value).trim();
  if (trimmed === '') return null;
  return ['nationality_country_code', 'countryOfBirth', 'address_country_code', 'bank_account_bic'].includes(field)
    ? trimmed.toUpperCase()
    : trimmed;
}

const managerId = { ...nullableInt, minimum: 1, maximum: 2147483647 } as const;

export async function personEditRoutes(app: Api, { db }: { db: Db }) {
  for (const section of SECTIONS) {
    app.post(
      section.path,
      {
        config: { audit: editAudit },
        schema: {
          tags: ['employees'],
          summary: `${section.summary}. Fields left out stay as they are; version is Employee.version as read (409 EDIT_CONFLICT when stale)`,
          body: obj({ id, version, ...Object.fromEntries(section.fields.map((f) => [f, fieldSchema(f)])) }, [
            'id',
            'version',
          ]),
          response: editAnswer,
        },
      },
      async (request) => {
        const body = request.body;
        const user = request.user;
        const given = section.fields.filter((f) => Object.hasOwn(body, f));
        return db.transaction(async (tx) => {
          const before = await lockForEdit(tx, user, body.id, body.version, 'editPersonalDetails', section.fields);
          const after: Record<string, string | number | null> = Object.fromEntries(
            given.map((f) => [f, normalise(f, fieldOf(body, f))]),
          );
          const changed = changedFields(before, after);
          const merged = { ...before, ...after } as EditValues;
          const errors = section.validate(merged, {
            country: await companyCountry(tx, user.company_id),
            today: today(),
            changed,
          });
          if (errors.length > 0) throw invalid(errors[0]);
          if (changed.length === 0) return { id: body.id, version: body.version, changed };
          const next = await bumpVersion(
            tx,
            user,
            body.id,
            changed.map(employeeColumn),
            changed.map((f) => after[f]),
          );
          // part 1 §3: a person's own change through self-service is selfservice_personal_details_updated.
          const eventType: ActivityEventType =
            user.employee_id === body.id ? 'selfservice_personal_details_updated' : 'personal_details_updated';
          await writeActivity(tx, user, {
            employeeId: body.id,
            eventType,
            info: { new_type: section.section, note: changed.join(', ') },
          });
          return { id: body.id, version: next, changed };
        });
      },
    );
  }

  app.post(
    '/api/employees/updateTeam',
    {
      config: { audit: editAudit },
      schema: {
        tags: ['employees'],
        summary: "Set a person's team (part 1 §2 /edit/team; §6 role team_only has no set-team link); null for none",
        body: obj({ id, version, team_id: { type: ['integer', 'null'], minimum: 1, maximum: 2147483647 } }),
        response: editAnswer,
      },
    },
    async (request) => {
      const body = request.body;
      const user = request.user;
      return db.transaction(async (tx) => {
        const before = await lockForEdit(tx, user, body.id, body.version, 'setTeam', ['team_id']);
        const names = await teamNames(
          tx,
          user.company_id,
          [before.team_id, body.team_id].filter((t) => typeof t === 'number'),
        );
        const nameOf = (teamId: unknown) => names.find((t) => t.id === teamId)?.name ?? null;
        if (body.team_id !== null && nameOf(body.team_id) === null)
          throw new HttpError(404, 'NOT_FOUND', 'This team does not exist.', { details: { field: 'team_id' } });
        if (before.team_id === body.team_id) return { id: body.id, version: body.version, changed: [] };
        const next = await bumpVersion(tx, user, body.id, ['team_id'], [body.team_id]);
        await writeActivity(tx, user, {
          employeeId: body.id,
          eventType: 'team_updated',
          info: { old_type: nameOf(before.team_id), new_type: nameOf(body.team_id) },
        });
        return { id: body.id, version: next, changed: ['team_id'] };
      });
    },
  );

  app.post(
    '/api/employees/updateReportsTo',
    {
      config: { audit: editAudit },
      schema: {
        tags: ['employees'],
        summary:
          'Set who a person reports to from today (part 1 §2 /edit/reports; §3 current_reports_to, current_reports_to_extra): ' +
          'the current lines end yesterday. REPORTS_TO_SELF, REPORTS_TO_SAME_MANAGER, REPORTS_TO_CYCLE',
        body: obj({ id, version, reports_to_id: managerId, reports_to_extra_id: managerId }),
        response: editAnswer,
      },
    },
    async (request) => {
      const body = request.body;
      return db.transaction((tx) => setReportsTo(tx, request.user, body, 'editReportsTo', today()));
    },
  );

  app.post(
    '/api/employees/addRole',
    {
      config: { audit: editAudit },
      schema: {
        tags: ['employees'],
        summary:
          'Give a person a new role from start_date (part 1 §2 /people/{id}/role; §3 role_history): the role before it ends the ' +
          'day before. ROLE_START_BEFORE_CURRENT when it does not start after the latest role',
        body: obj({
          id,
          version,
          title: { type: 'string', maxLength: 1000 },
          start_date: { type: 'string', maxLength: 10 },
        }),
        response: editAnswer,
      },
    },
    async (request) => {
      const body = request.body;
      const user = request.user;
      return db.transaction(async (tx) => {
        await lockForEdit(tx, user, body.id, body.version, 'editRole', []);
        const latest = await latestRole(tx, body.id);
        const role = { title: body.title.trim(), start_date: body.start_date };
        const problem = validateRole(role, latest?.start_date ?? null);
        if (problem) throw invalid(problem);
        await endRolesFrom(tx, body.id, addDays(role.start_date, -1), role.start_date);
        await insertRole(tx, body.id, role.title, role.start_date);
        const next = await bumpVersion(tx, user, body.id);
        await writeActivity(tx, user, {
          employeeId: body.id,
          eventType: 'role_updated',
          info: { old_type: latest?.title ?? null, new_type: role.title },
        });
        return { id: body.id, version: next, changed: ['role_history'] };
      });
    },
  );

  app.post(
    '/api/employees/editRole',
    {
      config: { audit: editAudit },
      schema: {
        tags: ['employees'],
        summary:
          "Correct a role of a person's role history (part 1 §2 /people/{id}/role/edit; §3 role_history; activity history_role_updated)",
        body: obj({
          id,
          version,
          role_id: id,
          title: { type: 'string', maxLength: 1000 },
          start_date: { type: 'string', maxLength: 10 },
          end_date: nullableStr,
        }),
        response: editAnswer,
      },
    },
    async (request) => {
      const body = request.body;
      const user = request.user;
      return db.transaction(async (tx) => {
        await lockForEdit(tx, user, body.id, body.version, 'editRole', []);
        const beforeTitle = await roleTitle(tx, body.id, body.role_id);
        if (beforeTitle === undefined)
          throw new HttpError(404, 'NOT_FOUND', 'This role does not exist.', { details: { field: 'role_id' } });
        const role = { title: body.title.trim(), start_date: body.start_date, end_date: body.end_date || null };
        const problem = validateRole(role, null);
        if (problem) throw invalid(problem);
        await updateRole(tx, body.role_id, role);
        const next = await bumpVersion(tx, user, body.id);
        await writeActivity(tx, user, {
          employeeId: body.id,
          eventType: 'history_role_updated',
          info: { old_type: beforeTitle, new_type: role.title },
        });
        return { id: body.id, version: next, changed: ['role_history'] };
      });
    },
  );
}
