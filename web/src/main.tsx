import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RelayEnvironmentProvider } from 'react-relay';
import { RouterProvider } from 'react-router';
import { createEnvironment, createFetchGraphQL } from './relay/environment';
import { createAppRouter } from './router';
import { endSession } from './session';
import { theme } from './theme';

const environment = createEnvironment(createFetchGraphQL({ onUnauthenticated: endSession }));
const router = createAppRouter(environment);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <RelayEnvironmentProvider environment={environment}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        <RouterProvider router={router} />
      </ThemeProvider>
    </RelayEnvironmentProvider>
  </StrictMode>,
);
