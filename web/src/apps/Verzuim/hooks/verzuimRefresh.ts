import { graphql } from 'react-relay';

/**
 * What a verzuim change makes stale (part 1 §2 "the calendar refreshes"): the person's calendar and usage of the year,
 * the profile's sick-leave section and the activity feed (each change writes its item). Every verzuim mutation answers
 * its person with this fragment, so the store holds the fresh data before the next page reads it.
 */
export const verzuimRefresh_employee = graphql`
  fragment verzuimRefresh_employee on Employee @argumentDefinitions(year: { type: "Int!" }) {
    id
    ...DaysOffCalendar_employee @arguments(year: $year)
    ...DaysOffUsageBox_employee @arguments(year: $year)
    ...VerzuimSection_employee @arguments(year: $year)
    ...ActivityFeed_employee
  }
`;
