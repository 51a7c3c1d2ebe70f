// The linked pages (part 1 §2): each reads its route's one query and hands the data to its component.
import ArrowBack from '@mui/icons-material/ArrowBack';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { usePreloadedQuery } from 'react-relay';
import { Link as RouterLink, useParams, useSearchParams } from 'react-router';
import type { DocumentRouteQuery } from '../../../__generated__/DocumentRouteQuery.graphql';
import type { DocumentsRouteQuery } from '../../../__generated__/DocumentsRouteQuery.graphql';
import type { PersonCalendarMonthRouteQuery } from '../../../__generated__/PersonCalendarMonthRouteQuery.graphql';
import type { PersonTrainingsRouteQuery } from '../../../__generated__/PersonTrainingsRouteQuery.graphql';
import type { TrainingParticipantRouteQuery } from '../../../__generated__/TrainingParticipantRouteQuery.graphql';
import type { UploadDocumentRouteQuery } from '../../../__generated__/UploadDocumentRouteQuery.graphql';
import { ErrorBox } from '../../../components/ErrorBox';
import { useT } from '../../../i18n/I18nProvider';
import { specValue } from '../../../graphqlEnums';
import { assetPath, documentsPath, objectDocumentsPath, profilePath, trainingsPath, vehiclePath } from '../../../paths';
import { parseMonthAddress } from '../calendarMonth';
import { safeBack } from '../documentFileRequests';
import {
  documentRouteQuery,
  documentsRouteQuery,
  personCalendarMonthRouteQuery,
  personTrainingsRouteQuery,
  trainingParticipantRouteQuery,
  uploadDocumentRouteQuery,
} from '../queries';
import { addressRestId } from '../../../relay/addressIds';
import { DocumentActions } from './DocumentActions';
import { DocumentDetail } from './DocumentDetail';
import { ObjectDocuments, ObjectUpload } from './ObjectDocuments';
import { PersonDocuments } from './PersonDocuments';
import { PersonTrainings } from './PersonTrainings';
import { TrainingParticipant } from './TrainingParticipant';
import { UploadDocumentForm } from './UploadDocumentForm';
import { PersonCalendarMonth } from './PersonCalendarMonth';
import { useRouteQueryRef } from '../../../relay/routeQuery';

/** A linked page's frame: a back link (to the person, or the page's `back`) and the title. */
export function LinkedPageFrame({ back, title, children }: { back: string; title: string; children: ReactNode }) {
  const t = useT();
  return (
    <Box sx={{ display: 'grid', gap: 2, minWidth: 0 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2 }}>
        <Button component={RouterLink} to={back} startIcon={<ArrowBack />} sx={{ flex: 'none' }}>
          {t('GO_BACK')}
        </Button>
        <Typography variant="h5" component="h1" sx={{ overflowWrap: 'anywhere' }}>
          {title}
        </Typography>
      </Box>
      {children}
    </Box>
  );
}

/** Part 1 §2 /calendar/person/{id}/{year}/{month}?highlight={date}. */
export function PersonCalendarMonthPage() {
  const t = useT();
  const params = useParams();
  const [search] = useSearchParams();
  const queryRef = useRouteQueryRef<PersonCalendarMonthRouteQuery>();
  const { employee } = usePreloadedQuery<PersonCalendarMonthRouteQuery>(personCalendarMonthRouteQuery, queryRef);
  const address = parseMonthAddress(params.year, params.month);
  if (!employee) return <ErrorBox reason={t('PERSON_NOT_FOUND')} />;
  if (!address) return <ErrorBox reason={t('NOT_A_MONTH')} />;
  return (
    <LinkedPageFrame back={profilePath(employee.internalId)} title={t('CALENDAR_OF', { name: employee.name })}>
      <PersonCalendarMonth
        employee={employee}
        addressId={employee.internalId}
        address={address}
        highlight={search.get('highlight')}
      />
    </LinkedPageFrame>
  );
}

/** Part 1 §2 /{relatedObject}/{relatedObjectId}/documents: a person's, a car's or an asset's. */
export function DocumentsPage() {
  const t = useT();
  const { relatedObject } = useParams();
  const queryRef = useRouteQueryRef<DocumentsRouteQuery>();
  const { employee, node } = usePreloadedQuery<DocumentsRouteQuery>(documentsRouteQuery, queryRef);
  if (relatedObject === 'employee' && employee) {
    return (
      <LinkedPageFrame back={profilePath(employee.internalId)} title={t('DOCUMENTS_OF', { name: employee.name })}>
        <PersonDocuments employee={employee} />
      </LinkedPageFrame>
    );
  }
  if (relatedObject === 'car' && node?.vehicle) {
    const { vehicle } = node;
    return (
      <LinkedPageFrame
        back={vehiclePath(vehicle.internalId)}
        title={t('DOCUMENTS_OF', { name: `${vehicle.brand} ${vehicle.model}` })}
      >
        <ObjectDocuments vehicle={vehicle} />
      </LinkedPageFrame>
    );
  }
  if (relatedObject === 'asset' && node?.asset) {
    return (
      <LinkedPageFrame
        back={assetPath(node.asset.internalId)}
        title={t('DOCUMENTS_OF', { name: node.asset.assetName })}
      >
        <ObjectDocuments asset={node.asset} />
      </LinkedPageFrame>
    );
  }
  return <ErrorBox reason={t(relatedObject === 'employee' ? 'PERSON_NOT_FOUND' : 'DOCUMENTS_OBJECT_NOT_FOUND')} />;
}

/**
 * Part 1 §2 /{relatedObject}/{relatedObjectId}/documents/{documentId}: a document of another object than the address
 * names is not found here.
 */
export function DocumentPage() {
  const t = useT();
  const { relatedObject, relatedObjectId } = useParams();
  const queryRef = useRouteQueryRef<DocumentRouteQuery>();
  const document = usePreloadedQuery<DocumentRouteQuery>(documentRouteQuery, queryRef).node?.document;
  const owner = document?.employee;
  const ownObject =
    document &&
    specValue(document.relatedObject) === relatedObject &&
    (relatedObject === 'employee'
      ? owner?.internalId === addressRestId(relatedObjectId)
      : String(document.relatedObjectId) === relatedObjectId);
  if (!document || !owner || !ownObject) return <ErrorBox reason={t('DOCUMENT_NOT_FOUND')} />;
  const listPath =
    relatedObject === 'employee'
      ? documentsPath(owner.internalId)
      : objectDocumentsPath(relatedObject as 'car' | 'asset', document.relatedObjectId);
  return (
    <LinkedPageFrame back={listPath} title={document.filename ?? ''}>
      <Typography color="text.secondary">{owner.name}</Typography>
      <DocumentDetail document={document} />
      <DocumentActions document={document} listPath={listPath} />
    </LinkedPageFrame>
  );
}

/** Part 1 §2 /upload/{relatedObject}/{relatedObjectId}?back=: a person's, a car's or an asset's document. */
export function UploadDocumentPage() {
  const t = useT();
  const { relatedObject } = useParams();
  const [search] = useSearchParams();
  const queryRef = useRouteQueryRef<UploadDocumentRouteQuery>();
  const { employee, node } = usePreloadedQuery<UploadDocumentRouteQuery>(uploadDocumentRouteQuery, queryRef);
  const back = safeBack(search.get('back'));
  if (relatedObject === 'employee' && employee) {
    return (
      <LinkedPageFrame
        back={back ?? documentsPath(employee.internalId)}
        title={t('DOCUMENT_UPLOAD_FOR', { name: employee.name })}
      >
        <UploadDocumentForm employee={employee} back={back} />
      </LinkedPageFrame>
    );
  }
  if (relatedObject === 'car' && node?.vehicle) {
    const { vehicle } = node;
    return (
      <LinkedPageFrame
        back={back ?? vehiclePath(vehicle.internalId)}
        title={t('DOCUMENT_UPLOAD_FOR', { name: `${vehicle.brand} ${vehicle.model}` })}
      >
        <ObjectUpload vehicle={vehicle} back={back} />
      </LinkedPageFrame>
    );
  }
  if (relatedObject === 'asset' && node?.asset) {
    return (
      <LinkedPageFrame
        back={back ?? assetPath(node.asset.internalId)}
        title={t('DOCUMENT_UPLOAD_FOR', { name: node.asset.assetName })}
      >
        <ObjectUpload asset={node.asset} back={back} />
      </LinkedPageFrame>
    );
  }
  return <ErrorBox reason={t(relatedObject === 'employee' ? 'PERSON_NOT_FOUND' : 'DOCUMENTS_OBJECT_NOT_FOUND')} />;
}

/** Part 1 §2 /people/{id}/trainings. */
export function PersonTrainingsPage() {
  const t = useT();
  const queryRef = useRouteQueryRef<PersonTrainingsRouteQuery>();
  const { employee } = usePreloadedQuery<PersonTrainingsRouteQuery>(personTrainingsRouteQuery, queryRef);
  if (!employee) return <ErrorBox reason={t('PERSON_NOT_FOUND')} />;
  return (
    <LinkedPageFrame back={profilePath(employee.internalId)} title={t('TRAININGS_OF', { name: employee.name })}>
      <PersonTrainings employee={employee} />
    </LinkedPageFrame>
  );
}

/** Part 1 §2 /trainings/{trainingId}/employees/{id}. */
export function TrainingParticipantPage() {
  const t = useT();
  const queryRef = useRouteQueryRef<TrainingParticipantRouteQuery>();
  const { employee } = usePreloadedQuery<TrainingParticipantRouteQuery>(trainingParticipantRouteQuery, queryRef);
  if (!employee) return <ErrorBox reason={t('PERSON_NOT_FOUND')} />;
  return (
    <LinkedPageFrame back={trainingsPath(employee.internalId)} title={t('TRAINING_OF', { name: employee.name })}>
      <TrainingParticipant employee={employee} />
    </LinkedPageFrame>
  );
}
