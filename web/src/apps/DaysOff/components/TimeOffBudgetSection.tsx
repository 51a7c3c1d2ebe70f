import { memo } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { TimeOffBudgetSection_employee$key } from '../../../__generated__/TimeOffBudgetSection_employee.graphql';
import { useT } from '../../../i18n/I18nProvider';
import { CaughtSection } from '../../Profile/components/ProfileSectionCard';
import { DaysOffUsageList } from './DaysOffUsageList';

/**
 * The calendar page's time-off budget section (part 1 §2): every usage row of the shown year, with its bar.
 * Memoized, like the type filter and the replan button: selecting days does not render it again.
 */
export const TimeOffBudgetSection = memo(function TimeOffBudgetSection({
  employee,
}: {
  employee: TimeOffBudgetSection_employee$key;
}) {
  const t = useT();
  const data = useFragment(TimeOffBudgetSection_employee, employee);
  return (
    <CaughtSection id="time-off-budget" title={t('TIME_OFF_BUDGET')} result={data.daysOffUsage}>
      {(usage) => <DaysOffUsageList usage={usage} collapsible={false} />}
    </CaughtSection>
  );
});

const TimeOffBudgetSection_employee = graphql`
  fragment TimeOffBudgetSection_employee on Employee @argumentDefinitions(year: { type: "Int!" }) {
    daysOffUsage(year: $year) @catch(to: RESULT) {
      ...DaysOffUsageList_usage
    }
  }
`;
