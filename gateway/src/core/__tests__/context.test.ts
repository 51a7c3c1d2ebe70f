import { fakeRest } from '../../test/runQuery';
import { createLoaders } from '../context';

describe("a request's loaders", () => {
  it("builds an area's loaders on its first use, once, and tells each batch's size to the metrics", async () => {
    const { client, calls } = fakeRest({ '/api/employees/batch': () => ({ data: [{ id: 1 }, { id: 2 }] }) });
    const seen: [string, number][] = [];
    const loaders = createLoaders(client, true, (name, size) => seen.push([name, size]));
    expect(Object.keys(loaders)).toEqual([]); // nothing built yet
    const employee = loaders.employee;
    expect(loaders.employee).toBe(employee);
    expect(Object.keys(loaders)).toContain('employeeDetail'); // its area, built with it
    expect(Object.keys(loaders)).not.toContain('contracts'); // another area's, not
    expect(await Promise.all([loaders.employee.load(1), loaders.employee.load(2)])).toEqual([{ id: 1 }, { id: 2 }]);
    expect(calls).toEqual(['GET /api/employees/batch?ids=1%2C2']);
    expect(seen).toEqual([['employee', 2]]);
    // Another request's loaders are its own.
    expect(createLoaders(client, true).employee).not.toBe(employee);
  });
});
