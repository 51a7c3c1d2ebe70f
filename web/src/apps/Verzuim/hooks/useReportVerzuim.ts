import { graphql } from 'react-relay';
import type {
  ReportVerzuimInput,
  useReportVerzuimMutation,
} from '../../../__generated__/useReportVerzuimMutation.graphql';
import { useIdempotencyKey } from '../../../relay/useIdempotencyKey';
import { useMutationPayload } from '../../../relay/useMutationPayload';

export type { ReportVerzuimInput };

/** part 1 §7 reportVerzuimStart: reports a person sick from a day; `year` is the calendar year to refresh (verzuimRefresh). */
export function useReportVerzuim() {
  const [run, isInFlight] = useMutationPayload<useReportVerzuimMutation, 'reportVerzuim'>(mutation, 'reportVerzuim');
  // One idempotencyKey per submission: a double click or a retry after a lost answer reports once.
  const send = useIdempotencyKey(({ year, ...input }: ReportVerzuimInput & { year: number; idempotencyKey: string }) =>
    run({ input, year }),
  );
  return [(input: ReportVerzuimInput, year: number) => send({ ...input, year }), isInFlight] as const;
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
        ...UserError_fields @relay(mask: false)
      }
    }
  }
`;
