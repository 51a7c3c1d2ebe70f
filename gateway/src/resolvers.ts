import type { Resolvers } from './__generated__/resolvers-types';
import { ActivityEventInfo, ActivityItem } from './resolvers/ActivityItem';
import { Asset } from './resolvers/Asset';
import { Budget, BudgetDefault, BudgetItem } from './resolvers/Budget';
import { Commute, CommuteAuditEntry, CommuteAuditState, VariableCommute } from './resolvers/Commute';
import { AuditEntry } from './resolvers/AuditEntry';
import { CalendarDay } from './resolvers/CalendarDay';
import { CalendarItem } from './resolvers/CalendarItem';
import { CompanyHoliday } from './resolvers/CompanyHoliday';
import { AccrualCorrection, DayOffType, DayOffTypeException } from './resolvers/DayOffType';
import { DayOffRuleset, DayOffTypeSettings } from './resolvers/DayOffTypeSettings';
import { DayOffUsageItem } from './resolvers/DayOffUsageItem';
import { DayOffRulesetUsage, DaysOffUsage } from './resolvers/DaysOffUsage';
import { EmployeeCalendar } from './resolvers/EmployeeCalendar';
import { Company } from './resolvers/Company';
import { Contract, ContractSigner, ContractTemplate, PublicContractTemplate } from './resolvers/Contract';
import { Document } from './resolvers/Document';
import { DimonaDeclaration, DimonaStatus, ExtraShift, FlexiJointCommitteeWithDates } from './resolvers/DimonaStatus';
import { CustomField } from './resolvers/CustomField';
import { CustomFieldValue, ManagerLine, Reminder } from './resolvers/PersonPages';
import { Department } from './resolvers/Department';
import { Employee } from './resolvers/Employee';
import { Mutation } from './resolvers/Mutation';
import { Node } from './resolvers/Node';
import { OneDayContract } from './resolvers/OneDayContract';
import { Integration } from './resolvers/Integration';
import { Query } from './resolvers/Query';
import { License } from './resolvers/License';
import { Review, ReviewReport, ReviewType } from './resolvers/Review';
import { SoftwareProduct } from './resolvers/SoftwareProduct';
import { ReportsTo } from './resolvers/ReportsTo';
import { Role } from './resolvers/Role';
import { Seniority } from './resolvers/Seniority';
import { TrainingParticipation } from './resolvers/TrainingParticipation';
import { Vehicle } from './resolvers/Vehicle';
import { Workflow, WorkflowTask } from './resolvers/Workflow';
import { WorkflowAssignee, WorkflowTemplate, WorkflowTemplateItem } from './resolvers/WorkflowTemplate';
import { Team } from './resolvers/Team';
import { Viewer } from './resolvers/Viewer';
import { PoortwachterMilestone, Verzuim, VerzuimDay } from './resolvers/Verzuim';
import { Termination } from './resolvers/Termination';
import { TotalCost, TotalCostComponent, WeeklySchedule } from './resolvers/TotalCost';
import { CustomBenefit, RecurringHoliday, RecurringHolidayDay, RecurringHolidayEntry, Wage, WagePayrollData } from './resolvers/Wage';

export const resolvers: Resolvers = {
  Query,
  Mutation,
  Node,
  Viewer,
  Company,
  Integration,
  Employee,
  Team,
  Department,
  ReportsTo,
  Role,
  CustomField,
  CustomFieldValue,
  ManagerLine,
  Reminder,
  Seniority,
  Document,
  Contract,
  OneDayContract,
  TrainingParticipation,
  Asset,
  Vehicle,
  ActivityItem,
  ActivityEventInfo,
  // Dimona (issue 16)
  DimonaStatus,
  DimonaDeclaration,
  ExtraShift,
  FlexiJointCommitteeWithDates,
  // The audit log (issue 11)
  AuditEntry,
  // Wage (issue 5)
  Wage,
  WagePayrollData,
  CustomBenefit,
  TotalCost,
  TotalCostComponent,
  Termination,
  WeeklySchedule,
  RecurringHoliday,
  RecurringHolidayDay,
  RecurringHolidayEntry,
  // Days off (issue 6)
  DaysOffUsage,
  DayOffRulesetUsage,
  DayOffUsageItem,
  EmployeeCalendar,
  CalendarDay,
  CalendarItem,
  DayOffType,
  DayOffTypeException,
  AccrualCorrection,
  DayOffTypeSettings,
  DayOffRuleset,
  CompanyHoliday,
  // Verzuim (issue 15)
  Verzuim,
  VerzuimDay,
  PoortwachterMilestone,
  // Workflows (issue 17)
  Workflow,
  WorkflowTask,
  WorkflowTemplate,
  WorkflowTemplateItem,
  WorkflowAssignee,
  // Budgets and commutes (issue 20)
  Budget,
  BudgetItem,
  BudgetDefault,
  Commute,
  VariableCommute,
  CommuteAuditState,
  CommuteAuditEntry,
  // Software licenses and performance reviews (issue 19)
  SoftwareProduct,
  License,
  Review,
  ReviewType,
  ReviewReport,
  // Contracts (issue 18)
  ContractSigner,
  ContractTemplate,
  PublicContractTemplate,
};
