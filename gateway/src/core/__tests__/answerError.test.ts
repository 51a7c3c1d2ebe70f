import { GraphQLError, locatedError } from 'graphql';
import { AnswerError } from '../answerError';

describe('an error the gateway answers on purpose', () => {
  it('carries its message and code but no stack frames, and leaves other errors their stacks', () => {
    const error = new AnswerError('You may not see the verzuim of this person.', {
      extensions: { code: 'FORBIDDEN', section: 'verzuim' },
    });
    expect(error).toBeInstanceOf(GraphQLError);
    expect(error.stack).toEqual('GraphQLError: You may not see the verzuim of this person.');
    expect(new Error('unexpected').stack).toMatch(/\n\s+at /);
    const located = locatedError(error, [], ['employee', 'verzuim']);
    expect(located.toJSON()).toEqual({
      message: error.message,
      path: ['employee', 'verzuim'],
      extensions: { code: 'FORBIDDEN', section: 'verzuim' },
    });
  });
});
