import type { RecordProxy, RecordSourceSelectorProxy } from 'relay-runtime';

/** The query that lists a year's company holidays: one country, or all of them (country null). */
export type HolidayListArgs = { year: number; country: string | null };

/**
 * The `companyHolidays(year, country)` lists in the store that hold holidays of `country`: the
 * country's own list and the list of all countries, whichever the page loaded.
 */
function companyHolidayLists(store: RecordSourceSelectorProxy, { year, country }: HolidayListArgs) {
  const root = store.getRoot();
  const argsList =
    country === null
      ? [{ year, country: null }]
      : [
          { year, country },
          { year, country: null },
        ];
  return argsList.flatMap((args) => {
    const list = root.getLinkedRecords('companyHolidays', args);
    return list ? [{ args, list: list.filter((item): item is RecordProxy => item != null) }] : [];
  });
}

/** Puts a new holiday into the lists it belongs to, in date order (the REST list is by date). */
export function insertCompanyHoliday(store: RecordSourceSelectorProxy, holiday: RecordProxy) {
  const date = String(holiday.getValue('date'));
  const country = String(holiday.getValue('countryCode'));
  for (const { args, list } of companyHolidayLists(store, { year: Number(date.slice(0, 4)), country })) {
    if (list.some((item) => item.getDataID() === holiday.getDataID())) continue;
    const next = [...list, holiday].sort((a, b) =>
      String(a.getValue('date')).localeCompare(String(b.getValue('date'))),
    );
    store.getRoot().setLinkedRecords(next, 'companyHolidays', args);
  }
}

/** Takes a deleted holiday out of the lists of its year. */
export function removeCompanyHoliday(store: RecordSourceSelectorProxy, id: string, args: HolidayListArgs) {
  for (const { args: listArgs, list } of companyHolidayLists(store, args)) {
    store.getRoot().setLinkedRecords(
      list.filter((item) => item.getDataID() !== id),
      'companyHolidays',
      listArgs,
    );
  }
}
