import Button from '@mui/material/Button';
import { graphql, useFragment } from 'react-relay';
import { Link as RouterLink } from 'react-router';
import type { AddPersonButton_query$key } from '../../../__generated__/AddPersonButton_query.graphql';
import { useT } from '../../../i18n/I18nProvider';
import { ADD_PERSON_PATH } from '../../../paths';

/** The people list's "Add a person", for a viewer who may (domain mayDo('addPerson')). */
export function AddPersonButton({ query }: { query: AddPersonButton_query$key }) {
  const t = useT();
  const { viewer } = useFragment(AddPersonButton_query, query);
  if (!viewer?.mayAddPeople) return null;
  return (
    <Button component={RouterLink} to={ADD_PERSON_PATH} variant="contained">
      {t('ADD_PERSON')}
    </Button>
  );
}

const AddPersonButton_query = graphql`
  fragment AddPersonButton_query on Query {
    viewer {
      mayAddPeople
    }
  }
`;
