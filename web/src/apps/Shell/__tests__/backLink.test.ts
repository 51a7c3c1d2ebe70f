// Part 1 §2 "The back link uses the most recent of /people/:id or /calendar/person/:id" (one back-link rule).
import { backLinkTarget, recordVisit } from '../backLink';

describe('the back link (part 1 §2)', () => {
  beforeEach(() => window.sessionStorage.clear());

  it('goes to /people before any person page was seen', () => {
    expect(backLinkTarget('/people/34/wage')).toEqual('/people');
  });

  it('goes to the most recent profile or person calendar, with its query', () => {
    recordVisit('/people/34', '');
    expect(backLinkTarget('/settings/managers/34')).toEqual('/people/34');
    recordVisit('/calendar/person/34/2026/6', '?highlight=2026-06-15');
    expect(backLinkTarget('/people/34/trainings')).toEqual('/calendar/person/34/2026/6?highlight=2026-06-15');
    recordVisit('/people/12', '');
    expect(backLinkTarget('/fleet/1')).toEqual('/people/12');
  });

  it('pages below a person are not targets themselves, nor is adding a person', () => {
    recordVisit('/people/34', '');
    for (const path of [
      '/people/34/wage',
      '/people/34/edit/address',
      '/employee/34/documents',
      '/people/add',
      '/people/',
    ])
      recordVisit(path, '');
    expect(backLinkTarget('/upload/employee/34')).toEqual('/people/34');
  });

  it('the targets and the people list have no back link of their own', () => {
    for (const path of ['/people', '/people/34', '/calendar/person/34/2026/6']) expect(backLinkTarget(path)).toBeNull();
    expect(backLinkTarget('/people/add')).toEqual('/people');
  });
});
