// The activity feed and its notes (part 1 §3 "Activity item", §5 note rule, §7 "Activity: get (relatedObject,
// relatedObjectId, page) answers items and relatedObjectData; add note (relatedObject, relatedObjectId, note)").
// Paths not shown: we chose GET /api/activity/get and POST /api/activity/addNote (and GET /api/activity/batch?ids=
// for the gateway's node(id:)).
import { requiredField, validateNote } from '@people/domain/validation';
import { changeOf } from '../core/audit';
import type { Db } from '../core/db';
import { HttpError } from '../core/errors';
import { personContext, requireAction, sectionContext, visibleRows } from '../core/permissionContext';
import type { Api } from '../core/routing';
import { activityItems, activityPage, writeActivity } from '../core/activity';
import { activityItemSchema } from './schemas';
import { feedPerson } from './sql';
import {
  id,
  int,
  nullableStr,
  obj,
  personErrors,
  relatedObjectQuery,
  str,
  idsQuerySchema,
  parseIds,
} from '../core/schemas';

const relatedObjectData = obj({ type: str, id: int, name: str, avatar: nullableStr });

export async function activityRoutes(app: Api, { db }: { db: Db }) {
  app.get(
    '/api/activity/get',
    {
      schema: {
        tags: ['activity'],
        summary:
          'One page (0-based) of 50 activity items of a person, newest first (part 1 §9); needs the activity feed (part 1 §6)',
        querystring: relatedObjectQuery({ page: { type: 'integer', minimum: 0, maximum: 100000, default: 0 } }),
        response: {
          200: obj({ items: { type: 'array', items: activityItemSchema }, relatedObjectData }),
          ...personErrors,
        },
      },
    },
    async (request) => {
      const { relatedObjectId, page } = request.query;
      const user = request.user;
      await sectionContext(db, user, relatedObjectId, 'activityFeed');
      const [items, person] = await Promise.all([
        activityPage(db, user.company_id, relatedObjectId, page),
        feedPerson(db, user.company_id, relatedObjectId),
      ]);
      return { items, relatedObjectData: { type: 'employee', ...person } };
    },
  );

  app.post(
    '/api/activity/addNote',
    {
      config: { audit: changeOf({ body: 'relatedObjectId' }) },
      schema: {
        tags: ['activity'],
        summary:
          "Add a note to a person's feed: at most 400 characters, else NOTE_TOO_LONG and nothing is stored (part 1 §5)",
        body: obj({
          relatedObject: { type: 'string', enum: ['employee'] },
          relatedObjectId: id,
          note: { type: 'string' },
        }),
        response: { 200: obj({ id: int, item: activityItemSchema }), ...personErrors },
      },
    },
    async (request) => {
      const { relatedObjectId, note } = request.body;
      const user = request.user;
      requireAction(await personContext(db, user, relatedObjectId), 'addNote');
      const missing = requiredField(note, 'note');
      if (missing) throw new HttpError(400, missing.code, missing.message, { details: { field: 'note' } });
      const tooLong = validateNote(note);
      if (tooLong)
        throw new HttpError(400, tooLong.code, tooLong.message, { i18nCode: tooLong.code, details: { field: 'note' } });
      const itemId = await db.transaction((tx) =>
        writeActivity(tx, user, { employeeId: relatedObjectId, eventType: 'note_added', info: { note } }),
      );
      const [item] = await activityItems(db, user.company_id, [itemId]);
      return { id: itemId, item };
    },
  );

  app.get(
    '/api/activity/batch',
    {
      schema: {
        tags: ['activity'],
        summary:
          'Activity items by id, for the gateway; ids of another company, missing or of a feed the caller may not see are left out',
        querystring: idsQuerySchema,
        response: { 200: obj({ data: { type: 'array', items: activityItemSchema } }) },
      },
    },
    async (request) => {
      const rows = await activityItems(db, request.user.company_id, parseIds(request.query.ids));
      return { data: await visibleRows(db, request.user, rows, 'activityFeed') };
    },
  );
}
