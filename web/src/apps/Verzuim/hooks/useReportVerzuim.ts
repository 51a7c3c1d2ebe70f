import { graphql } from 'react-relay';
import type { ReportVerzuimInput, useReportVerzuimMutation } from '../../../__generated__/useReportVerzuimMutation.graphql';
import { usePromiseMutation } from '../../../relay/usePromiseMutation';

export type { ReportVerzuimInput };

/** part 1 §7 reportVerzuimStart: reports a person sick from a day; `year` is the calendar year to refresh (verzuimRefresh). */
export function useReportVerzuim() {
  const [commit, isInFlight] = usePromiseMutation<useReportVerzuimMutation>(mutation);
  const run = async (input: ReportVerzuimInput, year: number) => (await commit({ input, year })).reportVerzuim;
  return [run, isInFlight] as const;
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
