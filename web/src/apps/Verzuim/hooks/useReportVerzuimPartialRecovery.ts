import { graphql } from 'react-relay';
import type { ReportVerzuimPartialRecoveryInput, useReportVerzuimPartialRecoveryMutation } from '../../../__generated__/useReportVerzuimPartialRecoveryMutation.graphql';
import { usePromiseMutation } from '../../../relay/usePromiseMutation';

export type { ReportVerzuimPartialRecoveryInput };

/** part 1 §7 reportVerzuimPartialRecovery: a partial recovery continues an open verzuim; `year` is the calendar year to refresh (verzuimRefresh). */
export function useReportVerzuimPartialRecovery() {
  const [commit, isInFlight] = usePromiseMutation<useReportVerzuimPartialRecoveryMutation>(mutation);
  const run = async (input: ReportVerzuimPartialRecoveryInput, year: number) => (await commit({ input, year })).reportVerzuimPartialRecovery;
  return [run, isInFlight] as const;
}

const mutation = graphql`
  mutation useReportVerzuimPartialRecoveryMutation($input: ReportVerzuimPartialRecoveryInput!, $year: Int!) {
    reportVerzuimPartialRecovery(input: $input) {
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
