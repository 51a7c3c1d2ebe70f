import { toGlobalId } from 'graphql-relay';
import type { AuditEntryResolvers } from '../__generated__/resolvers-types';

export const AuditEntry: AuditEntryResolvers = {
  id: (a) => toGlobalId('AuditEntry', String(a.id)),
  internalId: (a) => a.id,
  // READ / CHANGE map to the REST strings in gateway/src/core/enums.ts.
  action: (a) => a.action,
  fields: (a) => a.fields,
  route: (a) => a.route,
  actorUserId: (a) => a.actor_user_id,
  actorName: (a) => a.actor_name,
  createdAt: (a) => a.created_at,
};
