// The audit recorder's pure parts, and that every write route declares whose data it changes.
import type { FastifyRequest } from 'fastify';
import { buildApp } from '../../app';
import { AUDITED_PERSONAL_FIELDS } from '@people/domain/personalData';
import { bodyFields, changeOf, sensitiveRead, undeclaredWrites } from '../audit';
import type { Db } from '../db';
import { lazySerializers } from '../serializers';

const request = (parts: Partial<FastifyRequest>) => parts as FastifyRequest;

describe('Audit recorder', () => {
  it.each([
    [{ employee_id: 1, seniority_date: '2020-01-01' }, ['seniority_date']],
    [
      { employee_id: 1, date_0: '01/07/2026', date_1: '02/07/2026', start_minutes_0: 0, type: 'custom' },
      ['date_n', 'start_minutes_n', 'type'],
    ],
    [{ relatedObject: 'employee', relatedObjectId: 3, note: 'hello' }, ['note']],
    [undefined, []],
  ])('the field names of body %j are %j, never a value', (body, fields) => {
    expect(bodyFields(body)).toEqual(fields);
  });

  it('a change names the person from the body, params or answer', () => {
    expect(
      changeOf({ body: 'employee_id' }).rows(request({ body: { employee_id: 4, rate: 3000 } }), undefined),
    ).toEqual([{ employeeId: 4, fields: ['rate'] }]);
    expect(changeOf({ params: 'id' }, ['avatar']).rows(request({ params: { id: '7' } }), undefined)).toEqual([
      { employeeId: 7, fields: ['avatar'] },
    ]);
    expect(
      changeOf({ answer: (a) => (a as { data: { employee_id: number } }).data.employee_id }).rows(
        request({ body: {} }),
        { data: { employee_id: 9 } },
      ),
    ).toEqual([{ employeeId: 9, fields: ['(none)'] }]);
  });

  it('a sensitive read records, per person, only the fields the answer carried with a value', () => {
    const read = sensitiveRead(AUDITED_PERSONAL_FIELDS, (answer: { data: { id: number }[] }) =>
      answer.data.map((row) => ({ employeeId: row.id, values: row })),
    );
    const answer = {
      data: [
        {
          id: 1,
          rijks_register_nummer: '85.07.30-033.61',
          social_security_nr: null,
          bank_account_iban: 'BE68539007547034',
          bank_account_bic: null,
        },
        {
          id: 2,
          rijks_register_nummer: null,
          social_security_nr: null,
          bank_account_iban: null,
          bank_account_bic: null,
        },
      ],
    };
    expect(read.rows(request({}), answer)).toEqual([
      { employeeId: 1, fields: ['bank_account_iban', 'rijks_register_nummer'] },
    ]);
  });

  it('every write route (POST) declares its audit next to the route, so whose data it changed is known', async () => {
    const fakeDb = {
      kind: 'pglite',
      query: async () => [],
      exec: async () => undefined,
      transaction: async () => undefined,
      close: async () => undefined,
    } as unknown as Db;
    const app = await buildApp(fakeDb, { schemaController: lazySerializers() });
    await app.ready();
    expect(undeclaredWrites.get(app)).toEqual([]);
    await app.close();
  });
});
