import { graphql } from 'react-relay';
import type { ReportVerzuimInput, useReportVerzuimMutation } from '../../../__generated__/useReportVerzuimMutation.graphql';
import { useMutationPayload } from '../../../relay/useMutationPayload';

export type { ReportVerzuimInput };

/** part 1 §7 reportVerzuimStart: reports a person sick from a day; `year` is the calendar year to refresh (verzuimRefresh). */
export function useReportVerzuim() {
  const [run, isInFlight] = useMutationPayload<useReportVerzuimMutation, 'reportVerzuim'>(mutation, 'reportVerzuim');
  return [(input: ReportVerzuimInput, year: number) => run({ input, year }), isInFlight] as const;
}

const mutation = graphql`
  mutation useReportVerzuimMutation($input: ReportVerzuimInput!, $year: Int!) {
    reportVerzuim(input: $input) {
      verzuim {
        id
        internalId
        startDate
      }
      employee {
        ...verzuimRefresh_employee @arguments(year: $year)
      }
      userErrors {
        code
        message
        field
      }
    }
  }
`;
