// Commutes (part 2 §3 Commute, §4 fixed or variable, §7; part 1 §3 display: transport type, distance in km).
// The enums are the REST strings (gateway/src/core/enums.ts).
import { toGlobalId } from 'graphql-relay';
import type {
  CommuteAuditEntryResolvers,
  CommuteAuditStateResolvers,
  CommuteResolvers,
  VariableCommuteResolvers,
} from '../__generated__/resolvers-types';
import { globalId } from '../core/ids';

export const Commute: CommuteResolvers = {
  id: (c) => globalId('Commute', c.id),
  internalId: (c) => c.id,
  transportType: (c) => c.transport_type,
  distanceKm: (c) => c.distance_km,
  daysPerWeek: (c) => c.days_per_week,
  startDate: (c) => c.start_date,
};

export const VariableCommute: VariableCommuteResolvers = {
  transportType: (v) => v.type,
  maxDays: (v) => v.max_days,
};

export const CommuteAuditState: CommuteAuditStateResolvers = {
  type: (s) => s.type ?? null,
  transportType: (s) => s.transport_type ?? null,
  distanceKm: (s) => s.distance_km ?? null,
  daysPerWeek: (s) => s.days_per_week ?? null,
  startDate: (s) => s.start_date ?? null,
  year: (s) => s.year ?? null,
  month: (s) => s.month ?? null,
  days: (s) => s.days ?? null,
};

export const CommuteAuditEntry: CommuteAuditEntryResolvers = {
  id: (e) => toGlobalId('CommuteAuditEntry', String(e.id)),
  internalId: (e) => e.id,
  employee: (e, _, ctx) => ctx.loaders.employee.load(e.employee_id),
  employeeName: (e) => e.employee_name,
  actorUserId: (e) => e.actor_user_id,
  actorName: (e) => e.actor_name,
  createdAt: (e) => e.created_at,
};
