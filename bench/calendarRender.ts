import { performance } from 'node:perf_hooks';
import type { CalendarDayData, CalendarItemData } from '../web/src/apps/DaysOff/calendarDays';
import { ms, summarize, table, type SampleOptions } from './measure';

// The yearly days-off calendar of the web app (web/src/apps/DaysOff/components/CalendarYear.tsx) in
// jsdom with React's production build: the first render of a full year, a selection change on a
// mounted year, and, to show what the memoized cells save, the same change with new day objects (every
// cell renders again). Also the year as HTML with react-dom/server. No Relay: the calendar page reads
// the year with one fragment and hands these plain days to CalendarYear, as here.

type Day = CalendarDayData;
type Item = CalendarItemData;

const YEAR = 2026;

function iso(dayOfYear: number): string {
  return new Date(Date.UTC(YEAR, 0, 1 + dayOfYear)).toISOString().slice(0, 10);
}

/** A busy year: 8 hours on weekdays, 10 company days off, 30 personal days off (a third pending), 12 activity slots. */
export function busyYear(): Day[] {
  const days: Day[] = [];
  for (let i = 0; i < 365; i += 1) {
    const date = iso(i);
    const weekday = (new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7;
    const items: Item[] = [];
    const base = {
      amPmHint: 'ALL_DAY',
      startMinutes: null,
      durationMinutes: null,
      shortAbsenceLabel: null,
      verzuimId: null,
      dayOffTypeId: 1,
    } as const;
    if (i % 36 === 0)
      items.push({
        ...base,
        entryId: null,
        company: true,
        type: 'company_day_off',
        name: 'Holiday',
        color: 'E53935',
        status: 'APPROVED',
        interpretation: null,
      });
    if (weekday < 5 && i % 11 === 3) {
      items.push({
        ...base,
        entryId: i,
        company: false,
        type: 'custom',
        name: 'Legal holiday',
        color: '43A047',
        status: i % 3 === 0 ? 'PENDING' : 'APPROVED',
        interpretation: 'TIME_OFF',
      });
    }
    if (weekday < 5 && i % 29 === 5) {
      items.push({
        ...base,
        entryId: 1000 + i,
        company: false,
        type: 'custom',
        name: 'Training',
        color: '8E24AA',
        status: 'APPROVED',
        interpretation: 'ACTIVITY',
        amPmHint: 'CUSTOM',
        startMinutes: 540,
        durationMinutes: 120,
      });
    }
    const scheduledMinutes = weekday < 5 ? 480 : 0;
    days.push({
      date,
      scheduledMinutes,
      oneDayContract: null,
      items,
      flags: {
        today: date === '2026-06-15',
        zeroSchedule: scheduledMinutes === 0,
        noSchedule: false,
        oneDayContract: false,
        empty: items.length === 0,
        halfDay: null,
      },
    });
  }
  return days;
}

/** Installs a jsdom window as the globals React DOM and emotion look for; before they are imported. */
async function installDom() {
  const { JSDOM } = await import('jsdom');
  const dom = new JSDOM('<!doctype html><html><head></head><body></body></html>', { pretendToBeVisual: true });
  const globals = globalThis as Record<string, unknown>;
  for (const name of [
    'window',
    'document',
    'navigator',
    'HTMLElement',
    'Node',
    'Element',
    'MutationObserver',
    'getComputedStyle',
  ]) {
    Object.defineProperty(globals, name, {
      value: name === 'window' ? dom.window : (dom.window as unknown as Record<string, unknown>)[name],
      configurable: true,
      writable: true,
    });
  }
  return dom;
}

export async function calendarRenderBench(options: SampleOptions) {
  process.env.NODE_ENV = 'production';
  await installDom();
  const React = await import('react');
  const { createRoot } = await import('react-dom/client');
  const { flushSync } = await import('react-dom');
  const { renderToString } = await import('react-dom/server');
  const { ThemeProvider } = await import('@mui/material/styles');
  const { theme } = await import('../web/src/theme');
  const { CalendarYear } = await import('../web/src/apps/DaysOff/components/CalendarYear');
  const { createElement: h } = React;
  // React's production build has no act(): flushSync renders and commits before it returns.
  const commit = (update: () => void) => flushSync(update);

  const days = busyYear();
  const hidden = new Set<string>();
  const onDayClick = () => {};
  const year = (selectedDates: string[], yearDays = days) =>
    h(ThemeProvider, { theme }, h(CalendarYear, { year: YEAR, days: yearDays, selectedDates, hidden, onDayClick }));

  console.log('\n(c) Days-off calendar: one year in jsdom (React production build), 365 cells, 52 with items');
  // Half the time budget for each phase, so a slow machine still measures both.
  let phaseStart = performance.now();
  const deadline = () => performance.now() - phaseStart > options.budgetMs / 2;

  // First render of a full year: a new root each time.
  const first: number[] = [];
  const server: number[] = [];
  for (let i = 0; i < options.warmup + options.iterations && !deadline(); i += 1) {
    const container = document.createElement('div');
    document.body.appendChild(container);
    const root = createRoot(container);
    const start = performance.now();
    commit(() => root.render(year([])));
    if (i >= options.warmup) first.push(performance.now() - start);
    root.unmount();
    container.remove();
    const htmlStart = performance.now();
    renderToString(year([]));
    if (i >= options.warmup) server.push(performance.now() - htmlStart);
  }

  // Selection changes on one mounted year: one more day each time, as a click does.
  phaseStart = performance.now();
  const container = document.createElement('div');
  document.body.appendChild(container);
  const root = createRoot(container);
  commit(() => root.render(year([])));
  const select: number[] = [];
  const unmemoized: number[] = [];
  let selected: string[] = [];
  for (let i = 0; i < options.warmup + options.iterations && !deadline(); i += 1) {
    const date = days[(i * 7) % days.length].date;
    selected = selected.includes(date) ? selected.filter((d) => d !== date) : [...selected.slice(-20), date];
    let start = performance.now();
    commit(() => root.render(year(selected)));
    if (i >= options.warmup) select.push(performance.now() - start);
    // The same change with copies of the days: nothing is equal for memo, every cell renders.
    const copies = days.map((day) => ({ ...day }));
    start = performance.now();
    commit(() => root.render(year(selected, copies)));
    if (i >= options.warmup) unmemoized.push(performance.now() - start);
    commit(() => root.render(year(selected)));
  }
  // How much of the DOM one more selected day touches: the one cell's aria-selected and class.
  let changedNodes = 0;
  const probe = new MutationObserver((records) => (changedNodes += new Set(records.map((r) => r.target)).size));
  probe.observe(container, { attributes: true, childList: true, subtree: true, characterData: true });
  const unselected = days.find((day) => !selected.includes(day.date))!.date;
  commit(() => root.render(year([...selected, unselected])));
  await new Promise((resolve) => setTimeout(resolve, 0));
  probe.disconnect();
  root.unmount();

  const rows = [
    ['first render of the year (createRoot + render)', summarize(first)],
    ['year as HTML (react-dom/server renderToString)', summarize(server)],
    ['selection change, one day (memoized cells)', summarize(select)],
    ['same change with new day objects (all cells render)', summarize(unmemoized)],
  ] as const;
  console.log(
    table(
      ['case', 'n', 'p50 ms', 'p95 ms'],
      rows.map(([name, s]) => [name, s.n, ms(s.p50), ms(s.p95)]),
      [false, true, true, true],
    ),
  );
  console.log(`  DOM nodes touched by selecting one more day: ${changedNodes}`);
}

// `cd bench && npx tsx calendarRender.ts` runs this benchmark alone, without the REST and gateway stack (from
// bench/, so tsx reads bench/tsconfig.json and compiles the calendar's TSX with the automatic JSX runtime).
if (require.main === module) {
  calendarRenderBench({ warmup: 5, iterations: 50, budgetMs: 30_000 }).catch((error) => {
    console.error(error);
    process.exitCode = 1;
  });
}
