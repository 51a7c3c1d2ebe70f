// The userErrors every mutation payload carries (STYLE.md convention 4: code from the spec's error catalogue, message,
// field). Each mutation spreads this fragment with @relay(mask: false): its fields stay in the payload's own type, so
// the readers keep reading `payload.userErrors` as before, and a mutation cannot forget one of them.
import { graphql } from 'react-relay';

export const userErrorFields = graphql`
  fragment UserError_fields on UserError {
    code
    message
    field
  }
`;
