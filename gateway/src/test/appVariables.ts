import {
  Kind,
  getNamedType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  parse,
  typeFromAST,
  type GraphQLInputType,
  type GraphQLSchema,
  type OperationDefinitionNode,
} from 'graphql';

/** The largest page the app asks for (BulkPeoplePicker's 50; the people list pages by 25). */
export const APP_MAX_PAGE = 50;

/** A value of a variable's type: pages at the app's largest, other values of the right shape. */
function sample(type: GraphQLInputType, name: string): unknown {
  if (isNonNullType(type)) return sample(type.ofType, name);
  if (isListType(type)) return [sample(type.ofType, name)];
  if (isInputObjectType(type)) {
    return Object.fromEntries(
      Object.values(type.getFields()).map((field) => [field.name, sample(field.type, field.name)]),
    );
  }
  if (isEnumType(type)) return type.getValues()[0].value;
  switch (getNamedType(type).name) {
    case 'Int':
      return /^(count|first)$/.test(name) ? APP_MAX_PAGE : 2026;
    case 'Float':
      return 1;
    case 'Boolean':
      return false;
    case 'ID':
      return 'RW1wbG95ZWU6MQ==';
    default:
      return '2026-01-01';
  }
}

/** Variables for one of the web app's operations: each one without a default, at the app's largest page. */
export function appVariables(schema: GraphQLSchema, text: string): Record<string, unknown> {
  const operation = parse(text).definitions.find(
    (d) => d.kind === Kind.OPERATION_DEFINITION,
  ) as OperationDefinitionNode;
  return Object.fromEntries(
    (operation.variableDefinitions ?? [])
      .filter((v) => !v.defaultValue)
      .map((v) => [
        v.variable.name.value,
        sample(typeFromAST(schema, v.type as never) as GraphQLInputType, v.variable.name.value),
      ]),
  );
}
