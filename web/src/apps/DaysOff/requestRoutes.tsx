import { isIsoDate, yearOf } from '@people/domain/dates';
import { graphql } from 'react-relay';
import type { LoaderFunctionArgs, RouteObject } from 'react-router';
import type { IEnvironment } from 'relay-runtime';
import type { BulkConfirmRouteQuery } from '../../__generated__/BulkConfirmRouteQuery.graphql';
import type { BulkDeleteRouteQuery } from '../../__generated__/BulkDeleteRouteQuery.graphql';
import type { UnemploymentFollowUpRouteQuery } from '../../__generated__/UnemploymentFollowUpRouteQuery.graphql';
import { RouteErrorBoundary } from '../../components/RouteErrorBoundary';
import { routeQueryLoader } from '../../relay/routeQuery';

export const unemploymentFollowUpRouteQuery = graphql`
  query UnemploymentFollowUpRouteQuery($id: ID!) {
    employee(id: $id) {
      id
      ...UnemploymentFollowUpPage_employee
    }
  }
`;

export const bulkConfirmRouteQuery = graphql`
  query BulkConfirmRouteQuery($id: ID!, $year: Int!) {
    employee(id: $id) {
      id
      ...BulkConfirmPage_employee @arguments(year: $year)
    }
    viewer {
      ...BulkConfirmPage_viewer
    }
    ...BulkPeoplePicker_query
  }
`;

export const bulkDeleteRouteQuery = graphql`
  query BulkDeleteRouteQuery($id: ID!) {
    employee(id: $id) {
      id
      ...BulkDeletePage_employee
    }
    ...BulkPeoplePicker_query
  }
`;

/**
 * The days of one picked person for the bulk delete page (part 1 §2 /calendar/bulk/delete): fetched per
 * person as people are picked, since the route cannot know them in advance.
 */
export const bulkDeleteEntriesQuery = graphql`
  query BulkDeleteEntriesQuery($id: ID!, $year: Int!) {
    employee(id: $id) {
      id
      calendar(year: $year) {
        days {
          date
          items {
            entryId
            company
            type
            name
            status
            amPmHint
            startMinutes
            durationMinutes
          }
        }
      }
    }
  }
`;

/**
 * The days of the bulk pages' `dates` query (ISO, comma-joined), sorted and without repeats. part 1 §4 limits a
 * selection to one year: we keep the days of the first day's year and drop anything that is not a date.
 */
export function bulkDates(search: URLSearchParams): string[] {
  const dates = [...new Set((search.get('dates') ?? '').split(',').map((d) => d.trim()).filter(isIsoDate))].sort();
  return dates.filter((date) => yearOf(date) === yearOf(dates[0]));
}

/** The bulk pages' year: the year of their days, else the current year. */
export function bulkYear(search: URLSearchParams): number {
  const dates = bulkDates(search);
  return dates.length > 0 ? yearOf(dates[0]) : new Date().getFullYear();
}

const searchOf = ({ request }: LoaderFunctionArgs) => new URL(request.url).searchParams;

/** Part 1 §2: the Belgium-only unemployment follow-ups and the bulk add and bulk delete confirmations. */
export function daysOffRequestRoutes(environment: IEnvironment): RouteObject[] {
  const followUp = (path: string, cancel: boolean): RouteObject => ({
    path,
    loader: routeQueryLoader<UnemploymentFollowUpRouteQuery>(environment, unemploymentFollowUpRouteQuery, {
      variables: ({ params }) => ({ id: params.id ?? '' }),
    }),
    lazy: async () => {
      const { UnemploymentFollowUpPage } = await import('./components/UnemploymentFollowUpPage');
      return { Component: () => <UnemploymentFollowUpPage cancel={cancel} /> };
    },
    ErrorBoundary: RouteErrorBoundary,
  });
  return [
    followUp('people/:id/daysOff/confirm/belgium_only/unemployment', false),
    followUp('people/:id/daysOff/confirm_cancel/belgium_only/unemployment', true),
    {
      path: 'people/:id/daysOff/bulk/confirm',
      loader: routeQueryLoader<BulkConfirmRouteQuery>(environment, bulkConfirmRouteQuery, {
        variables: (args) => ({ id: args.params.id ?? '', year: bulkYear(searchOf(args)) }),
      }),
      lazy: async () => ({ Component: (await import('./components/BulkConfirmPage')).BulkConfirmPage }),
      ErrorBoundary: RouteErrorBoundary,
    },
    {
      path: 'people/:id/calendar/bulk/delete',
      loader: routeQueryLoader<BulkDeleteRouteQuery>(environment, bulkDeleteRouteQuery, {
        variables: ({ params }) => ({ id: params.id ?? '' }),
      }),
      lazy: async () => ({ Component: (await import('./components/BulkDeletePage')).BulkDeletePage }),
      ErrorBoundary: RouteErrorBoundary,
    },
  ];
}
