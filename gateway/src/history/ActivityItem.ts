import type { ActivityEventInfoResolvers, ActivityItemResolvers } from '../__generated__/resolvers-types';
import { globalId } from '../core/ids';

export const ActivityItem: ActivityItemResolvers = {
  id: (a) => globalId('ActivityItem', a.id),
  internalId: (a) => a.id,
  eventType: (a) => a.event_type,
  eventInfo: (a) => a.event_info_json,
  relatedUserId: (a) => a.related_user_id,
  realName: (a) => a.real_name,
  userAvatar: (a) => a.user_avatar,
  date: (a) => a.created_at,
};

/** part 1 §3 event_info_json; a key of another type (a number, an object) is not one of these strings. */
const text = (value: unknown) => (typeof value === 'string' ? value : null);

export const ActivityEventInfo: ActivityEventInfoResolvers = {
  oldType: (i) => text(i.old_type),
  newType: (i) => text(i.new_type),
  terminationReason: (i) => text(i.termination_reason),
  personName: (i) => text(i.person_name),
  note: (i) => text(i.note),
};
