import {
  DEFAULT_STATE,
  directorySearchParams,
  directoryVariables,
  exportQuery,
  readDirectoryState,
} from '../directoryParams';

const read = (query: string) => readDirectoryState(new URLSearchParams(query));

describe('the people directory in the address', () => {
  it('a plain /people is the default list: active people by last name, 25 a page', () => {
    expect(read('')).toEqual(DEFAULT_STATE);
    expect(directorySearchParams(DEFAULT_STATE).toString()).toEqual('');
  });

  it('reads back what it writes', () => {
    const state = {
      ...DEFAULT_STATE,
      q: 'Çağlar',
      status: 'ALL' as const,
      team: '3',
      manager: '17',
      role: 'Developer',
      country: 'NL',
      wageType: 'EMPLOYEE_PAID_MONTHLY' as const,
      sort: 'JOIN_DATE' as const,
      order: 'DESC' as const,
      size: 50,
    };
    const params = directorySearchParams(state);
    expect(params.toString()).toEqual(
      'q=%C3%87a%C4%9Flar&status=ALL&team=3&manager=17&role=Developer&country=NL&wageType=EMPLOYEE_PAID_MONTHLY&sort=JOIN_DATE&order=DESC&size=50',
    );
    expect(readDirectoryState(params)).toEqual(state);
  });

  it('falls back to the default for what it cannot read, never an error', () => {
    expect(read('status=gone&team=abc&country=Belgium&sort=salary&order=up&size=7&wageType=x')).toEqual(DEFAULT_STATE);
    expect(read('status=archived&country=be').status).toEqual('ARCHIVED');
    expect(read('country=be').country).toEqual('BE');
  });

  it('gives the route query its variables and the export its REST query string', () => {
    const state = {
      ...DEFAULT_STATE,
      q: ' ann ',
      team: '3',
      wageType: 'INTERN_NOT_PAID' as const,
      sort: 'TEAM' as const,
    };
    expect(directoryVariables(state)).toEqual({
      count: 25,
      search: 'ann',
      filter: {
        status: 'ACTIVE',
        teamId: '3',
        departmentId: null,
        managerId: null,
        role: null,
        country: null,
        wageType: 'INTERN_NOT_PAID',
      },
      orderBy: { field: 'TEAM', direction: 'ASC' },
    });
    expect(exportQuery(state, 'csv')).toEqual(
      'format=csv&status=active&sort=team&order=asc&search=ann&team_id=3&wage_type=intern_not_paid',
    );
  });
});
