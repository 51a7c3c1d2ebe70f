// The templates settings' admin steps (part 2 §7 contract_template/delete, contracts/reassign and
// contract_template/reassign) as promise hooks.
import { graphql } from 'react-relay';
import type { RecordSourceSelectorProxy } from 'relay-runtime';
import type { useTemplateAdminMutationsDeleteMutation } from '../../../__generated__/useTemplateAdminMutationsDeleteMutation.graphql';
import type { useTemplateAdminMutationsReassignMutation } from '../../../__generated__/useTemplateAdminMutationsReassignMutation.graphql';
import { usePromiseMutation } from '../../../relay/usePromiseMutation';

/** Deletes a template and takes it out of the company's template list in the store. */
export function useDeleteTemplate() {
  const [commit, busy] = usePromiseMutation<useTemplateAdminMutationsDeleteMutation>(deleteMutation);
  const remove = async (contractTemplateId: string) =>
    (
      await commit(
        { input: { contractTemplateId } },
        {
          updater: (store: RecordSourceSelectorProxy<useTemplateAdminMutationsDeleteMutation['response']>) => {
            const deleted = store.getRootField('deleteContractTemplate')?.getValue('deletedContractTemplateId');
            const root = store.getRoot();
            const list = root.getLinkedRecords('contractTemplates');
            if (typeof deleted === 'string' && list)
              root.setLinkedRecords(
                list.filter((t) => t?.getDataID() !== deleted),
                'contractTemplates',
              );
          },
        },
      )
    ).deleteContractTemplate;
  return [remove, busy] as const;
}

/** Moves the contracts, or the templates, one user owns to another; resolves with how many moved. */
export function useReassignContracts() {
  const [commit, busy] = usePromiseMutation<useTemplateAdminMutationsReassignMutation>(reassignMutation);
  return [
    async (fromUserId: number, toUserId: number, templates: boolean) =>
      (await commit({ input: { fromUserId, toUserId, templates } })).reassignContracts,
    busy,
  ] as const;
}

const deleteMutation = graphql`
  mutation useTemplateAdminMutationsDeleteMutation($input: ContractTemplateIdInput!) {
    deleteContractTemplate(input: $input) {
      deletedContractTemplateId
      userErrors {
        ...UserError_fields @relay(mask: false)
      }
    }
  }
`;

const reassignMutation = graphql`
  mutation useTemplateAdminMutationsReassignMutation($input: ReassignContractsInput!) {
    reassignContracts(input: $input) {
      count
      userErrors {
        ...UserError_fields @relay(mask: false)
      }
    }
  }
`;
