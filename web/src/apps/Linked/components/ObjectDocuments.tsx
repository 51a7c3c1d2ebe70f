import UploadFile from '@mui/icons-material/UploadFile';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { DOCUMENT_RULES } from '@people/domain/documents';
import { graphql, useFragment } from 'react-relay';
import { Link as RouterLink } from 'react-router';
import type { ObjectDocuments_asset$key } from '../../../__generated__/ObjectDocuments_asset.graphql';
import type { ObjectDocuments_assetUpload$key } from '../../../__generated__/ObjectDocuments_assetUpload.graphql';
import type { ObjectDocuments_vehicle$key } from '../../../__generated__/ObjectDocuments_vehicle.graphql';
import type { ObjectDocuments_vehicleUpload$key } from '../../../__generated__/ObjectDocuments_vehicleUpload.graphql';
import { useT } from '../../../i18n/I18nProvider';
import { objectDocumentsPath, objectUploadDocumentPath } from '../../../paths';
import { canDo } from '../../Profile/profilePermissions';
import { DocumentList } from './DocumentList';
import { UploadDocumentFields } from './UploadDocumentForm';

type Actions = { readonly permissions: { readonly actions: ReadonlyArray<string> } } | null | undefined;

/** Whoever may add the person's vehicles (assets) adds documents to them (domain DOCUMENT_RULES). */
const mayUpload = (relatedObject: 'car' | 'asset', holder: Actions) =>
  holder != null && canDo(holder.permissions, DOCUMENT_RULES[relatedObject].change);

/**
 * A car's or an asset's documents (part 1 §2 /car/{id}/documents and /asset/{id}/documents), seen with the
 * object itself, and their upload for who may.
 */
export function ObjectDocuments(
  props: { vehicle: ObjectDocuments_vehicle$key } | { asset: ObjectDocuments_asset$key },
) {
  const t = useT();
  const vehicle = useFragment(ObjectDocuments_vehicle, 'vehicle' in props ? props.vehicle : null);
  const asset = useFragment(ObjectDocuments_asset, 'asset' in props ? props.asset : null);
  const object = vehicle ?? asset;
  if (!object) return null;
  const relatedObject = vehicle ? 'car' : 'asset';
  const list = objectDocumentsPath(relatedObject, object.internalId);
  const documents = object.documents.ok ? (object.documents.value ?? []) : null;
  return (
    <Box sx={{ display: 'grid', gap: 2, minWidth: 0 }}>
      {mayUpload(relatedObject, object.employee) && (
        <Box>
          <Button
            variant="contained"
            component={RouterLink}
            to={objectUploadDocumentPath(relatedObject, object.internalId, list)}
            startIcon={<UploadFile />}
          >
            {t('DOCUMENT_UPLOAD')}
          </Button>
        </Box>
      )}
      {documents === null && <Alert severity="error">{t('DOCUMENTS_UNAVAILABLE')}</Alert>}
      {documents?.length === 0 && <Typography color="text.secondary">{t('NO_DOCUMENTS')}</Typography>}
      {documents && documents.length > 0 && <DocumentList documents={documents} />}
    </Box>
  );
}

/** Part 1 §2 /upload/car/{id} and /upload/asset/{id}: for who may (domain DOCUMENT_RULES over the object's person). */
export function ObjectUpload(
  props: ({ vehicle: ObjectDocuments_vehicleUpload$key } | { asset: ObjectDocuments_assetUpload$key }) & {
    back: string | null;
  },
) {
  const t = useT();
  const vehicle = useFragment(ObjectDocuments_vehicleUpload, 'vehicle' in props ? props.vehicle : null);
  const asset = useFragment(ObjectDocuments_assetUpload, 'asset' in props ? props.asset : null);
  const object = vehicle ?? asset;
  if (!object) return null;
  const relatedObject = vehicle ? 'car' : 'asset';
  if (!mayUpload(relatedObject, object.employee))
    return <Alert severity="warning">{t('DOCUMENT_UPLOAD_NOT_ALLOWED')}</Alert>;
  return (
    <UploadDocumentFields
      target={{
        relatedObject,
        relatedObjectId: object.id,
        internalId: object.internalId,
        listPath: objectDocumentsPath(relatedObject, object.internalId),
      }}
      back={props.back}
    />
  );
}

const ObjectDocuments_vehicle = graphql`
  fragment ObjectDocuments_vehicle on Vehicle {
    internalId
    employee {
      permissions {
        actions
      }
    }
    documents @catch(to: RESULT) {
      ...DocumentList_documents
    }
  }
`;

const ObjectDocuments_asset = graphql`
  fragment ObjectDocuments_asset on Asset {
    internalId
    employee {
      permissions {
        actions
      }
    }
    documents @catch(to: RESULT) {
      ...DocumentList_documents
    }
  }
`;

const ObjectDocuments_vehicleUpload = graphql`
  fragment ObjectDocuments_vehicleUpload on Vehicle {
    id
    internalId
    employee {
      permissions {
        actions
      }
    }
  }
`;

const ObjectDocuments_assetUpload = graphql`
  fragment ObjectDocuments_assetUpload on Asset {
    id
    internalId
    employee {
      permissions {
        actions
      }
    }
  }
`;
