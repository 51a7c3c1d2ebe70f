import { toGlobalId } from 'graphql-relay';
import type { AuditAction, AuditEntryResolvers } from '../__generated__/resolvers-types';
import type { AuditEntryModel } from '../models';

/** GraphQL enum values are ALL_CAPS (STYLE.md 13); the REST API's are the words it stores. */
const ACTIONS: Record<AuditEntryModel['action'], AuditAction> = { read: 'READ', change: 'CHANGE' };

export const AuditEntry: AuditEntryResolvers = {
  id: (a) => toGlobalId('AuditEntry', String(a.id)),
  internalId: (a) => a.id,
  action: (a) => ACTIONS[a.action],
  fields: (a) => a.fields,
  route: (a) => a.route,
  actorUserId: (a) => a.actor_user_id,
  actorName: (a) => a.actor_name,
  createdAt: (a) => a.created_at,
};
