// The linked pages' route queries (part 1 §2): routes.tsx loads them, the pages read them (STYLE.md 7).
import { graphql } from 'react-relay';

export const personCalendarMonthRouteQuery = graphql`
  query PersonCalendarMonthRouteQuery($id: Int!, $year: Int!, $month: Int!) {
    employee(internalId: $id) {
      id
      internalId
      name
      ...PersonCalendarMonth_employee @arguments(year: $year, month: $month)
    }
  }
`;

// Part 1 §2 /{relatedObject}/{relatedObjectId}/documents: a person's ($person), or a car's or an asset's ($nodeId).
export const documentsRouteQuery = graphql`
  query DocumentsRouteQuery($id: Int!, $nodeType: InternalIdType!, $nodeId: Int!, $person: Boolean!) {
    employee(internalId: $id) @include(if: $person) {
      id
      internalId
      name
      ...PersonDocuments_employee
    }
    node: nodeByInternalId(type: $nodeType, internalId: $nodeId) @skip(if: $person) {
      ... on Vehicle @alias(as: "vehicle") {
        internalId
        brand
        model
        ...ObjectDocuments_vehicle
      }
      ... on Asset @alias(as: "asset") {
        internalId
        assetName
        ...ObjectDocuments_asset
      }
    }
  }
`;

export const documentRouteQuery = graphql`
  query DocumentRouteQuery($documentId: Int!) {
    node: nodeByInternalId(type: DOCUMENT, internalId: $documentId) {
      # Null when the id is not a document's.
      ... on Document @alias(as: "document") {
        filename
        relatedObject
        relatedObjectId
        employee {
          id
          internalId
          name
        }
        ...DocumentDetail_document
        ...DocumentActions_document
      }
    }
  }
`;

export const uploadDocumentRouteQuery = graphql`
  query UploadDocumentRouteQuery($id: Int!, $nodeType: InternalIdType!, $nodeId: Int!, $person: Boolean!) {
    employee(internalId: $id) @include(if: $person) {
      id
      internalId
      name
      ...UploadDocumentForm_employee
    }
    node: nodeByInternalId(type: $nodeType, internalId: $nodeId) @skip(if: $person) {
      ... on Vehicle @alias(as: "vehicle") {
        internalId
        brand
        model
        ...ObjectDocuments_vehicleUpload
      }
      ... on Asset @alias(as: "asset") {
        internalId
        assetName
        ...ObjectDocuments_assetUpload
      }
    }
  }
`;

export const personTrainingsRouteQuery = graphql`
  query PersonTrainingsRouteQuery($id: Int!) {
    employee(internalId: $id) {
      id
      internalId
      name
      ...PersonTrainings_employee
    }
  }
`;

export const trainingParticipantRouteQuery = graphql`
  query TrainingParticipantRouteQuery($id: Int!, $trainingId: Int!) {
    employee(internalId: $id) {
      id
      internalId
      name
      ...TrainingParticipant_employee @arguments(trainingId: $trainingId)
    }
  }
`;

export const assetRouteQuery = graphql`
  query AssetRouteQuery($assetId: Int!) {
    node: nodeByInternalId(type: ASSET, internalId: $assetId) {
      # Null when the id is not an asset's, or the viewer may not see it.
      ... on Asset @alias(as: "asset") {
        internalId
        assetName
        price
        imageUrl
        employee {
          id
          internalId
          name
        }
        ...AssetForm_asset
      }
    }
  }
`;

export const vehicleRouteQuery = graphql`
  query VehicleRouteQuery($vehicleId: Int!) {
    node: nodeByInternalId(type: VEHICLE, internalId: $vehicleId) {
      ... on Vehicle @alias(as: "vehicle") {
        internalId
        type
        brand
        model
        plate
        employee {
          id
          internalId
          name
        }
      }
    }
  }
`;

export const newVehicleRouteQuery = graphql`
  query NewVehicleRouteQuery($id: Int!) {
    employee(internalId: $id) {
      id
      internalId
      name
      ...NewVehicleForm_employee
    }
  }
`;

export const newAssetRouteQuery = graphql`
  query NewAssetRouteQuery($id: Int!) {
    employee(internalId: $id) {
      id
      internalId
      name
      ...AssetForm_employee
    }
  }
`;
