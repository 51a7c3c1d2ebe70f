import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { graphql, useFragment } from 'react-relay';
import type { ProfileLayout_employee$key } from '../../../__generated__/ProfileLayout_employee.graphql';
import { DaysOffUsageBox } from '../../DaysOff/components/DaysOffUsageBox';
import { canSee } from '../profilePermissions';
import { ActivityFeed } from './ActivityFeed';
import { ArchivedBanner } from './ArchivedBanner';
import { AssetsSection } from './AssetsSection';
import { ContactSection } from './ContactSection';
import { ContractsSection } from './ContractsSection';
import { CustomFieldsSection } from './CustomFieldsSection';
import { DocumentsSection } from './DocumentsSection';
import { FleetSection } from './FleetSection';
import { ParallelContractSwitcher } from './ParallelContractSwitcher';
import { PayrollProviderSection } from './PayrollProviderSection';
import { PersonalInformationSection } from './PersonalInformationSection';
import { ProfileHeader } from './ProfileHeader';
import { ProfileWarnings } from './ProfileWarnings';
import { ReportingToSection } from './ReportingToSection';
import { SelfServiceStatusSection } from './SelfServiceStatusSection';
import { TrainingsSection } from './TrainingsSection';
import { VerzuimSection } from '../../Verzuim/components/VerzuimSection';
import { WageBox } from '../../Wage/components/WageBox';
import { WorkflowsBox } from '../../Workflows/components/WorkflowsBox';
import { BudgetsSection } from '../../Budgets/components/BudgetsSection';
import { CommuteSection } from '../../Commutes/components/CommuteSection';
import { SoftwareBox } from '../../Software/components/SoftwareBox';
import { ReviewsBox } from '../../Reviews/components/ReviewsBox';

/**
 * The profile page of part 1 §2: the header, the archived banner, the warnings, then the sections
 * in two columns. Each section decides from `permissions.sections` whether it shows. Sections of
 * later issues have their place here, named in a comment, and are filled by those issues.
 */
export function ProfileLayout({ employee }: { employee: ProfileLayout_employee$key }) {
  const data = useFragment(ProfileLayout_employee, employee);
  return (
    <Stack spacing={2}>
      <ParallelContractSwitcher employee={data} />
      <ArchivedBanner employee={data} />
      {canSee(data.permissions, 'header') && <ProfileHeader employee={data} />}
      <ProfileWarnings employee={data} />
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 2fr) minmax(0, 1fr)' },
          alignItems: 'start',
        }}
      >
        <Stack spacing={2}>
          {/* Wage box (part 1 §2 "Wage box"): shown when canSee(permissions, 'wage'), decided inside. */}
          <WageBox employee={data} />
          {/* Days-off usage (part 1 §2): shown when canSee(permissions, 'daysOffUsage'), decided inside. */}
          <DaysOffUsageBox employee={data} />
          {/* Sick leave, verzuim (part 1 §2, Dutch market): shown when canSee(permissions, 'verzuim'), decided inside. */}
          <VerzuimSection employee={data} />
          {/* Budgets (part 1 §2, part 2): shown when canSee(permissions, 'budgets'), decided inside. */}
          <BudgetsSection employee={data} />
          {canSee(data.permissions, 'contact') && <ContactSection employee={data} />}
          <PersonalInformationSection employee={data} />
          <CustomFieldsSection employee={data} />
          <DocumentsSection employee={data} />
          <ContractsSection employee={data} />
          <ActivityFeed employee={data} />
        </Stack>
        <Stack spacing={2}>
          <SelfServiceStatusSection employee={data} />
          <ReportingToSection employee={data} />
          <PayrollProviderSection employee={data} />
          {/* Workflows (part 2 §2): shown when canSee(permissions, 'workflows'), decided inside. */}
          <WorkflowsBox employee={data} />
          {/* Performance evaluations, 3 latest (part 1 §2, part 2 §2): shown when canSee(permissions, 'performanceReviews'). */}
          <ReviewsBox employee={data} />
          <TrainingsSection employee={data} />
          <AssetsSection employee={data} />
          {/* Software licenses, 3 of 4 fetched (part 1 §2, part 2 §2): shown when canSee(permissions, 'software'). */}
          <SoftwareBox employee={data} />
          <FleetSection employee={data} />
          {/* Commute (part 1 §2, part 2): shown when canSee(permissions, 'commute'), decided inside. */}
          <CommuteSection employee={data} />
        </Stack>
      </Box>
    </Stack>
  );
}

const ProfileLayout_employee = graphql`
  fragment ProfileLayout_employee on Employee
  @argumentDefinitions(
    daysOffYear: { type: "Int!" }
    budgetsYear: { type: "Int!" }
    withVerzuim: { type: "Boolean!", defaultValue: true }
  ) {
    permissions {
      sections
    }
    ...ParallelContractSwitcher_employee
    ...ArchivedBanner_employee
    ...ProfileHeader_employee
    ...ProfileWarnings_employee
    ...WorkflowsBox_employee
    ...ContactSection_employee
    ...PersonalInformationSection_employee
    ...CustomFieldsSection_employee
    ...DocumentsSection_employee
    ...ContractsSection_employee
    ...ActivityFeed_employee
    ...SelfServiceStatusSection_employee
    ...ReportingToSection_employee
    ...PayrollProviderSection_employee
    ...TrainingsSection_employee
    ...AssetsSection_employee
    ...FleetSection_employee
    ...DaysOffUsageBox_employee @arguments(year: $daysOffYear)
    ...VerzuimSection_employee @arguments(year: $daysOffYear, withVerzuim: $withVerzuim)
    ...WageBox_employee
    ...BudgetsSection_employee @arguments(year: $budgetsYear)
    ...CommuteSection_employee
    ...SoftwareBox_employee
    ...ReviewsBox_employee
  }
`;
