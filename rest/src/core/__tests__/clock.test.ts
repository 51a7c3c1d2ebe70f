import { today } from '../clock';

describe('today', () => {
  const pinned = process.env.PEOPLE_TODAY;
  afterEach(() => {
    if (pinned === undefined) delete process.env.PEOPLE_TODAY;
    else process.env.PEOPLE_TODAY = pinned;
  });

  it.each([
    ['part 1 §1 (choice): winter, 23:30 UTC is already the next day in Brussels', '2026-01-14T23:30:00Z', '2026-01-15'],
    ['part 1 §1 (choice): summer, 22:30 UTC is already the next day in Brussels', '2026-06-14T22:30:00Z', '2026-06-15'],
    ['part 1 §1 (choice): summer, 21:30 UTC is still that day in Brussels', '2026-06-14T21:30:00Z', '2026-06-14'],
  ])('%s', (_title, instant, expected) => {
    delete process.env.PEOPLE_TODAY;
    expect(today(new Date(instant))).toEqual(expected);
  });

  it('PEOPLE_TODAY pins the day whatever the clock says', () => {
    process.env.PEOPLE_TODAY = '2026-06-15';
    expect(today(new Date('2026-01-14T23:30:00Z'))).toEqual('2026-06-15');
  });
});
