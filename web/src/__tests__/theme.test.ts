import { theme } from '../theme';

describe('theme', () => {
  // The build leaves MUI's CSS-variables theme and provider out (vite.config.ts muiWithoutCssVars); a theme
  // asking for them would reach the stubs there.
  it('asks for no CSS theme variables', () => {
    expect(['colorSchemes' in theme, 'cssVariables' in theme, theme.vars ?? null]).toEqual([false, false, null]);
  });
});
