import type { Resolvers } from './__generated__/resolvers-types';
import { ActivityEventInfo, ActivityItem } from './resolvers/ActivityItem';
import { Asset } from './resolvers/Asset';
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
import { ContractListItem } from './resolvers/ContractListItem';
import { Document } from './resolvers/Document';
import { DimonaDeclaration, DimonaStatus, ExtraShift, FlexiJointCommitteeWithDates } from './resolvers/DimonaStatus';
import { CustomField } from './resolvers/CustomField';
import { Department } from './resolvers/Department';
import { Employee } from './resolvers/Employee';
import { Mutation } from './resolvers/Mutation';
import { Node } from './resolvers/Node';
import { OneDayContract } from './resolvers/OneDayContract';
import { PayrollIntegration } from './resolvers/PayrollIntegration';
import { Query } from './resolvers/Query';
import { ReportsTo } from './resolvers/ReportsTo';
import { Role } from './resolvers/Role';
import { Seniority } from './resolvers/Seniority';
import { TrainingParticipation } from './resolvers/TrainingParticipation';
import { Vehicle } from './resolvers/Vehicle';
import { Team } from './resolvers/Team';
import { Viewer } from './resolvers/Viewer';
import { Termination } from './resolvers/Termination';
import { TotalCost, TotalCostComponent, WeeklySchedule } from './resolvers/TotalCost';
import { CustomBenefit, RecurringHoliday, RecurringHolidayDay, RecurringHolidayEntry, Wage, WagePayrollData } from './resolvers/Wage';

export const resolvers: Resolvers = {
  Query,
  Mutation,
  Node,
  Viewer,
  Company,
  PayrollIntegration,
  Employee,
  Team,
  Department,
  ReportsTo,
  Role,
  CustomField,
  Seniority,
  Document,
  ContractListItem,
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
};
