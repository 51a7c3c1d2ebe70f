// Employee.licenses (part 2 §2 software box, §9 4 fetched / 3 shown). It asks domain maySee('software')
// first: a hidden section is null with a FORBIDDEN error on its path.
import { SOFTWARE_BOX } from '@people/domain/software';
import type { EmployeeResolvers } from '../__generated__/resolvers-types';
import { connectionOf, pageWindow } from '../core/pages';
import { readSection, sectionRead } from '../core/permissions';

interface PageArgs {
  first?: number | null;
  after?: string | null;
}

/** The licence read, by field (employee(id:) starts it beside the detail too: profile/lookaheadTable.ts). */
export const softwareReads = {
  licenses: sectionRead('software', (id, { first, after }: PageArgs, ctx) => {
    const { page, size } = pageWindow(first, after, SOFTWARE_BOX.fetched);
    return ctx.loaders.licensesPage.load(`${id}:${page}:${size}`);
  }),
};

export const employeeSoftwareFields: Pick<Required<EmployeeResolvers>, 'licenses'> = {
  licenses: async (e, args, ctx) => {
    const { offset } = pageWindow(args.first, args.after, SOFTWARE_BOX.fetched);
    const answer = await readSection(softwareReads.licenses, e.id, args, ctx);
    return answer ? connectionOf(answer.data, answer.total, offset) : null;
  },
};
