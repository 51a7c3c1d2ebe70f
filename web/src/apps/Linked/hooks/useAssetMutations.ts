import { graphql } from 'react-relay';
import type { useAssetMutationsAddMutation } from '../../../__generated__/useAssetMutationsAddMutation.graphql';
import type { useAssetMutationsUpdateMutation } from '../../../__generated__/useAssetMutationsUpdateMutation.graphql';
import { useInputMutation } from '../../../relay/useMutationPayload';

/** Part 1 §2 /people/{id}/add/assets: the payload's person refreshes the profile's assets section. */
export function useAddAsset() {
  return useInputMutation<useAssetMutationsAddMutation, 'addAsset'>(addAssetMutation, 'addAsset');
}

/** Part 1 §2 /assets/{id}: the payload's asset refreshes the page, its person the profile's assets section. */
export function useUpdateAsset() {
  return useInputMutation<useAssetMutationsUpdateMutation, 'updateAsset'>(updateAssetMutation, 'updateAsset');
}

const addAssetMutation = graphql`
  mutation useAssetMutationsAddMutation($input: AddAssetInput!) {
    addAsset(input: $input) {
      asset {
        id
        internalId
      }
      employee {
        ...AssetsSection_employee
      }
      userErrors {
        ...UserError_fields @relay(mask: false)
      }
    }
  }
`;

const updateAssetMutation = graphql`
  mutation useAssetMutationsUpdateMutation($input: UpdateAssetInput!) {
    updateAsset(input: $input) {
      asset {
        id
        assetName
        price
        imageUrl
      }
      employee {
        ...AssetsSection_employee
      }
      userErrors {
        ...UserError_fields @relay(mask: false)
      }
    }
  }
`;
