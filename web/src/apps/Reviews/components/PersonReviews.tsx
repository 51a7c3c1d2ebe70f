import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatDate } from '../../../i18n/formatDate';
import { reviewPage, REVIEWS_PER_PAGE } from '@people/domain/reviews';
import { graphql, useFragment } from 'react-relay';
import { Link as RouterLink, useSearchParams } from 'react-router';
import type { PersonReviews_employee$key } from '../../../__generated__/PersonReviews_employee.graphql';
import { useT } from '../../../i18n/I18nProvider';
import { addReviewPath, profilePath, reviewPath, reviewsPath } from '../../../paths';
import { CaughtSection, EmptyLine } from '../../Profile/components/ProfileSectionCard';
import { canDo } from '../../Profile/profilePermissions';
import { reviewStatusLabel } from '../reviewStatus';

/** Part 2 §2 /evaluations/{personId}: all reviews of a person, the latest first, 3 per page (part 2 §9). */
export function PersonReviews({ employee }: { employee: PersonReviews_employee$key }) {
  const t = useT();
  const [searchParams] = useSearchParams();
  const data = useFragment(PersonReviews_employee, employee);
  const page = Math.max(0, Number(searchParams.get('page') ?? '0') || 0);
  return (
    <Stack spacing={2} sx={{ maxWidth: 760 }}>
      <Paper sx={{ p: 3 }}>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
          <Typography variant="h5" component="h1">
            {t('REVIEWS_OF', { name: data.name })}
          </Typography>
          <Stack direction="row" spacing={1}>
            <Button component={RouterLink} to={profilePath(data.internalId)}>
              {t('GO_BACK')}
            </Button>
            {canDo(data.permissions, 'manageReviews') && (
              <Button variant="contained" component={RouterLink} to={addReviewPath(data.internalId)}>
                {t('ADD_REVIEW')}
              </Button>
            )}
          </Stack>
        </Stack>
      </Paper>
      <CaughtSection id="all-reviews" title={t('PERFORMANCE_REVIEWS')} result={data.reviews}>
        {(reviews) => {
          const { pages, hasNext } = reviewPage(page, reviews.totalCount, REVIEWS_PER_PAGE);
          return (
            <Stack spacing={1}>
              {reviews.edges.length === 0 ? (
                <EmptyLine>{t('NO_REVIEWS')}</EmptyLine>
              ) : (
                <List dense disablePadding aria-label={t('PERFORMANCE_REVIEWS')}>
                  {reviews.edges.map(({ node }) => {
                    const label = reviewStatusLabel(node.status);
                    return (
                      <ListItem key={node.id} disableGutters data-testid="review-row">
                        <ListItemText
                          primary={
                            <Link component={RouterLink} to={reviewPath(node.internalId)}>
                              {node.typeName}
                            </Link>
                          }
                          secondary={[formatDate(t, node.dateEvaluation), node.summary].filter(Boolean).join(' · ')}
                        />
                        {label && <Chip size="small" label={t(label)} />}
                      </ListItem>
                    );
                  })}
                </List>
              )}
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                <Button
                  size="small"
                  component={RouterLink}
                  to={reviewsPath(data.internalId, page - 1)}
                  disabled={page === 0}
                >
                  {t('PREVIOUS_PAGE')}
                </Button>
                <Typography variant="body2">{t('REVIEW_PAGE', { page: page + 1, pages })}</Typography>
                <Button
                  size="small"
                  component={RouterLink}
                  to={reviewsPath(data.internalId, page + 1)}
                  disabled={!hasNext}
                >
                  {t('NEXT_PAGE')}
                </Button>
              </Stack>
            </Stack>
          );
        }}
      </CaughtSection>
    </Stack>
  );
}

const PersonReviews_employee = graphql`
  fragment PersonReviews_employee on Employee @argumentDefinitions(after: { type: "String" }) {
    id
    internalId
    name
    permissions {
      actions
    }
    reviews(first: 3, after: $after) @catch(to: RESULT) {
      totalCount
      edges {
        node {
          id
          internalId
          typeName
          dateEvaluation
          status
          summary
        }
      }
    }
  }
`;
