import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { graphql, useFragment } from 'react-relay';
import type { DemoSignInList_query$key } from '../../../__generated__/DemoSignInList_query.graphql';
import { useT } from '../../../i18n/I18nProvider';

type Props = { query: DemoSignInList_query$key; onPick: (email: string) => void };

/** The demo accounts, listed only while the demo data is loaded (the list is empty otherwise). */
export function DemoSignInList({ query, onPick }: Props) {
  const t = useT();
  const { demoSignIns } = useFragment(DemoSignInList_query, query);
  // A list the REST API could not answer is left out, like an empty one; signing in still works.
  if (!demoSignIns || demoSignIns.length === 0) return null;
  return (
    <Paper sx={{ p: 2 }}>
      <Typography variant="subtitle1" component="h2">
        {t('DEMO_SIGN_INS')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t('DEMO_SIGN_INS_HINT')}
      </Typography>
      <List dense>
        {demoSignIns.map((demo) => (
          <ListItemButton key={demo.email} onClick={() => onPick(demo.email)}>
            <ListItemText primary={demo.email} secondary={demo.description} />
          </ListItemButton>
        ))}
      </List>
    </Paper>
  );
}

const DemoSignInList_query = graphql`
  fragment DemoSignInList_query on Query {
    demoSignIns {
      email
      description
    }
  }
`;
