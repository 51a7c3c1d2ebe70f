// The payroll-integration link of a person (part 1 §4 "Relink/unlink … support users only"; §6 sync needs
// person/sync and an impersonating support session; §7 "Unlink or relink person, can-relink, start import
// person: integration_id, person_id"). Paths not shown: we chose POST /api/integrations/unlinkPerson,
// POST /api/integrations/relinkPerson, GET /api/integrations/canRelinkPerson, POST /api/integrations/startImportPerson.
import type { FastifyRequest } from 'fastify';
import { changeOf } from '../core/audit';
import type { UserRow } from '../core/auth';
import type { Db, Queryable } from '../core/db';
import { HttpError, notFound } from '../core/errors';
import { personContext, requireAction, requireActionRegardless } from '../core/permissionContext';
import type { Api } from '../core/routing';
import { writeActivity } from '../core/activity';
import { flag, id, nullableStr, obj, personErrors } from '../core/schemas';
import { linkRow, relinkPerson, sourceLinkTaken, unlinkPerson, type LinkRow } from './integrationSql';

const linkBody = obj({ integration_id: id, person_id: id });

/** The person's link and the integration's title; 404 when the integration is not one of the caller's company. */
async function linkOf(db: Queryable, user: UserRow, integrationId: number, personId: number): Promise<LinkRow> {
  const row = await linkRow(db, user.company_id, integrationId, personId);
  if (!row) throw notFound('This integration does not exist.');
  return row;
}

/**
 * Part 1 §4 can-relink: we choose that a relink is possible unless another active person of the company is
 * linked to the same integration with the same source-app id (two people would sync into one).
 */
async function relinkBlocker(
  db: Queryable,
  user: UserRow,
  integrationId: number,
  personId: number,
  sourceId: string | null,
): Promise<string | null> {
  if (sourceId === null) return null;
  return (await sourceLinkTaken(db, user.company_id, personId, integrationId, sourceId))
    ? 'SOURCE_EMPLOYEE_ALREADY_LINKED'
    : null;
}

/** What every link route starts from: the ids, the person's permission context and their current link. */
async function linkRequest(db: Queryable, request: FastifyRequest, input: unknown) {
  const { integration_id: integrationId, person_id: personId } = input as { integration_id: number; person_id: number };
  const user = request.user;
  const context = await personContext(db, user, personId);
  const link = await linkOf(db, user, integrationId, personId);
  return { user, integrationId, personId, context, link };
}

export async function integrationLinkRoutes(app: Api, { db }: { db: Db }) {
  app.post(
    '/api/integrations/unlinkPerson',
    {
      config: { audit: changeOf({ body: 'person_id' }) },
      schema: {
        tags: ['integrations'],
        summary:
          'Unlink a person from a payroll integration (support users only); the source-app ids stay for a relink',
        body: linkBody,
        response: { 200: obj({ success: flag }), ...personErrors },
      },
    },
    async (request) => {
      const { user, integrationId, personId, context, link } = await linkRequest(db, request, request.body);
      requireActionRegardless(context, 'unlink', { linkedToIntegration: true });
      if (link.link_integration_id !== integrationId)
        throw new HttpError(409, 'PERSON_NOT_LINKED', 'This person is not linked to this integration.');
      requireAction(context, 'unlink');
      await db.transaction(async (tx) => {
        await unlinkPerson(tx, user.company_id, personId);
        await writeActivity(tx, user, {
          employeeId: personId,
          eventType: 'person_unlinked',
          info: { old_type: link.title },
        });
      });
      return { success: 1 };
    },
  );

  app.get(
    '/api/integrations/canRelinkPerson',
    {
      schema: {
        tags: ['integrations'],
        summary: 'Whether a person can be relinked to a payroll integration, and why not (support users only)',
        querystring: linkBody,
        response: { 200: obj({ can_relink: flag, reason: nullableStr }), ...personErrors },
      },
    },
    async (request) => {
      const { user, integrationId, personId, context, link } = await linkRequest(db, request, request.query);
      requireAction(context, 'canRelinkCheck');
      const reason =
        link.link_integration_id !== null
          ? 'PERSON_ALREADY_LINKED'
          : await relinkBlocker(db, user, integrationId, personId, link.link_source_app_internal_id);
      return { can_relink: reason === null ? 1 : 0, reason };
    },
  );

  app.post(
    '/api/integrations/relinkPerson',
    {
      config: { audit: changeOf({ body: 'person_id' }) },
      schema: {
        tags: ['integrations'],
        summary: 'Link an unlinked person to a payroll integration again (support users only)',
        body: linkBody,
        response: { 200: obj({ success: flag }), ...personErrors },
      },
    },
    async (request) => {
      const { user, integrationId, personId, context, link } = await linkRequest(db, request, request.body);
      requireActionRegardless(context, 'relink', { linkedToIntegration: false });
      if (link.link_integration_id !== null)
        throw new HttpError(409, 'PERSON_ALREADY_LINKED', 'This person is linked already.');
      requireAction(context, 'relink');
      const blocker = await relinkBlocker(db, user, integrationId, personId, link.link_source_app_internal_id);
      if (blocker)
        throw new HttpError(409, blocker, 'Another person is linked to the same employee of this integration.');
      await db.transaction(async (tx) => {
        await relinkPerson(tx, user.company_id, personId, integrationId);
        await writeActivity(tx, user, {
          employeeId: personId,
          eventType: 'person_relinked',
          info: { new_type: link.title },
        });
      });
      return { success: 1 };
    },
  );

  app.post(
    '/api/integrations/startImportPerson',
    {
      config: { audit: changeOf({ body: 'person_id' }) },
      schema: {
        tags: ['integrations'],
        summary:
          "Sync person data: start importing a person's data from their payroll integration (person/sync and an impersonating " +
          'support session, part 1 §6). Records the request; the import itself belongs to the integration connector',
        body: linkBody,
        response: { 200: obj({ success: flag }), ...personErrors },
      },
    },
    async (request) => {
      const { user, integrationId, personId, context, link } = await linkRequest(db, request, request.body);
      requireAction(context, 'sync');
      if (link.link_integration_id !== integrationId)
        throw new HttpError(409, 'PERSON_NOT_LINKED', 'This person is not linked to this integration.');
      await db.transaction((tx) =>
        writeActivity(tx, user, {
          employeeId: personId,
          eventType: 'person_import_started',
          info: { new_type: link.title },
        }),
      );
      return { success: 1 };
    },
  );
}
