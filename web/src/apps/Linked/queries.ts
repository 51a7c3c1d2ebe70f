// The linked pages' route queries (part 1 §2): routes.tsx loads them, the pages read them (STYLE.md 7).
import { graphql } from 'react-relay';

export const personCalendarMonthRouteQuery = graphql`
  query PersonCalendarMonthRouteQuery($id: ID!, $year: Int!, $month: Int!) {
    employee(id: $id) {
      id
      name
      ...PersonCalendarMonth_employee @arguments(year: $year, month: $month)
    }
  }
`;

// Part 1 §2 /{relatedObject}/{relatedObjectId}/documents: a person's ($person), or a car's or an asset's ($nodeId).
export const documentsRouteQuery = graphql`
  query DocumentsRouteQuery($id: ID!, $nodeId: ID!, $person: Boolean!) {
    employee(id: $id) @include(if: $person) {
      id
      name
      ...PersonDocuments_employee
    }
    node(id: $nodeId) @skip(if: $person) {
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
  query DocumentRouteQuery($documentId: ID!) {
    node(id: $documentId) {
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
  query UploadDocumentRouteQuery($id: ID!, $nodeId: ID!, $person: Boolean!) {
    employee(id: $id) @include(if: $person) {
      id
      name
      ...UploadDocumentForm_employee
    }
    node(id: $nodeId) @skip(if: $person) {
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
  query PersonTrainingsRouteQuery($id: ID!) {
    employee(id: $id) {
      id
      name
      ...PersonTrainings_employee
    }
  }
`;

export const trainingParticipantRouteQuery = graphql`
  query TrainingParticipantRouteQuery($id: ID!, $trainingId: Int!) {
    employee(id: $id) {
      id
      name
      ...TrainingParticipant_employee @arguments(trainingId: $trainingId)
    }
  }
`;

export const assetRouteQuery = graphql`
  query AssetRouteQuery($assetId: ID!) {
    node(id: $assetId) {
      # Null when the id is not an asset's, or the viewer may not see it.
      ... on Asset @alias(as: "asset") {
        internalId
        assetName
        price
        imageUrl
        employee {
          id
          name
        }
        ...AssetForm_asset
      }
    }
  }
`;

export const vehicleRouteQuery = graphql`
  query VehicleRouteQuery($vehicleId: ID!) {
    node(id: $vehicleId) {
      ... on Vehicle @alias(as: "vehicle") {
        internalId
        type
        brand
        model
        plate
        employee {
          id
          name
        }
      }
    }
  }
`;

export const newVehicleRouteQuery = graphql`
  query NewVehicleRouteQuery($id: ID!) {
    employee(id: $id) {
      id
      name
      ...NewVehicleForm_employee
    }
  }
`;

export const newAssetRouteQuery = graphql`
  query NewAssetRouteQuery($id: ID!) {
    employee(id: $id) {
      id
      name
      ...AssetForm_employee
    }
  }
`;
