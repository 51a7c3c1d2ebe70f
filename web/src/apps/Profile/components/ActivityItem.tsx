import Avatar from '@mui/material/Avatar';
import ListItem from '@mui/material/ListItem';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { PERF_EVAL_PREFIX } from '@people/domain/activity';
import { formatDate } from '../../../i18n/formatDate';
import { graphql, useFragment } from 'react-relay';
import type { ActivityItem_item$data, ActivityItem_item$key } from '../../../__generated__/ActivityItem_item.graphql';
import { initials } from '../../../components/initials';
import { enumLabel } from '../../../i18n/enumLabel';
import { useT, type Translator } from '../../../i18n/I18nProvider';

// Event types whose old and new values are enumerations the app translates (part 1 §3).
const TYPE_PREFIXES: Record<string, string> = {
  participant_status_changed: 'TRAINING_STATUS',
  participant_result_changed: 'TRAINING_RESULT',
};

/**
 * An activity item as a sentence in the viewer's language: the key ACTIVITY_<event_type> with
 * the event info filled in, for the event types of domain/activity (part 1 §3 and the profile's
 * own); part 1 §3's "several perf_eval_* events" share one sentence; an event type the app does
 * not know yet still says who did what.
 */
export function activitySentence(
  t: Translator,
  item: Pick<ActivityItem_item$data, 'eventType' | 'eventInfo' | 'realName'>,
): string {
  const { eventType, eventInfo } = item;
  const prefix = TYPE_PREFIXES[eventType];
  const typeLabel = (value: string | null | undefined) => (prefix ? enumLabel(t, prefix, value) : value) ?? '—';
  const values = {
    actor: item.realName ?? t('SOMEONE'),
    oldType: typeLabel(eventInfo.oldType),
    newType: typeLabel(eventInfo.newType),
    personName: eventInfo.personName ?? '—',
    eventType,
  };
  const key = `ACTIVITY_${eventType}`;
  if (t.has(key)) return t(key, values);
  if (eventType.startsWith(PERF_EVAL_PREFIX)) return t('ACTIVITY_perf_eval', values);
  return t('ACTIVITY_OTHER', values);
}

export function ActivityItem({ item }: { item: ActivityItem_item$key }) {
  const t = useT();
  const data = useFragment(ActivityItem_item, item);
  const { note, terminationReason } = data.eventInfo;
  return (
    <ListItem alignItems="flex-start" disableGutters>
      <ListItemAvatar>
        <Avatar src={data.userAvatar ?? undefined} alt="" sx={{ width: 32, height: 32, fontSize: 14 }}>
          {data.realName ? initials(data.realName) : null}
        </Avatar>
      </ListItemAvatar>
      <ListItemText
        primary={activitySentence(t, data)}
        secondary={
          <>
            {formatDate(t, data.date)}
            {terminationReason && (
              <Typography component="span" variant="body2" sx={{ display: 'block' }}>
                {t('TERMINATION_REASON', {
                  reason: enumLabel(t, 'TERMINATION_REASON_CODE', terminationReason) ?? terminationReason,
                })}
              </Typography>
            )}
            {note && (
              <Typography
                component="span"
                variant="body2"
                color="text.primary"
                sx={{ display: 'block', whiteSpace: 'pre-wrap', mt: 0.5 }}
              >
                {note}
              </Typography>
            )}
          </>
        }
      />
    </ListItem>
  );
}

const ActivityItem_item = graphql`
  fragment ActivityItem_item on ActivityItem {
    eventType
    eventInfo {
      oldType
      newType
      terminationReason
      personName
      note
    }
    realName
    userAvatar
    date
  }
`;
