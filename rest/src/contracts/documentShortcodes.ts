// A contract's shortcodes and their custom values (part 2 §3 Custom shortcode, §7 shortcodes calls). Registered by
// documents.ts, in its order of routes.
import { contractShortcodeList, editError, shortcodeError } from '@people/domain/contracts';
import { changeOf } from '../core/audit';
import type { UserRow } from '../core/auth';
import { today } from '../core/clock';
import type { Db } from '../core/db';
import { HttpError } from '../core/errors';
import type { Api } from '../core/routing';
import { idsQuerySchema, parseIds } from '../core/schemas';
import { changeableContract, readableContract, visibleContracts } from './access';
import { contractErrors, flag, id, int, obj, shortcodeValueSchema } from './schemas';
import {
  contractRows,
  customShortcodeValues,
  personShortcodeValues,
  setCustomShortcodeValue,
  type ContractDetailRow,
} from './sql';

const dataOf = (items: unknown) => obj({ data: { type: 'array', items } });
const ofContract = (answer: unknown) => (answer as { employee_id?: number }).employee_id;
const conflict = (code: string, message: string) => new HttpError(409, code, message);

export async function contractShortcodeRoutes(app: Api, { db }: { db: Db }) {
  app.get(
    '/api/contracts/shortcodes/:contract_id/list',
    {
      schema: {
        tags: ['contracts'],
        summary:
          "The shortcodes of a contract with the person's value and the custom value where set (part 2 §3 Custom shortcode)",
        params: obj({ contract_id: id }),
        response: { 200: dataOf(shortcodeValueSchema), ...contractErrors },
      },
    },
    async (request) => {
      const contract = await readableContract(db, request.user, request.params.contract_id);
      return { data: (await shortcodeLists(db, request.user, [contract])).get(contract.id) ?? [] };
    },
  );

  app.get(
    '/api/contracts/shortcodes/batch',
    {
      schema: {
        tags: ['contracts'],
        summary:
          'The shortcode lists of contracts by id, for the gateway; ids of another company, missing or without contract access are left out',
        querystring: idsQuerySchema,
        response: {
          200: dataOf(obj({ contract_id: int, shortcodes: { type: 'array', items: shortcodeValueSchema } })),
          ...contractErrors,
        },
      },
    },
    async (request) => {
      const rows = await visibleContracts(
        db,
        request.user,
        await contractRows(db, request.user, { ids: parseIds(request.query.ids) }),
      );
      const lists = await shortcodeLists(db, request.user, rows);
      return { data: rows.map((row) => ({ contract_id: row.id, shortcodes: lists.get(row.id) ?? [] })) };
    },
  );

  app.post(
    '/api/contracts/shortcodes/setCustomShortcodeValue',
    {
      config: { audit: changeOf({ answer: ofContract }) },
      schema: {
        tags: ['contracts'],
        summary: "Set a shortcode's value on one draft contract (part 2 §3 Custom shortcode, §7)",
        body: obj({
          contract_id: id,
          shortcode: { type: 'string', minLength: 1, maxLength: 50 },
          value: { type: 'string', maxLength: 2000 },
        }),
        response: { 200: obj({ success: flag, employee_id: int }), ...contractErrors },
      },
    },
    async (request) => {
      const body = request.body;
      const code = body.shortcode.replace(/^\{|\}$/g, '');
      if (shortcodeError(code))
        throw new HttpError(400, 'INVALID_SHORTCODE', 'A shortcode is a name of lower-case letters, digits and _.', {
          details: { field: 'shortcode' },
        });
      const contract = await changeableContract(db, request.user, body.contract_id);
      const refused = editError({ status: contract.status, deleted: contract.deleted === 1 });
      if (refused) throw conflict(refused, 'Only a draft contract can be changed.');
      await setCustomShortcodeValue(db, contract.id, code, body.value);
      return { success: 1 as const, employee_id: contract.employee_id };
    },
  );
}

/** part 2 §3 Custom shortcode: each contract's shortcodes with their values (one read of the person's values per person, one of the custom values). */
async function shortcodeLists(db: Db, user: UserRow, rows: ContractDetailRow[]) {
  const values = new Map<number, Record<string, string | undefined>>();
  for (const employeeId of new Set(rows.map((r) => r.employee_id)))
    values.set(employeeId, await personShortcodeValues(db, user, employeeId, today()));
  const lists = new Map<number, { shortcode: string; value: string | null; custom: 0 | 1 }[]>();
  const custom = await customShortcodeValues(
    db,
    rows.map((r) => r.id),
  );
  for (const row of rows) {
    const list = contractShortcodeList(row.content_html, values.get(row.employee_id) ?? {}, custom.get(row.id) ?? {});
    lists.set(
      row.id,
      list.map((s) => ({ ...s, custom: s.custom ? 1 : 0 })),
    );
  }
  return lists;
}
