// Contracts on Query (part 2 §7 Contracts): templates, shortcodes, the public library, contracts waiting for
// the viewer's signature. Without contract access (part 1 §6) each is null with a FORBIDDEN error on its path, decided by
// domain/contracts before any REST call.
import { mayReadContractTemplates } from '@people/domain/contracts';
import { mayDo } from '@people/domain/permissions';
import type { QueryResolvers } from '../__generated__/resolvers-types';
import type { Context } from '../core/context';
import { contractHistoryExportPath } from '../core/exportProxy';
import { companyContext } from '../core/permissions';
import { AnswerError } from '../core/answerError';

async function contractsSection<T>(ctx: Context, load: () => Promise<T>): Promise<T | null> {
  const context = await companyContext(ctx);
  if (!context) return null;
  if (!mayReadContractTemplates(context)) {
    throw new AnswerError('You may not see contracts.', { extensions: { code: 'FORBIDDEN', section: 'contracts' } });
  }
  return load();
}

export const queryContractFields: Pick<
  Required<QueryResolvers>,
  | 'contractTemplates'
  | 'contractShortcodes'
  | 'publicContractTemplates'
  | 'pendingInternalContracts'
  | 'contractSignerCandidates'
  | 'contractOwnership'
  | 'contractHistoryExportUrl'
> = {
  // part 2 §6: a link, not data; null (no error) for a viewer who may not export, as the web hides the button by it.
  async contractHistoryExportUrl(_, __, ctx) {
    const context = await companyContext(ctx);
    return context && mayDo('exportContractHistory', context) ? contractHistoryExportPath() : null;
  },
  contractTemplates: (_, __, ctx) => contractsSection(ctx, async () => (await ctx.loaders.contractTemplates()).data),
  contractShortcodes: (_, __, ctx) =>
    contractsSection(ctx, async () => (await ctx.rest.get('/api/contract_template/hashtags')).data),
  publicContractTemplates: (_, { keyword, type }, ctx) =>
    contractsSection(ctx, async () => {
      if (!keyword && !type) return (await ctx.loaders.publicContractTemplates()).data;
      return (
        await ctx.rest.get('/api/contract_template/public_library/list', {
          ...(keyword ? { keyword } : {}),
          ...(type ? { type } : {}),
        })
      ).data;
    }),
  pendingInternalContracts: (_, __, ctx) =>
    contractsSection(ctx, async () => (await ctx.rest.get('/api/contract/pendingInternal')).data),
  contractOwnership: (_, { userId }, ctx) =>
    contractsSection(ctx, async () => {
      const [contracts, templates] = await Promise.all([
        ctx.rest.get('/api/contracts/count', { user_id: userId }),
        ctx.rest.get('/api/contract_template/count', { user_id: userId }),
      ]);
      return { userInternalId: userId, contracts: contracts.count, templates: templates.count };
    }),
  contractSignerCandidates: (_, __, ctx) =>
    contractsSection(ctx, async () =>
      (await ctx.rest.get('/api/contract_template/internalSigners')).data.map((u) => ({
        userInternalId: u.user_id,
        name: u.name,
      })),
    ),
};
