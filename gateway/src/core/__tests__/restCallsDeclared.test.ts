// The query cost prices each field by its @restCalls in schema.graphql (queryLimits fieldCost). The declarations are
// held to the resolvers here: a resolver that takes the context (its third parameter) reads through a loader or the
// REST client, so its field must declare the calls it can make; a field without a resolver of its own is read from
// its parent's REST answer and can make none.
import { isObjectType } from 'graphql';
import { contractSchema } from '../contract';
import { fieldCost } from '../queryLimits';
import { resolvers } from '../../resolvers';

type ResolverMap = Record<string, Record<string, unknown> | undefined>;

const fields = Object.values(contractSchema().getTypeMap())
  .filter(isObjectType)
  .filter((type) => !type.name.startsWith('__'))
  .flatMap((type) =>
    Object.keys(type.getFields()).map((field) => ({
      type: type.name,
      field,
      resolver: (resolvers as ResolverMap)[type.name]?.[field],
    })),
  );

const takesContext = (resolver: unknown) => typeof resolver === 'function' && resolver.length >= 3;

it('finds the contract’s fields and their resolvers', () => {
  expect(fields.filter(({ resolver }) => takesContext(resolver)).length).toBeGreaterThan(200);
});

it('declares @restCalls on every field whose resolver takes the context', () => {
  const undeclared = fields.filter(
    ({ type, field, resolver }) => takesContext(resolver) && fieldCost(type, field) === 0,
  );
  expect(undeclared.map(({ type, field }) => `${type}.${field}`)).toEqual([]);
});

it('declares @restCalls on no field whose resolver cannot call REST', () => {
  const declared = fields.filter(({ type, field, resolver }) => !takesContext(resolver) && fieldCost(type, field) > 0);
  expect(declared.map(({ type, field }) => `${type}.${field}`)).toEqual([]);
});
