import type { RouteObject } from 'react-router';
import { withMessages, type MessageArea } from '../../i18n/loadMessages';

/**
 * The message areas each app's pages and their dialogs show, besides the first catalog (en.json and shell/,
 * loadMessages.ts): its routes' `lazy` waits for them (router.tsx), so a page never shows before its messages. The
 * profile shows the sections of every area: their messages are in en.json, so it needs no area of its own (a dialog
 * with more loads its own, ContractsSection's DayContractDialog). __tests__/messageAreas.test.ts checks each app's
 * files against this table; bench/bundleSize.ts counts the areas in each route's figure.
 */
export const APP_MESSAGE_AREAS = {
  Auth: [],
  Budgets: ['budgets'],
  Commutes: ['budgets'],
  Contracts: ['budgets', 'contractSigning', 'contracts'],
  DaysOff: ['daysOff', 'daysOffRequest'],
  DaysOffSettings: ['daysOffSettings', 'dimona'],
  Dimona: ['dimona'],
  History: ['history'],
  Linked: ['daysOff', 'dimona', 'linked', 'personEdit', 'personPages'],
  People: ['directory', 'personEdit', 'wage'],
  PersonEdit: ['budgets', 'dimona', 'personEdit'],
  PersonPages: ['budgets', 'dimona', 'personEdit', 'personPages'],
  Profile: [],
  Reviews: ['reviews'],
  // The app bar, the navigation and the 404 page: the first catalog only.
  Shell: [],
  Software: ['software'],
  Verzuim: ['daysOffRequest', 'verzuim'],
  Wage: ['wage'],
  Workflows: ['workflows'],
} as const satisfies Record<string, readonly MessageArea[]>;

/**
 * The areas whose messages the profile's dialogs may show besides the first catalog: the codes of a refused edit
 * (personEdit's INVALID_DATE, dimona's FIELD_IS_REQUIRED…) come from the server, so no import names them. They load
 * once the profile shows, not before (ProfilePage).
 */
export const PROFILE_LATER_AREAS = ['personEdit', 'dimona'] as const satisfies readonly MessageArea[];

/** The routes (and their children) with each `lazy` waiting for the messages of the areas too. */
export function withMessageAreas(areas: readonly MessageArea[], routes: RouteObject[]): RouteObject[] {
  if (areas.length === 0) return routes;
  return routes.map((route) => {
    const { lazy, children } = route;
    return {
      ...route,
      ...(typeof lazy === 'function' ? { lazy: () => withMessages(areas, lazy()) } : {}),
      ...(children ? { children: withMessageAreas(areas, children) } : {}),
    } as RouteObject;
  });
}
