import {
  DIRECTORY_EXPORT_COLUMNS,
  DIRECTORY_WAGE_COLUMNS,
  directoryExportColumns,
  mayFilterByWageType,
} from '../peopleDirectory';
import type { ViewerFlags } from '../permissions';
import { plainViewer } from '../test/viewers';

const viewer = (flags: Partial<ViewerFlags>): ViewerFlags => ({ ...plainViewer, ...flags });

describe('people directory export and filters (part 1 §6 wage access: admin = 1 or access_wages = 1)', () => {
  it.each([
    ['admin', { admin: true }, true],
    ['access_wages = 1', { accessWages: true }, true],
    ['neither', {}, false],
    ['light group access with access_wages', { accessWages: true, groupAccess: 'light' as const }, true],
  ])('%s: wage columns and the wage-type filter %s', (_name, flags, wages) => {
    expect(directoryExportColumns(viewer(flags))).toEqual(
      wages ? [...DIRECTORY_EXPORT_COLUMNS, ...DIRECTORY_WAGE_COLUMNS] : [...DIRECTORY_EXPORT_COLUMNS],
    );
    expect(mayFilterByWageType(viewer(flags))).toEqual(wages);
  });
});
