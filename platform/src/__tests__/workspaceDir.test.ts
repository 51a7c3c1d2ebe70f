import { workspaceDir } from '../workspaceDir';

describe('workspaceDir', () => {
  it.each([
    ['/app/rest/src', '/app/rest'],
    ['/app/rest/src/core', '/app/rest'],
    ['/app/gateway/src/daysOff/__tests__', '/app/gateway'],
    ['/app/rest/dist', '/app/rest'],
  ])('from %s is %s', (moduleDir, expected) => {
    expect(workspaceDir(moduleDir)).toEqual(expected);
  });

  it('refuses a folder outside src/ and dist/', () => {
    expect(() => workspaceDir('/app/rest/migrations')).toThrow('not inside a src/ or dist/ folder');
  });
});
