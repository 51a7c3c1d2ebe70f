import Link from '@mui/material/Link';
import { graphql, useFragment } from 'react-relay';
import { Link as RouterLink } from 'react-router';
import type { ManagerName_reportsTo$key } from '../../../__generated__/ManagerName_reportsTo.graphql';
import { profilePath } from '../../../paths';

/** A manager of the viewer's group links to their profile; others are plain text (part 1 §6). */
export function ManagerName({ reportsTo }: { reportsTo: ManagerName_reportsTo$key }) {
  const { personName, person } = useFragment(ManagerName_reportsTo, reportsTo);
  if (!person) return <>{personName}</>;
  return (
    <Link component={RouterLink} to={profilePath(person.internalId)}>
      {personName}
    </Link>
  );
}

const ManagerName_reportsTo = graphql`
  fragment ManagerName_reportsTo on ReportsTo {
    personName
    person {
      id
      internalId
    }
  }
`;
