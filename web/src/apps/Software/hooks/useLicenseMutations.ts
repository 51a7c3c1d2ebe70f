import { graphql } from 'react-relay';
import type { AddLicenseInput, useAddLicenseMutation } from '../../../__generated__/useAddLicenseMutation.graphql';
import type {
  AddSoftwareProductInput,
  useAddSoftwareProductMutation,
} from '../../../__generated__/useAddSoftwareProductMutation.graphql';
import type {
  LicenseIdInput,
  useDeactivateLicenseMutation,
} from '../../../__generated__/useDeactivateLicenseMutation.graphql';
import type { useReactivateLicenseMutation } from '../../../__generated__/useReactivateLicenseMutation.graphql';
import type {
  UpdateLicenseInput,
  useUpdateLicenseMutation,
} from '../../../__generated__/useUpdateLicenseMutation.graphql';
import { usePromiseMutation } from '../../../relay/usePromiseMutation';

/** Part 2 §2 /people/{id}/add/software: a product of the catalogue, or a new one (returnExisting keeps one per name). */
export function useAddSoftwareProduct() {
  const [commit, busy] = usePromiseMutation<useAddSoftwareProductMutation>(addProductMutation);
  return [async (input: AddSoftwareProductInput) => (await commit({ input })).addSoftwareProduct, busy] as const;
}

/** Part 2 §7 licenses/add; the payload's person refreshes the software box. */
export function useAddLicense() {
  const [commit, busy] = usePromiseMutation<useAddLicenseMutation>(addLicenseMutation);
  return [async (input: AddLicenseInput) => (await commit({ input })).addLicense, busy] as const;
}

export function useUpdateLicense() {
  const [commit, busy] = usePromiseMutation<useUpdateLicenseMutation>(updateLicenseMutation);
  return [async (input: UpdateLicenseInput) => (await commit({ input })).updateLicense, busy] as const;
}

/** Part 2 §4: deactivate sets date_deactivated, reactivate clears it. */
export function useToggleLicense() {
  const [deactivate, deactivating] = usePromiseMutation<useDeactivateLicenseMutation>(deactivateMutation);
  const [reactivate, reactivating] = usePromiseMutation<useReactivateLicenseMutation>(reactivateMutation);
  const toggle = async (input: LicenseIdInput, active: boolean) =>
    active ? (await deactivate({ input })).deactivateLicense : (await reactivate({ input })).reactivateLicense;
  return [toggle, deactivating || reactivating] as const;
}

const addProductMutation = graphql`
  mutation useAddSoftwareProductMutation($input: AddSoftwareProductInput!) {
    addSoftwareProduct(input: $input) {
      product {
        id
        name
      }
      existing
      userErrors {
        ...UserError_fields @relay(mask: false)
      }
    }
  }
`;

const addLicenseMutation = graphql`
  mutation useAddLicenseMutation($input: AddLicenseInput!) {
    addLicense(input: $input) {
      license {
        id
      }
      employee {
        id
        ...SoftwareBox_employee
        ...PersonSoftware_employee
      }
      userErrors {
        ...UserError_fields @relay(mask: false)
      }
    }
  }
`;

const updateLicenseMutation = graphql`
  mutation useUpdateLicenseMutation($input: UpdateLicenseInput!) {
    updateLicense(input: $input) {
      license {
        id
        ...LicenseDetail_license
      }
      userErrors {
        ...UserError_fields @relay(mask: false)
      }
    }
  }
`;

const deactivateMutation = graphql`
  mutation useDeactivateLicenseMutation($input: LicenseIdInput!) {
    deactivateLicense(input: $input) {
      license {
        id
        ...LicenseDetail_license
        ...LicenseRow_license
      }
      employee {
        id
        ...SoftwareBox_employee
      }
      userErrors {
        ...UserError_fields @relay(mask: false)
      }
    }
  }
`;

const reactivateMutation = graphql`
  mutation useReactivateLicenseMutation($input: LicenseIdInput!) {
    reactivateLicense(input: $input) {
      license {
        id
        ...LicenseDetail_license
        ...LicenseRow_license
      }
      employee {
        id
        ...SoftwareBox_employee
      }
      userErrors {
        ...UserError_fields @relay(mask: false)
      }
    }
  }
`;
