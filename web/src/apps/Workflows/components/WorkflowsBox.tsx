import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import { graphql, useFragment } from 'react-relay';
import { Link as RouterLink } from 'react-router';
import type { WorkflowsBox_employee$key } from '../../../__generated__/WorkflowsBox_employee.graphql';
import { useT } from '../../../i18n/I18nProvider';
import { CaughtSection, EmptyLine } from '../../Profile/components/ProfileSectionCard';
import { canDo, canSee } from '../../Profile/profilePermissions';
import { assignWorkflowPath, workflowPath } from '../paths';

/**
 * Part 2 §2 workflows box: only the unfinished workflows, each with a progress bar of closed over total tasks and a
 * link to its page; the assign link unless light access hides it (part 2 §6). Hidden without enable_workflows.
 */
export function WorkflowsBox({ employee }: { employee: WorkflowsBox_employee$key }) {
  const t = useT();
  const data = useFragment(WorkflowsBox_employee, employee);
  if (!canSee(data.permissions, 'workflows')) return null;
  const assign = canDo(data.permissions, 'assignWorkflow') ? (
    <Button component={RouterLink} to={assignWorkflowPath(data.internalId)} size="small">
      {t('ASSIGN_WORKFLOW')}
    </Button>
  ) : undefined;
  return (
    <CaughtSection id="workflows" title={t('WORKFLOWS')} result={data.workflows} action={assign}>
      {(workflows) =>
        workflows.length === 0 ? (
          <EmptyLine>{t('NO_UNFINISHED_WORKFLOWS')}</EmptyLine>
        ) : (
          <List dense disablePadding aria-label={t('WORKFLOWS')}>
            {workflows.map((workflow) => {
              const { closed, total } = workflow.progress;
              const label = t('WORKFLOW_PROGRESS', { closed, total });
              return (
                <ListItem key={workflow.id} disableGutters sx={{ display: 'block' }}>
                  <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
                    <Link component={RouterLink} to={workflowPath(data.internalId, workflow.internalId)}>
                      {workflow.name}
                    </Link>
                    <Typography variant="body2" color="text.secondary">
                      {closed}/{total}
                    </Typography>
                  </Box>
                  <LinearProgress
                    variant="determinate"
                    value={total === 0 ? 0 : Math.round((closed / total) * 100)}
                    aria-label={`${workflow.name}: ${label}`}
                    sx={{ mt: 0.5 }}
                  />
                </ListItem>
              );
            })}
          </List>
        )
      }
    </CaughtSection>
  );
}

const WorkflowsBox_employee = graphql`
  fragment WorkflowsBox_employee on Employee {
    id
    internalId
    permissions {
      sections
      actions
    }
    workflows(state: PENDING) @catch(to: RESULT) {
      id
      internalId
      name
      progress {
        closed
        total
      }
    }
  }
`;
