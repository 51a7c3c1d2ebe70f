// Bad input: a bounded fuzz over every REST write route's body schema and every GraphQL mutation's input.
// REST: a variant that is invalid by construction (a wrong JSON type, a loose id spelling, a control character, a
// date outside the supported years, a number beyond any bound, a missing required field) answers 400 with a code and
// a field, never a 500, and stores nothing (no write transaction between two, every table's hash the same at the end).
// GraphQL: no variant answers INTERNAL_SERVER_ERROR. A fixed seed keeps it repeatable; it is logged for a replay.
import { createHash } from 'node:crypto';
import fc from 'fast-check';
import { demoPglite } from '../support/databases';
import { gid } from '../support/profile';
import { graphql, rest, signIn, startStack, type Stack } from '../support/stack';

const SEED = Number(process.env.FUZZ_SEED ?? 20260615);
const RUNS = Number(process.env.FUZZ_RUNS ?? 120);

type Schema = {
  type?: string | string[];
  anyOf?: Schema[];
  properties?: Record<string, Schema>;
  required?: string[];
  enum?: unknown[];
  minimum?: number;
  format?: string;
  pattern?: string;
  minLength?: number;
};
interface WriteRoute {
  path: string;
  schema: Schema;
}

const types = (s: Schema): string[] => [
  ...(s.type === undefined ? [] : ([] as string[]).concat(s.type)),
  ...(s.anyOf ?? []).flatMap(types),
];

/** A plausible value for a schema: the fuzz changes one field of a body made of these. */
function sample(name: string, s: Schema): unknown {
  if (s.enum) return s.enum[0];
  const t = types(s);
  if (t.includes('integer') || t.includes('number')) return /year/.test(name) ? 2026 : Math.max(1, s.minimum ?? 1);
  if (t.includes('string'))
    return s.format === 'people-dmy-date'
      ? '01/07/2026'
      : s.format
        ? '2026-07-01'
        : /country/.test(name)
          ? 'BE'
          : /currency/.test(name)
            ? 'EUR'
            : 'x';
  if (t.includes('array')) return [];
  if (t.includes('object')) return {};
  return null;
}

const CONTROL = ['\u0000', '\u0001', '\u0008', '\u000b', '\u001b', '\u007f'];
const BAD_DATES = ['0001-01-01', '9999-12-31', '1999-12-31', '2101-01-01', '2026-02-30', '31/12/9999', '30/02/2026'];
const CODES = ['INVALID_INPUT', 'OUT_OF_RANGE', 'INVALID_DATE', 'FIELD_IS_REQUIRED', 'INVALID_CHARACTERS'];
const LOOSE_IDS = [true, false, '1', '1e1', '0x10', 1.5, [1], { id: 1 }];

/** One invalid change to a body; null when this field has no such change. */
type Change = { field: string; value?: unknown; remove?: boolean; codes: string[] };
function changes(route: WriteRoute): fc.Arbitrary<Change> {
  const props = Object.entries(route.schema.properties ?? {});
  const options: fc.Arbitrary<Change>[] = [];
  for (const [field, s] of props) {
    const t = types(s);
    const isDate = typeof s.format === 'string' && /date/.test(s.format);
    if (t.includes('string') || isDate)
      options.push(
        fc
          .tuple(fc.constantFrom(...CONTROL), fc.string({ maxLength: 5 }))
          .map(([c, rest]) => ({ field, value: `a${c}${rest}`, codes: ['INVALID_CHARACTERS'] })),
      );
    if (isDate) options.push(fc.constantFrom(...BAD_DATES).map((value) => ({ field, value, codes: ['INVALID_DATE'] })));
    if ((t.includes('integer') || t.includes('number')) && !t.includes('string')) {
      options.push(
        fc
          .constantFrom(...LOOSE_IDS, 1e12, -1e12)
          .map((value) => ({ field, value, codes: ['INVALID_INPUT', 'OUT_OF_RANGE'] })),
      );
    }
    if (!t.includes('boolean') && !t.includes('object'))
      options.push(fc.constantFrom(true, { x: 1 }).map((value) => ({ field, value, codes: ['INVALID_INPUT'] })));
    if (route.schema.required?.includes(field))
      options.push(fc.constant({ field, remove: true, codes: ['FIELD_IS_REQUIRED'] }));
  }
  options.push(fc.constantFrom(...CONTROL).map((c) => ({ field: `key${c}`, value: 1, codes: ['INVALID_CHARACTERS'] })));
  return fc.oneof(...options);
}

describe('fuzzing bad input on pglite', () => {
  let stack: Stack;
  let admin: string;
  let tables: string[];
  beforeAll(async () => {
    stack = await startStack(await demoPglite());
    admin = await signIn(stack, 'admin@demo.be');
    tables = (
      await stack.db.query<{ table_name: string }>(
        "SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY 1",
      )
    ).map((r) => r.table_name);
    console.log(`input fuzz: seed ${SEED}, ${RUNS} runs (FUZZ_SEED, FUZZ_RUNS to replay)`);
  }, 60000);
  afterAll(() => stack.close());

  const transactionId = async () =>
    Number((await stack.db.query<{ id: string }>('SELECT txid_current()::text AS id'))[0].id);

  /** Every row of every table, hashed: the refused requests changed nothing. */
  const fingerprint = async () => {
    const rows = await stack.db.query<{ h: string | null }>(
      tables
        .map((t) => `SELECT md5(coalesce(string_agg(md5(x::text), '' ORDER BY md5(x::text)), '')) AS h FROM "${t}" x`)
        .join(' UNION ALL '),
    );
    return createHash('sha256')
      .update(rows.map((r) => r.h).join())
      .digest('hex');
  };

  it('REST: an invalid body of any write route answers 400 with a code and a field and stores nothing', async () => {
    const spec = (await rest(stack, 'GET', '/api/openapi.json')).body as {
      paths: Record<string, Record<string, { requestBody?: { content: Record<string, { schema: Schema }> } }>>;
    };
    const routes: WriteRoute[] = Object.entries(spec.paths).flatMap(([path, ops]) => {
      const schema = ops.post?.requestBody?.content['application/json']?.schema;
      return schema?.properties ? [{ path: path.replace(/\{[^}]+\}/g, '1'), schema }] : [];
    });
    expect(routes.length).toBeGreaterThanOrEqual(18);
    const start = await fingerprint();
    const cases = fc.oneof(...routes.map((route) => fc.tuple(fc.constant(route), changes(route))));
    await fc.assert(
      fc.asyncProperty(cases, async ([route, change]) => {
        const body: Record<string, unknown> = {};
        for (const field of route.schema.required ?? []) body[field] = sample(field, route.schema.properties![field]);
        if (change.remove) delete body[change.field];
        else body[change.field] = change.value;
        const before = await transactionId();
        const answer = await rest(stack, 'POST', route.path, { token: admin, body });
        const what = `${route.path} ${JSON.stringify(body)}`;
        // Control characters are refused before anything else; otherwise another field's sample may be refused first.
        const codes = change.codes.includes('INVALID_CHARACTERS') ? change.codes : CODES;
        expect([what, answer.status, codes.includes(answer.body?.code), typeof answer.body?.field]).toEqual([
          what,
          400,
          true,
          'string',
        ]);
        expect(answer.body.message).not.toMatch(/body\/|<=|>=/);
        // txid_current() takes the next transaction id: one more than before means no write was even tried.
        expect([what, await transactionId()]).toEqual([what, before + 1]);
      }),
      { seed: SEED, numRuns: RUNS, endOnFailure: true },
    );
    expect(await fingerprint()).toEqual(start);
  }, 120000);

  it('GraphQL: no input of any mutation answers INTERNAL_SERVER_ERROR', async () => {
    type TypeRef = { kind: string; name: string | null; ofType: TypeRef | null };
    type InputField = { name: string; type: TypeRef };
    const introspection = await graphql(
      stack,
      `
        {
          __schema {
            mutationType {
              fields {
                name
                args {
                  name
                  type {
                    ...T
                  }
                }
              }
            }
            types {
              name
              kind
              inputFields {
                name
                type {
                  ...T
                }
              }
              enumValues {
                name
              }
            }
          }
        }
        fragment T on __Type {
          kind
          name
          ofType {
            kind
            name
            ofType {
              kind
              name
              ofType {
                kind
                name
              }
            }
          }
        }
      `,
      {},
      admin, // introspection is for signed-in callers
    );
    const byName = new Map<
      string,
      { kind: string; inputFields: InputField[] | null; enumValues: { name: string }[] | null }
    >(introspection.data.__schema.types.map((t: { name: string }) => [t.name, t]));
    const named = (t: TypeRef): TypeRef => (t.ofType ? named(t.ofType) : t);
    const isList = (t: TypeRef): boolean => t.kind === 'LIST' || (t.ofType !== null && isList(t.ofType));
    const valueOf = (field: string, t: TypeRef, depth = 0): unknown => {
      const n = named(t);
      const base = (() => {
        if (n.name === 'ID') return gid(5);
        if (n.name === 'Int') return /year/i.test(field) ? 2026 : 1;
        if (n.name === 'Float') return 1;
        if (n.name === 'Boolean') return false;
        if (n.name === 'String') return /date/i.test(field) ? '2026-07-01' : /country/i.test(field) ? 'BE' : 'x';
        const type = byName.get(n.name!);
        if (type?.kind === 'ENUM') return type.enumValues![0].name;
        if (type?.kind === 'INPUT_OBJECT' && depth < 3)
          return Object.fromEntries(type.inputFields!.map((f) => [f.name, valueOf(f.name, f.type, depth + 1)]));
        return null;
      })();
      return isList(t) ? [base] : base;
    };
    const badValues = (field: string, t: TypeRef): fc.Arbitrary<unknown> => {
      const n = named(t).name;
      if (n === 'String')
        return fc.oneof(
          fc.constantFrom(...CONTROL).map((c) => `a${c}b`),
          fc.constantFrom(...BAD_DATES, '', ' '.repeat(5), 'x'.repeat(5000)),
        );
      if (n === 'ID')
        return fc.constantFrom(
          '0x10',
          Buffer.from('Employee:0x10').toString('base64'),
          Buffer.from('Employee:1e1').toString('base64'),
          Buffer.from('Wage:1').toString('base64'),
          `a\u0000`,
          '',
        );
      if (n === 'Int') return fc.constantFrom(-1, 0, 2147483647, -2147483648, 2147483648, 1.5);
      if (n === 'Float') return fc.constantFrom(-1, 1e12, 1e308, -0.5);
      return fc.constantFrom(null, 'x', 1);
    };
    const mutations = (
      introspection.data.__schema.mutationType.fields as { name: string; args: InputField[] }[]
    ).filter((m) => m.args.length === 1);
    expect(mutations.length).toBeGreaterThan(10);
    const cases = fc.oneof(
      ...mutations.map((m) => {
        const inputType = byName.get(named(m.args[0].type).name!)!;
        const fields = inputType.inputFields ?? [];
        return fc.constantFrom(...fields).chain((f) =>
          badValues(f.name, f.type).map((value) => ({
            m,
            inputName: named(m.args[0].type).name!,
            field: f.name,
            value,
            fields,
          })),
        );
      }),
    );
    await fc.assert(
      fc.asyncProperty(cases, async ({ m, inputName, field, value, fields }) => {
        const input = Object.fromEntries(fields.map((f) => [f.name, valueOf(f.name, f.type)]));
        input[field] = value;
        const answer = await graphql(
          stack,
          `mutation ($input: ${inputName}!) { ${m.name}(input: $input) { __typename } }`,
          { input },
          admin,
        );
        const internal = (answer.errors ?? [])
          .filter((e) => e.extensions?.code === 'INTERNAL_SERVER_ERROR')
          .map((e) => e.message);
        expect([m.name, JSON.stringify(input), internal]).toEqual([m.name, JSON.stringify(input), []]);
      }),
      { seed: SEED, numRuns: RUNS, endOnFailure: true },
    );
  }, 120000);
});
