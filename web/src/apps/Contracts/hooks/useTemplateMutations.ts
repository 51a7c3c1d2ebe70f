// The template mutations (part 2 §7 contract_template/*) as promise hooks.
import { graphql } from 'react-relay';
import type {
  useTemplateMutationsAddMutation,
  ContractTemplateType,
} from '../../../__generated__/useTemplateMutationsAddMutation.graphql';
import type { useTemplateMutationsConvertMutation } from '../../../__generated__/useTemplateMutationsConvertMutation.graphql';
import type { useTemplateMutationsPreviewMutation } from '../../../__generated__/useTemplateMutationsPreviewMutation.graphql';
import type {
  useTemplateMutationsSignersMutation,
  SetContractTemplateSignatureRequirementsInput,
} from '../../../__generated__/useTemplateMutationsSignersMutation.graphql';
import type { useTemplateMutationsUpdateMutation } from '../../../__generated__/useTemplateMutationsUpdateMutation.graphql';
import { usePromiseMutation } from '../../../relay/usePromiseMutation';

export function useAddTemplate() {
  const [commit, busy] = usePromiseMutation<useTemplateMutationsAddMutation>(addMutation);
  return [
    async (name: string, type: ContractTemplateType) => (await commit({ input: { name, type } })).addContractTemplate,
    busy,
  ] as const;
}

export function useUpdateTemplate() {
  const [commit, busy] = usePromiseMutation<useTemplateMutationsUpdateMutation>(updateMutation);
  return [
    async (contractTemplateId: string, name: string, contentHtml: string) =>
      (await commit({ input: { contractTemplateId, name, contentHtml } })).updateContractTemplate,
    busy,
  ] as const;
}

export function useTemplateSigners() {
  const [commit, busy] = usePromiseMutation<useTemplateMutationsSignersMutation>(signersMutation);
  return [
    async (input: SetContractTemplateSignatureRequirementsInput) =>
      (await commit({ input })).setContractTemplateSignatureRequirements,
    busy,
  ] as const;
}

export function usePreviewTemplate() {
  const [commit, busy] = usePromiseMutation<useTemplateMutationsPreviewMutation>(previewMutation);
  return [
    async (contractTemplateId: string, employeeId: string, contentHtml: string) =>
      (await commit({ input: { contractTemplateId, employeeId, contentHtml } })).previewContractTemplate,
    busy,
  ] as const;
}

export function useConvertWord() {
  const [commit, busy] = usePromiseMutation<useTemplateMutationsConvertMutation>(convertMutation);
  return [
    async (base64WordFile: string) => (await commit({ input: { base64WordFile } })).convertWordToHtml,
    busy,
  ] as const;
}

const addMutation = graphql`
  mutation useTemplateMutationsAddMutation($input: AddContractTemplateInput!) {
    addContractTemplate(input: $input) {
      contractTemplate {
        id
        internalId
      }
      userErrors {
        ...UserError_fields @relay(mask: false)
      }
    }
  }
`;

const updateMutation = graphql`
  mutation useTemplateMutationsUpdateMutation($input: UpdateContractTemplateInput!) {
    updateContractTemplate(input: $input) {
      contractTemplate {
        ...TemplateEditor_template
      }
      userErrors {
        ...UserError_fields @relay(mask: false)
      }
    }
  }
`;

const signersMutation = graphql`
  mutation useTemplateMutationsSignersMutation($input: SetContractTemplateSignatureRequirementsInput!) {
    setContractTemplateSignatureRequirements(input: $input) {
      contractTemplate {
        ...TemplateEditor_template
      }
      userErrors {
        ...UserError_fields @relay(mask: false)
      }
    }
  }
`;

const previewMutation = graphql`
  mutation useTemplateMutationsPreviewMutation($input: PreviewContractTemplateInput!) {
    previewContractTemplate(input: $input) {
      contentHtml
      userErrors {
        ...UserError_fields @relay(mask: false)
      }
    }
  }
`;

const convertMutation = graphql`
  mutation useTemplateMutationsConvertMutation($input: ConvertWordToHtmlInput!) {
    convertWordToHtml(input: $input) {
      contentHtml
      userErrors {
        ...UserError_fields @relay(mask: false)
      }
    }
  }
`;
