// The software routes' queries (part 2 §2): routes.tsx loads them and SoftwarePages reads them (STYLE.md 7).
import { graphql } from 'react-relay';

export const personSoftwareRouteQuery = graphql`
  query PersonSoftwareRouteQuery($id: Int!) {
    employee(internalId: $id) {
      id
      ...PersonSoftware_employee
    }
  }
`;

export const addSoftwareRouteQuery = graphql`
  query AddSoftwareRouteQuery($id: Int!) {
    employee(internalId: $id) {
      id
      ...AddSoftwareForm_employee
    }
    softwareProducts @catch(to: RESULT) {
      ...AddSoftwareForm_products
    }
  }
`;

export const licenseRouteQuery = graphql`
  query LicenseRouteQuery($id: Int!) {
    license: nodeByInternalId(type: LICENSE, internalId: $id) {
      # Null when the id is not a license's.
      ...LicenseDetail_license @alias
    }
  }
`;
