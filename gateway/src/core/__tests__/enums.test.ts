import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Kind, parse } from 'graphql';
import { REST_EXCEPTIONS, restEnumValues } from '../enums';

// Enum arguments and input fields arriving as REST strings through the same map is checked where the REST
// body is: daysOffMutations.test.ts (DayOffKind, AmPmHint), daysOffSettings.test.ts (Limitation,
// Interpretation), wage.test.ts (WageType).
const typeDefs = readFileSync(join(__dirname, '..', '..', '..', '..', 'schema.graphql'), 'utf8');
const schemaEnums = parse(typeDefs).definitions.flatMap((d) =>
  d.kind === Kind.ENUM_TYPE_DEFINITION ? [[d.name.value, (d.values ?? []).map((v) => v.name.value)] as const] : [],
);
const map = restEnumValues(typeDefs);

describe('GraphQL enum values ↔ REST strings (STYLE.md convention 13)', () => {
  it('maps every value of every enum in schema.graphql, and nothing else', () => {
    expect(Object.keys(map).sort()).toEqual(schemaEnums.map(([name]) => name).sort());
    for (const [name, values] of schemaEnums) expect(Object.keys(map[name]).sort()).toEqual([...values].sort());
  });

  it.each(schemaEnums)(
    '%s: ALL_CAPS outside, a distinct lower-case REST string inside (or the exception), and back',
    (name, values) => {
      const rest = values.map((value) => map[name][value]);
      for (const value of values) expect(value).toMatch(/^[A-Z][A-Z0-9_]*$/);
      // Part 1 §3 spells the verzuim statuses in upper case itself; REST_EXCEPTIONS lists those enums.
      // An enum in the exception list keeps the spec's spelling (part 2 §9 Flex, IBO, Apprentice) in REST.
      for (const r of rest) expect(r).toMatch(name in REST_EXCEPTIONS ? /^[A-Za-z0-9_]+$/ : /^[a-z0-9_]+$/);
      expect(new Set(rest).size).toEqual(values.length);
      const back = Object.fromEntries(Object.entries(map[name]).map(([graphql, r]) => [r, graphql]));
      expect(rest.map((r) => back[r])).toEqual(values);
    },
  );

  it('the REST string is the lower case of the name unless the exception list says otherwise', () => {
    expect(map.WageType.EMPLOYEE_PAID_HOURLY).toEqual('employee_paid_hourly');
    expect(map.AmPmHint.ALL_DAY).toEqual('all_day');
    for (const [name, values] of Object.entries(REST_EXCEPTIONS)) {
      for (const [value, rest] of Object.entries(values)) expect(map[name]?.[value]).toEqual(rest);
    }
    expect(restEnumValues('enum Digits { SEVEN }')).toEqual({ Digits: { SEVEN: 'seven' } });
  });
});
