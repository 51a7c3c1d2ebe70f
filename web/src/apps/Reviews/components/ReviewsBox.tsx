import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import { formatDate } from '../../../i18n/formatDate';
import { graphql, useFragment } from 'react-relay';
import { Link as RouterLink } from 'react-router';
import type { ReviewsBox_employee$key } from '../../../__generated__/ReviewsBox_employee.graphql';
import { useT } from '../../../i18n/I18nProvider';
import { addReviewPath, reviewPath, reviewsPath } from '../../../paths';
import { CaughtSection, EmptyLine } from '../../Profile/components/ProfileSectionCard';
import { canDo, canSee } from '../../Profile/profilePermissions';
import { reviewStatusLabel } from '../reviewStatus';

/**
 * Part 2 §2 performance reviews box: the 3 latest (part 1 §9) with type and date, the message that none were added
 * yet, and the link to all reviews of the person. Shown only with review access (part 2 §6).
 */
export function ReviewsBox({ employee }: { employee: ReviewsBox_employee$key }) {
  const t = useT();
  const data = useFragment(ReviewsBox_employee, employee);
  if (!canSee(data.permissions, 'performanceReviews')) return null;
  const add = canDo(data.permissions, 'manageReviews') ? (
    <Button size="small" component={RouterLink} to={addReviewPath(data.internalId)}>
      {t('ADD_REVIEW')}
    </Button>
  ) : undefined;
  return (
    <CaughtSection id="reviews" title={t('PERFORMANCE_REVIEWS')} result={data.reviews} action={add}>
      {(reviews) => (
        <Stack spacing={1}>
          {reviews.edges.length === 0 ? (
            <EmptyLine>{t('NO_REVIEWS')}</EmptyLine>
          ) : (
            <List dense disablePadding aria-label={t('PERFORMANCE_REVIEWS')}>
              {reviews.edges.map(({ node }) => {
                const label = reviewStatusLabel(node.status);
                return (
                  <ListItem key={node.id} disableGutters>
                    <ListItemText
                      primary={
                        <Link component={RouterLink} to={reviewPath(node.internalId)}>
                          {node.typeName}
                        </Link>
                      }
                      secondary={formatDate(t, node.dateEvaluation)}
                    />
                    {label && <Chip size="small" label={t(label)} />}
                  </ListItem>
                );
              })}
            </List>
          )}
          <Link component={RouterLink} to={reviewsPath(data.internalId)} variant="body2">
            {t('SHOW_ALL_REVIEWS')}
          </Link>
        </Stack>
      )}
    </CaughtSection>
  );
}

const ReviewsBox_employee = graphql`
  fragment ReviewsBox_employee on Employee {
    id
    internalId
    permissions {
      sections
      actions
    }
    reviews(first: 3) @catch(to: RESULT) {
      edges {
        node {
          id
          internalId
          typeName
          dateEvaluation
          status
        }
      }
    }
  }
`;
