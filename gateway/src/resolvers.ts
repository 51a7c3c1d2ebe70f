import type { Resolvers } from './__generated__/resolvers-types';
import { ActivityEventInfo, ActivityItem } from './history/ActivityItem';
import { Asset } from './linked/Asset';
import { Budget, BudgetDefault, BudgetItem } from './budgets/Budget';
import { Commute, CommuteAuditEntry, CommuteAuditState, VariableCommute } from './commutes/Commute';
import { AuditEntry } from './history/AuditEntry';
import { CalendarDay } from './daysOff/CalendarDay';
import { CalendarItem } from './daysOff/CalendarItem';
import { CompanyHoliday } from './daysOff/CompanyHoliday';
import { LeaveRequest, LeaveRequestDay } from './daysOff/LeaveRequest';
import { AccrualCorrection, DayOffType, DayOffTypeException } from './daysOff/DayOffType';
import { DayOffRuleset, DayOffTypeSettings } from './daysOffSettings/DayOffTypeSettings';
import { DayOffUsageItem } from './daysOff/DayOffUsageItem';
import { DayOffRulesetUsage, DaysOffUsage } from './daysOff/DaysOffUsage';
import { EmployeeCalendar } from './daysOff/calendar';
import { Company } from './people/Company';
import { Contract, ContractSigner, ContractTemplate, PublicContractTemplate } from './contracts/Contract';
import { Document } from './documents/Document';
import { DimonaDeclaration, DimonaStatus, ExtraShift, FlexiJointCommitteeWithDates } from './dimona/DimonaStatus';
import { CustomField } from './personPages/CustomField';
import { CustomFieldValue, ManagerLine, Reminder } from './personPages/PersonPages';
import { Department } from './people/Department';
import { Employee } from './Employee';
import { Mutation } from './Mutation';
import { Node } from './Node';
import { OneDayContract } from './dimona/OneDayContract';
import { Integration } from './profile/Integration';
import { Query } from './Query';
import { License } from './software/License';
import { Review, ReviewReport, ReviewType } from './reviews/Review';
import { SoftwareProduct } from './software/SoftwareProduct';
import { ReportsTo } from './people/ReportsTo';
import { Role } from './people/Role';
import { Seniority } from './profile/Seniority';
import { TrainingParticipation } from './linked/TrainingParticipation';
import { Vehicle } from './linked/Vehicle';
import { Workflow, WorkflowTask } from './workflows/Workflow';
import { WorkflowAssignee, WorkflowTemplate, WorkflowTemplateItem } from './workflows/WorkflowTemplate';
import { Team } from './people/Team';
import { Viewer } from './viewer/Viewer';
import { PoortwachterMilestone, Verzuim, VerzuimDay } from './verzuim/Verzuim';
import { Termination } from './profile/Termination';
import { TotalCost, TotalCostComponent, WeeklySchedule } from './wage/TotalCost';
import {
  CustomBenefit,
  RecurringHoliday,
  RecurringHolidayDay,
  RecurringHolidayEntry,
  Wage,
  WagePayrollData,
} from './wage/Wage';

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
  // Dimona
  DimonaStatus,
  DimonaDeclaration,
  ExtraShift,
  FlexiJointCommitteeWithDates,
  // The audit log
  AuditEntry,
  // Wage
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
  // Days off
  DaysOffUsage,
  DayOffRulesetUsage,
  DayOffUsageItem,
  EmployeeCalendar,
  CalendarDay,
  CalendarItem,
  LeaveRequest,
  LeaveRequestDay,
  DayOffType,
  DayOffTypeException,
  AccrualCorrection,
  DayOffTypeSettings,
  DayOffRuleset,
  CompanyHoliday,
  // Verzuim
  Verzuim,
  VerzuimDay,
  PoortwachterMilestone,
  // Workflows
  Workflow,
  WorkflowTask,
  WorkflowTemplate,
  WorkflowTemplateItem,
  WorkflowAssignee,
  // Budgets
  Budget,
  BudgetItem,
  BudgetDefault,
  // Commutes
  Commute,
  VariableCommute,
  CommuteAuditState,
  CommuteAuditEntry,
  // Software licenses
  SoftwareProduct,
  License,
  // Performance reviews
  Review,
  ReviewType,
  ReviewReport,
  // Contracts
  ContractSigner,
  ContractTemplate,
  PublicContractTemplate,
};
