import { jsonDeeperThan, MAX_JSON_DEPTH, serverTimeoutOptions } from '../requestBounds';

const nested = (depth: number) => '{"a":'.repeat(depth) + '1' + '}'.repeat(depth);

describe('jsonDeeperThan (bad input is a 4xx, never a stack overflow)', () => {
  it.each([
    ['a flat object', '{"a":1,"b":[1,2,3]}', 2, false],
    ['exactly the limit', nested(3), 3, false],
    ['one past it', nested(4), 3, true],
    ['brackets inside a string do not count', '{"a":"[[[[{{{{"}', 1, false],
    ['an escaped quote does not end the string', '{"a":"\\"[[[["}', 1, false],
    ['an escaped backslash before the closing quote', '{"a":"\\\\"}', 1, false],
    ['arrays count like objects', '[[[1]]]', 2, true],
    ['an escaped backslash, then an escaped quote, inside one string', '{"a":"\\\\\\"[[[["}', 1, false],
    ['brackets after a closed string count again', '{"a":"x","b":[[1]]}', 2, true],
    ["an unterminated string is the parser's to refuse", '{"a":"[[[[', 1, false],
  ])('%s', (_what, text, max, expected) => {
    expect(jsonDeeperThan(text, max)).toEqual(expected);
  });

  it("refuses the finding's 5,000-deep variable and takes what the app sends", () => {
    expect([jsonDeeperThan(nested(5000)), jsonDeeperThan(nested(MAX_JSON_DEPTH))]).toEqual([true, false]);
  });
});

describe('serverTimeoutOptions', () => {
  it('bounds the headers at 10 s and the whole request at 2 minutes, checked every second, unless told', () => {
    expect([serverTimeoutOptions(), serverTimeoutOptions({ headersMs: 300 })]).toEqual([
      {
        requestTimeout: 120_000,
        http: { headersTimeout: 10_000, requestTimeout: 120_000, connectionsCheckingInterval: 1_000 },
      },
      {
        requestTimeout: 120_000,
        http: { headersTimeout: 300, requestTimeout: 120_000, connectionsCheckingInterval: 1_000 },
      },
    ]);
  });
});
