import LogoutIcon from '@mui/icons-material/Logout';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { graphql, useFragment } from 'react-relay';
import { Link as RouterLink } from 'react-router';
import type { AppHeader_viewer$key } from '../../../__generated__/AppHeader_viewer.graphql';
import { useT } from '../../../i18n/I18nProvider';
import { PEOPLE_PATH } from '../../../paths';
import { MY_TASKS_PATH, WORKFLOW_TEMPLATES_PATH } from '../../Workflows/paths';
import { useSignOut } from '../../Auth/hooks/useSignOut';

export function AppHeader({ viewer }: { viewer: AppHeader_viewer$key }) {
  const t = useT();
  const data = useFragment(AppHeader_viewer, viewer);
  const [signOut, signingOut] = useSignOut();
  return (
    <AppBar position="static" elevation={0}>
      <Toolbar sx={{ gap: 2 }}>
        <Typography
          variant="h6"
          component={RouterLink}
          to={PEOPLE_PATH}
          sx={{ color: 'inherit', textDecoration: 'none', fontWeight: 700 }}
        >
          {t('APP_NAME')}
        </Typography>
        {/* Issue 17: 'my tasks' and the workflow templates, with enable_workflows. */}
        <Box component="nav" aria-label={t('MAIN_NAVIGATION')} sx={{ display: 'flex', gap: 1 }}>
          {data.workflowPermissions.enabled && (
            <Button color="inherit" component={RouterLink} to={MY_TASKS_PATH}>
              {t('MY_TASKS')}
            </Button>
          )}
          {data.workflowPermissions.readTemplates && (
            <Button color="inherit" component={RouterLink} to={WORKFLOW_TEMPLATES_PATH}>
              {t('WORKFLOW_TEMPLATES')}
            </Button>
          )}
        </Box>
        <Box sx={{ flexGrow: 1 }} />
        <Box sx={{ textAlign: 'right', display: { xs: 'none', sm: 'block' } }}>
          <Typography variant="body2">{data.name}</Typography>
          <Typography variant="caption" sx={{ opacity: 0.8 }}>
            {data.company.name}
          </Typography>
        </Box>
        <Button color="inherit" startIcon={<LogoutIcon />} onClick={signOut} disabled={signingOut}>
          {t('SIGN_OUT')}
        </Button>
      </Toolbar>
    </AppBar>
  );
}

const AppHeader_viewer = graphql`
  fragment AppHeader_viewer on Viewer {
    name
    company {
      name
    }
    workflowPermissions {
      enabled
      readTemplates
    }
  }
`;
