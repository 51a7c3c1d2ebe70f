// Part 1 §2: "The back link uses the most recent of /people/:id or /calendar/person/:id." The frame records each
// visit to one of those pages; a page below a person goes back to the most recent one, else to /people.
import { PEOPLE_PATH } from '../../paths';

const BACK_KEY = 'people.backLink';
// A profile or a person calendar; /people/add (adding a person) is not a person's page.
const BACK_TARGET = /^\/(people\/(?!add$)[^/]+|calendar\/person\/[^/]+(\/\d{4}\/\d{1,2})?)$/;

/** Remembers `path` (pathname + search) when it is a back-link target (a profile or a person calendar). */
export function recordVisit(pathname: string, search: string): void {
  if (!BACK_TARGET.test(pathname) || pathname === '/people/') return;
  try {
    window.sessionStorage.setItem(BACK_KEY, pathname + search);
  } catch {
    // Without storage the back link goes to /people.
  }
}

/** Where the back link of the page at `pathname` goes; null on the pages that are themselves targets or top level. */
export function backLinkTarget(pathname: string): string | null {
  if (pathname === PEOPLE_PATH || BACK_TARGET.test(pathname)) return null;
  let stored: string | null = null;
  try {
    stored = window.sessionStorage.getItem(BACK_KEY);
  } catch {
    stored = null;
  }
  return stored ?? PEOPLE_PATH;
}
