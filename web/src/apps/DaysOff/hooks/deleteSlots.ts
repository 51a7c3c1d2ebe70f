import { formatTimeInput } from '@people/domain/validation';
import type { Translator } from '../../../i18n/I18nProvider';

type CalendarItem = {
  readonly entryId: number | null | undefined;
  readonly company: boolean;
  readonly type: string;
  readonly name: string | null | undefined;
  readonly status: string;
  readonly amPmHint: string | null | undefined;
  readonly startMinutes: number | null | undefined;
  readonly durationMinutes: number | null | undefined;
};
type CalendarDay = { readonly date: string; readonly items: ReadonlyArray<CalendarItem> };

/** One line of the delete-slots form: a personal day off (by entry id) or a company day off (per day). */
export type Slot = {
  key: string;
  date: string;
  entryId: number | null;
  company: boolean;
  name: string | null;
  pending: boolean;
  allDay: boolean;
  startMinutes: number | null;
  durationMinutes: number | null;
};

/** part 1 §2 delete-slots form: the slots of the given days, by date. */
export function deleteSlots(dates: readonly string[], days: ReadonlyArray<CalendarDay> | null | undefined): Slot[] {
  const wanted = new Set(dates);
  return (days ?? [])
    .filter((day) => wanted.has(day.date))
    .sort((a, b) => a.date.localeCompare(b.date))
    .flatMap((day) =>
      day.items.flatMap((item): Slot[] => {
        if (!item.company && (item.entryId === null || item.entryId === undefined)) return [];
        return [
          {
            key: item.company ? `company:${day.date}` : `entry:${item.entryId}`,
            date: day.date,
            entryId: item.company ? null : (item.entryId ?? null),
            company: item.company,
            name: item.name ?? null,
            pending: item.status === 'PENDING',
            allDay:
              item.company ||
              item.amPmHint === 'ALL_DAY' ||
              item.durationMinutes === null ||
              item.durationMinutes === undefined,
            startMinutes: item.startMinutes ?? null,
            durationMinutes: item.durationMinutes ?? null,
          },
        ];
      }),
    );
}

export function slotLabel(slot: Slot, t: Translator): string {
  const name = slot.company
    ? `${t('DELETE_SLOTS_COMPANY_DAY_OFF')}${slot.name ? `: ${slot.name}` : ''}`
    : (slot.name ?? '');
  const time =
    slot.allDay || slot.startMinutes === null || slot.durationMinutes === null
      ? t('DELETE_SLOTS_ALL_DAY')
      : t('DELETE_SLOTS_RANGE', {
          start: formatTimeInput(slot.startMinutes),
          end: formatTimeInput(slot.startMinutes + slot.durationMinutes),
        });
  return [name, time, slot.pending ? t('DELETE_SLOTS_PENDING') : null].filter(Boolean).join(', ');
}
