// What the environment decides at the REST API's start: demo data never under NODE_ENV=production (demoData.ts), and
// whether it migrates or only checks (RUN_MIGRATIONS, database.ts).
import { demoDataDecision } from '../demoData';
import { runMigrationsFromEnv } from '../database';

const WARNING = /is ignored: NODE_ENV=production never loads the demo data/;

describe('demoDataDecision', () => {
  it.each([
    ['npm start (no NODE_ENV)', {}, true, null],
    ['npm start, DEMO_DATA=0', { DEMO_DATA: '0' }, false, null],
    ['development on a PostgreSQL server', { NODE_ENV: 'development', DATABASE_URL: 'postgresql://x/y' }, true, null],
    ['production', { NODE_ENV: 'production' }, false, null],
    ['production, DEMO_DATA=0', { NODE_ENV: 'production', DEMO_DATA: '0' }, false, null],
    ['production, DEMO_DATA=1', { NODE_ENV: 'production', DEMO_DATA: '1' }, false, WARNING],
    ['production, DEMO_DATA=true', { NODE_ENV: 'production', DEMO_DATA: 'true' }, false, WARNING],
  ])('%s: load %s', (_, env, load, warning) => {
    const decision = demoDataDecision(env);
    expect(decision.load).toEqual(load);
    if (warning) expect(decision.warning).toMatch(warning);
    else expect(decision.warning).toBeUndefined();
  });
});

describe('runMigrationsFromEnv', () => {
  it.each([
    [undefined, true],
    ['true', true],
    ['TRUE', true],
    ['1', true],
    ['false', false],
    ['0', false],
  ])('RUN_MIGRATIONS=%s: %s', (value, expected) => {
    expect(runMigrationsFromEnv(value === undefined ? {} : { RUN_MIGRATIONS: value })).toEqual(expected);
  });

  it('refuses a value it cannot read rather than guess', () => {
    expect(() => runMigrationsFromEnv({ RUN_MIGRATIONS: 'no' })).toThrow('RUN_MIGRATIONS=no: use true or false');
  });
});
