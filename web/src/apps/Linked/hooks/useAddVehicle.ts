import { graphql } from 'react-relay';
import type { AddVehicleInput, useAddVehicleMutation } from '../../../__generated__/useAddVehicleMutation.graphql';
import { usePromiseMutation } from '../../../relay/usePromiseMutation';

/** Part 1 §2 /fleet/new: the payload's person refreshes the profile's fleet section. */
export function useAddVehicle() {
  const [commit, busy] = usePromiseMutation<useAddVehicleMutation>(addVehicleMutation);
  return [async (input: AddVehicleInput) => (await commit({ input })).addVehicle, busy] as const;
}

const addVehicleMutation = graphql`
  mutation useAddVehicleMutation($input: AddVehicleInput!) {
    addVehicle(input: $input) {
      vehicle {
        id
        internalId
      }
      employee {
        ...FleetSection_employee
      }
      userErrors {
        ...UserError_fields @relay(mask: false)
      }
    }
  }
`;
