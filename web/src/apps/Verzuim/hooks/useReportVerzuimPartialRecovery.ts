import { graphql } from 'react-relay';
import type {
  ReportVerzuimPartialRecoveryInput,
  useReportVerzuimPartialRecoveryMutation,
} from '../../../__generated__/useReportVerzuimPartialRecoveryMutation.graphql';
import { useMutationPayload } from '../../../relay/useMutationPayload';

export type { ReportVerzuimPartialRecoveryInput };

/** part 1 §7 reportVerzuimPartialRecovery: a partial recovery continues an open verzuim; `year` is the calendar year to refresh (verzuimRefresh). */
export function useReportVerzuimPartialRecovery() {
  const [run, isInFlight] = useMutationPayload<useReportVerzuimPartialRecoveryMutation, 'reportVerzuimPartialRecovery'>(
    mutation,
    'reportVerzuimPartialRecovery',
  );
  return [(input: ReportVerzuimPartialRecoveryInput, year: number) => run({ input, year }), isInFlight] as const;
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
        ...UserError_fields @relay(mask: false)
      }
    }
  }
`;
