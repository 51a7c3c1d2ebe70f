import DataLoader from 'dataloader';
import { observeBatches } from '../batch';
import { boundedLabel, createGatewayMetrics, OPERATION_NAME, restRoute } from '../metrics';

describe('operation names as labels stay bounded (partners choose them)', () => {
  it.each([
    [null, 'anonymous'],
    ['', 'anonymous'],
    ['ProfileRouteQuery', 'ProfileRouteQuery'],
    ['_private1', '_private1'],
    ['1stQuery', 'other'],
    ['Jansen Peeters', 'other'],
    ['x'.repeat(65), 'other'],
  ])('%p → %p', (name, label) => {
    expect(boundedLabel(OPERATION_NAME)(name, 'anonymous')).toEqual(label);
  });

  it('counts names beyond the first N distinct ones as "other", and keeps answering the known ones', () => {
    const label = boundedLabel(OPERATION_NAME, 2);
    expect(['A', 'B', 'C', 'A', 'B', 'D'].map((name) => label(name, 'anonymous'))).toEqual([
      'A',
      'B',
      'other',
      'A',
      'B',
      'other',
    ]);
  });
});

describe('restRoute: the REST API’s route for a path template of its OpenAPI document, as its own metrics name it', () => {
  it.each([
    ['/api/employees/{id}', '/api/employees/:id'],
    ['/api/employees/batch', '/api/employees/batch'],
    ['/api/software/licenses/employee/{employee_id}/list', '/api/software/licenses/employee/:employee_id/list'],
    ['/api/days_off/day_off_types/{id}/accrual/corrections', '/api/days_off/day_off_types/:id/accrual/corrections'],
  ])('%s → %s', (template, route) => {
    expect(restRoute(template)).toEqual(route);
  });

  it('labels each REST call by the template it was made from, never by its ids or query', async () => {
    const metrics = createGatewayMetrics();
    metrics.restCall({ method: 'GET', template: '/api/employees/{id}', status: 200, seconds: 0.002 });
    const text = await metrics.registry.metrics();
    expect(text).toMatch(
      /gateway_rest_call_duration_seconds_count\{method="GET",path="\/api\/employees\/:id",status="200"\} 1/,
    );
  });
});

describe('observeBatches', () => {
  it('tells the size of every batch by the loader’s name, whatever built the loader', async () => {
    const seen: [string, number][] = [];
    const loaders = {
      people: new DataLoader<number, number>(async (ids) => ids.map((id) => id * 2), { maxBatchSize: 2 }),
      viewer: () => null,
    };
    observeBatches(loaders, (name, size) => seen.push([name, size]));
    expect(await Promise.all([1, 2, 3].map((id) => loaders.people.load(id)))).toEqual([2, 4, 6]);
    expect(seen).toEqual([
      ['people', 2],
      ['people', 1],
    ]);
  });
});

describe('createGatewayMetrics', () => {
  it('keeps each app’s metrics in its own registry', async () => {
    const one = createGatewayMetrics();
    const two = createGatewayMetrics();
    one.batch('employee', 3);
    expect(await one.registry.metrics()).toMatch(/graphql_dataloader_batch_size_count\{loader="employee"\} 1/);
    expect(await two.registry.metrics()).not.toMatch(/loader="employee"/);
  });
});
