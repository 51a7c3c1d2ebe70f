// The profile fields of Employee (part 1 §2). Each section asks domain maySee first (gateway/permissions):
// a section the viewer may not see is null with a FORBIDDEN error on its path and its answer is never read. Below
// any parent but employee(id:) it costs no REST call; there the look-ahead has asked it already (lookahead.ts).
import { allowedActions, mayDo, maySee, terminationBlockedToast, visibleSections } from '@people/domain/permissions';
import { ACTIVITY_PAGE_SIZE, hasMoreActivity, pincodeState } from '@people/domain/profile';
import { cursorToOffset, offsetToCursor } from 'graphql-relay';
import type { EmployeeResolvers } from '../__generated__/resolvers-types';
import type { Context } from '../core/context';
import type { ActivityItemModel, ActivityPageAnswer } from '../core/models';
import { contractHistoryExportPath } from '../core/exportProxy';
import { flag } from '../core/flags';
import { permissionContext, readSection, section, sectionRead } from '../core/permissions';
import { AnswerError } from '../core/answerError';

/** Two REST pages at most per request of the connection. */
const MAX_ACTIVITY_FIRST = 2 * ACTIVITY_PAGE_SIZE;

const badInput = (message: string) => new AnswerError(message, { extensions: { code: 'BAD_USER_INPUT' } });

function activityWindow(first: number | null | undefined, after: string | null | undefined) {
  const size = first ?? ACTIVITY_PAGE_SIZE;
  if (!Number.isInteger(size) || size < 1 || size > MAX_ACTIVITY_FIRST)
    throw badInput(`first must be between 1 and ${MAX_ACTIVITY_FIRST}`);
  if (!after) return { offset: 0, size };
  const last = cursorToOffset(after);
  if (!Number.isInteger(last) || last < 0) throw badInput('after is not a cursor of this connection');
  return { offset: last + 1, size };
}

/**
 * The feed as a cursor connection over the REST pages of 50 (part 1 §4, §9): the window [offset, offset + first)
 * reads the pages it overlaps (activityPages). When it ends on a page boundary, whether more follow is part 1 §4's
 * rule (a full page may have more) rather than another call; otherwise the page already shows it.
 */
function activityConnection(pages: readonly (ActivityPageAnswer | null)[], { first, after }: ActivityArgs) {
  const { offset, size } = activityWindow(first, after);
  const end = offset + size;
  const firstPage = Math.floor(offset / ACTIVITY_PAGE_SIZE);
  if (pages.some((page) => page === null)) return null;
  const items: ActivityItemModel[] = pages.flatMap((page) => page!.items);
  const start = offset - firstPage * ACTIVITY_PAGE_SIZE;
  const window = items.slice(start, start + size);
  const lastLength = pages.at(-1)!.items.length;
  const hasNextPage =
    end % ACTIVITY_PAGE_SIZE === 0
      ? window.length === size && hasMoreActivity(lastLength)
      : items.length > start + size;
  const edges = window.map((node, i) => ({ cursor: offsetToCursor(offset + i), node }));
  return {
    edges,
    pageInfo: {
      hasNextPage,
      hasPreviousPage: offset > 0,
      startCursor: edges[0]?.cursor ?? null,
      endCursor: edges.at(-1)?.cursor ?? null,
    },
  };
}

interface ActivityArgs {
  first?: number | null;
  after?: string | null;
}

/** The REST pages the window [offset, offset + first) overlaps. */
function activityPages(employeeId: number, { first, after }: ActivityArgs, ctx: Context) {
  const { offset, size } = activityWindow(first, after);
  const firstPage = Math.floor(offset / ACTIVITY_PAGE_SIZE);
  const lastPage = Math.floor((offset + size - 1) / ACTIVITY_PAGE_SIZE);
  return Promise.all(
    Array.from({ length: lastPage - firstPage + 1 }, (_, i) =>
      ctx.loaders.activityPage.load(`${employeeId}:${firstPage + i}`),
    ),
  );
}

type NoArgs = Record<string, unknown>;

/** The profile sections' reads, by field (employee(id:) starts them beside the detail too: lookaheadTable.ts). */
export const profileReads = {
  documents: sectionRead('documents', (id, _: NoArgs, ctx) => ctx.loaders.documents.load(id)),
  contracts: sectionRead('contracts', (id, _: NoArgs, ctx) => ctx.loaders.contracts.load(id)),
  // One-day contracts belong with the contracts (part 1 §2 modals: delete a one-day contract), behind the same rule.
  oneDayContracts: sectionRead('contracts', (id, _: NoArgs, ctx) => ctx.loaders.oneDayContracts.load(id)),
  trainings: sectionRead('trainings', (id, _: NoArgs, ctx) => ctx.loaders.trainings.load(id)),
  assets: sectionRead('assets', (id, _: NoArgs, ctx) => ctx.loaders.assets.load(id)),
  // Part 2 §2 workflows box: one batch call for every person of the page and state asked.
  workflows: sectionRead('workflows', (id, { state }: { state?: string | null }, ctx) =>
    ctx.loaders.employeeWorkflows.load(`${state ?? 'pending'}:${id}`),
  ),
  activity: sectionRead('activityFeed', activityPages),
  // The integration the person is linked to comes with the viewer's company.
  payrollProvider: sectionRead('payrollProvider', (_id, _: NoArgs, ctx) => ctx.loaders.viewer()),
};

type ProfileFields =
  | 'permissions'
  | 'seniority'
  | 'documents'
  | 'contracts'
  | 'contractHistoryExportUrl'
  | 'oneDayContracts'
  | 'trainings'
  | 'assets'
  | 'vehicles'
  | 'reportsTo'
  | 'payrollProvider'
  | 'selfServiceStatus'
  | 'warnings'
  | 'parallelContracts'
  | 'activity'
  | 'workflows';

export const employeeProfileFields: Pick<Required<EmployeeResolvers>, ProfileFields> = {
  async permissions(e, _, ctx) {
    const context = await permissionContext(e.id, ctx);
    if (!context) return { sections: [], actions: [], terminationBlockedReason: null };
    return {
      sections: visibleSections(context),
      actions: allowedActions(context),
      terminationBlockedReason: terminationBlockedToast(context),
    };
  },

  // The 'more info' modal opens from the header (part 1 §2).
  seniority: (e, _, ctx) => section(e.id, 'header', ctx, () => ctx.loaders.seniority.load(e.id)),
  documents: async (e, args, ctx) => (await readSection(profileReads.documents, e.id, args, ctx))?.data ?? null,
  contracts: async (e, args, ctx) => (await readSection(profileReads.contracts, e.id, args, ctx))?.data ?? null,
  // part 2 §6: a link, not data: null without an error for a viewer who may not export, as the web hides the button by it.
  async contractHistoryExportUrl(e, _, ctx) {
    const context = await permissionContext(e.id, ctx);
    return context && mayDo('exportContractHistory', context) ? contractHistoryExportPath(String(e.id)) : null;
  },
  oneDayContracts: async (e, args, ctx) =>
    (await readSection(profileReads.oneDayContracts, e.id, args, ctx))?.data ?? null,
  trainings: async (e, args, ctx) => (await readSection(profileReads.trainings, e.id, args, ctx))?.data ?? null,
  assets: async (e, args, ctx) => (await readSection(profileReads.assets, e.id, args, ctx))?.data ?? null,
  workflows: (e, args, ctx) => readSection(profileReads.workflows, e.id, args, ctx),
  vehicles: (e, _, ctx) =>
    section(e.id, 'fleet', ctx, async () => (await ctx.loaders.vehicles.load(e.id))?.data ?? null),
  reportsTo: (e, _, ctx) =>
    section(e.id, 'reportingTo', ctx, async () => (await ctx.loaders.reportsTo.load(e.id))?.reports_to_person ?? null),

  // The integration the person is linked to; an unlinked person has none to show.
  payrollProvider: async (e, args, ctx) => {
    const viewer = await readSection(profileReads.payrollProvider, e.id, args, ctx);
    return viewer?.company.integrations.find((i) => i.id === e.link_integration_id) ?? null;
  },

  selfServiceStatus: (e, _, ctx) =>
    section(e.id, 'selfServiceStatus', ctx, async () => {
      const status = await ctx.loaders.pincodeStatus.load(e.id);
      if (!status) return null;
      const blocked = flag(status.blocked);
      const onboardingFinished = flag(e.onboarding_finished);
      return {
        pincodeSet: flag(status.set),
        blocked,
        onboardingFinished,
        state: pincodeState({ blocked }, onboardingFinished),
        invitedAt: status.invited_at ?? null,
      };
    }),

  async warnings(e, _, ctx) {
    const context = await permissionContext(e.id, ctx);
    return {
      pendingDimona: context ? maySee('pendingDimonaWarning', context) : false,
      notSynced: context ? maySee('notSyncedWarning', context) : false,
      noWage: context ? maySee('noWageWarning', context) : false,
    };
  },

  // Part 1 §1: null without enable_parallel_contracts or with a single contract.
  async parallelContracts(e, _, ctx) {
    const context = await permissionContext(e.id, ctx);
    if (!context || !context.company.features.includes('enable_parallel_contracts')) return null;
    const ids = (await ctx.loaders.parallelIds.load(e.id))?.data ?? [];
    const position = ids.indexOf(e.id);
    if (ids.length < 2 || position < 0) return null;
    const [previous, next] = await Promise.all([
      position > 0 ? ctx.loaders.employee.load(ids[position - 1]) : null,
      position < ids.length - 1 ? ctx.loaders.employee.load(ids[position + 1]) : null,
    ]);
    return { index: position + 1, count: ids.length, previous, next };
  },

  activity: async (e, args, ctx) => {
    const pages = await readSection(profileReads.activity, e.id, args, ctx);
    return pages && activityConnection(pages, args);
  },
};
