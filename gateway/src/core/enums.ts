/**
 * GraphQL enum values are ALL_CAPS (STYLE.md convention 13); the REST API and `@people/domain` use the spec's
 * lower-case strings (part 1 §3 Enumerations). This module is the one place that maps one to the other: the
 * map becomes Apollo enum resolvers (each GraphQL value's internal value is its REST string), so resolvers
 * return REST strings unchanged and enum arguments and input fields arrive as REST strings. `codegen.ts`
 * feeds the same map to graphql-codegen's `enumValues`, so the resolver types speak REST strings too.
 */
import { Kind, parse } from 'graphql';

/** GraphQL enum name → GraphQL value → REST string. */
export type EnumMap = Record<string, Record<string, string>>;

/** Values whose REST string is the GraphQL name itself. */
const same = (values: string[]): Record<string, string> => Object.fromEntries(values.map((v) => [v, v]));

/**
 * REST strings that are not the lower case of their GraphQL name: a REST value that starts with a digit or
 * is not a valid GraphQL name gets a clear GraphQL name, documented in the enum's description, and is
 * listed here.
 */
export const REST_EXCEPTIONS: EnumMap = {
  // The verzuim statuses are upper case in part 1 §3 itself, and the Poortwachter steps and states (domain
  // verzuim) follow them.
  VerzuimStatus: same(['REPORTED_SICK', 'PARTIALLY_RECOVERED', 'REPORTED_HEALTHY']),
  PoortwachterStep: same([
    'SICK_REPORT_OCCUPATIONAL_HEALTH',
    'PROBLEM_ANALYSIS',
    'PLAN_OF_APPROACH',
    'PLAN_EVALUATION',
    'UWV_REPORT',
    'FIRST_YEAR_EVALUATION',
    'UWV_WIA_LETTER',
    'WIA_APPLICATION',
    'END_OF_WAGE_OBLIGATION',
  ]),
  PoortwachterState: same(['DONE', 'DUE', 'OVERDUE']),
  // part 2 §9 spells the Dimona contract types with capitals (Flex, IBO, A17, Apprentice).
  DimonaContractType: {
    NORMAL: 'Normal',
    IBO: 'IBO',
    DWD: 'DWD',
    TRI: 'TRI',
    STG: 'STG',
    A17: 'A17',
    APPRENTICE: 'Apprentice',
    S17: 'S17',
    O17: 'O17',
    STUDENT: 'Student',
    EXTRA: 'Extra',
    FLEX: 'Flex',
    IVT: 'IVT',
  },
};

/** The REST string of every enum value in `typeDefs`: by rule its name in lower case, else the exception. */
export function restEnumValues(typeDefs: string): EnumMap {
  const map: EnumMap = {};
  for (const definition of parse(typeDefs).definitions) {
    if (definition.kind !== Kind.ENUM_TYPE_DEFINITION) continue;
    const enumName = definition.name.value;
    map[enumName] = Object.fromEntries(
      (definition.values ?? []).map(({ name: { value } }) => [
        value,
        REST_EXCEPTIONS[enumName]?.[value] ?? value.toLowerCase(),
      ]),
    );
  }
  return map;
}
