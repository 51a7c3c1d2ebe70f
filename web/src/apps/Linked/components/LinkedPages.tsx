// The linked pages (issue 21, part 1 §2): each reads its route's one query and hands the data to its component.
import ArrowBack from '@mui/icons-material/ArrowBack';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { Link as RouterLink, useLoaderData, useParams, useSearchParams } from 'react-router';
import type { DocumentRouteQuery } from '../../../__generated__/DocumentRouteQuery.graphql';
import type { DocumentsRouteQuery } from '../../../__generated__/DocumentsRouteQuery.graphql';
import type { PersonCalendarMonthRouteQuery } from '../../../__generated__/PersonCalendarMonthRouteQuery.graphql';
import type { PersonTrainingsRouteQuery } from '../../../__generated__/PersonTrainingsRouteQuery.graphql';
import type { TrainingParticipantRouteQuery } from '../../../__generated__/TrainingParticipantRouteQuery.graphql';
import type { UploadDocumentRouteQuery } from '../../../__generated__/UploadDocumentRouteQuery.graphql';
import { ErrorBox } from '../../../components/ErrorBox';
import { useT } from '../../../i18n/I18nProvider';
import { documentsPath, profilePath, trainingsPath } from '../../../paths';
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
import { employeeIdParam } from '../routeIds';
import { DocumentActions } from './DocumentActions';
import { DocumentDetail } from './DocumentDetail';
import { PersonDocuments } from './PersonDocuments';
import { PersonTrainings } from './PersonTrainings';
import { TrainingParticipant } from './TrainingParticipant';
import { UploadDocumentForm } from './UploadDocumentForm';
import { PersonCalendarMonth } from './PersonCalendarMonth';

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
  const queryRef = useLoaderData() as PreloadedQuery<PersonCalendarMonthRouteQuery>;
  const { employee } = usePreloadedQuery<PersonCalendarMonthRouteQuery>(personCalendarMonthRouteQuery, queryRef);
  const address = parseMonthAddress(params.year, params.month);
  if (!employee) return <ErrorBox reason={t('PERSON_NOT_FOUND')} />;
  if (!address) return <ErrorBox reason={t('NOT_A_MONTH')} />;
  return (
    <LinkedPageFrame back={profilePath(employee.id)} title={t('CALENDAR_OF', { name: employee.name })}>
      <PersonCalendarMonth employee={employee} addressId={params.id ?? employee.id} address={address} highlight={search.get('highlight')} />
    </LinkedPageFrame>
  );
}

/** part 1 §2 relatedObject: documents belong to people (employee); any other object has none. */
const isPerson = (relatedObject: string | undefined) => relatedObject === 'employee';

/** Part 1 §2 /{relatedObject}/{relatedObjectId}/documents. */
export function DocumentsPage() {
  const t = useT();
  const { relatedObject } = useParams();
  const queryRef = useLoaderData() as PreloadedQuery<DocumentsRouteQuery>;
  const { employee } = usePreloadedQuery<DocumentsRouteQuery>(documentsRouteQuery, queryRef);
  if (!employee || !isPerson(relatedObject)) return <ErrorBox reason={t('PERSON_NOT_FOUND')} />;
  return (
    <LinkedPageFrame back={profilePath(employee.id)} title={t('DOCUMENTS_OF', { name: employee.name })}>
      <PersonDocuments employee={employee} />
    </LinkedPageFrame>
  );
}

/** Part 1 §2 /{relatedObject}/{relatedObjectId}/documents/{documentId}: a document of another person is not found here. */
export function DocumentPage() {
  const t = useT();
  const { relatedObject, relatedObjectId } = useParams();
  const queryRef = useLoaderData() as PreloadedQuery<DocumentRouteQuery>;
  const document = usePreloadedQuery<DocumentRouteQuery>(documentRouteQuery, queryRef).node?.document;
  const owner = document?.employee;
  if (!document || !owner || !isPerson(relatedObject) || owner.id !== employeeIdParam(relatedObjectId)) {
    return <ErrorBox reason={t('DOCUMENT_NOT_FOUND')} />;
  }
  return (
    <LinkedPageFrame back={documentsPath(owner.id)} title={document.filename ?? ''}>
      <Typography color="text.secondary">{owner.name}</Typography>
      <DocumentDetail document={document} />
      <DocumentActions document={document} listPath={documentsPath(owner.id)} />
    </LinkedPageFrame>
  );
}

/** Part 1 §2 /upload/{relatedObject}/{relatedObjectId}?back=. */
export function UploadDocumentPage() {
  const t = useT();
  const { relatedObject } = useParams();
  const [search] = useSearchParams();
  const queryRef = useLoaderData() as PreloadedQuery<UploadDocumentRouteQuery>;
  const { employee } = usePreloadedQuery<UploadDocumentRouteQuery>(uploadDocumentRouteQuery, queryRef);
  if (!employee || !isPerson(relatedObject)) return <ErrorBox reason={t('PERSON_NOT_FOUND')} />;
  const back = safeBack(search.get('back'));
  return (
    <LinkedPageFrame back={back ?? documentsPath(employee.id)} title={t('DOCUMENT_UPLOAD_FOR', { name: employee.name })}>
      <UploadDocumentForm employee={employee} back={back} />
    </LinkedPageFrame>
  );
}

/** Part 1 §2 /people/{id}/trainings. */
export function PersonTrainingsPage() {
  const t = useT();
  const queryRef = useLoaderData() as PreloadedQuery<PersonTrainingsRouteQuery>;
  const { employee } = usePreloadedQuery<PersonTrainingsRouteQuery>(personTrainingsRouteQuery, queryRef);
  if (!employee) return <ErrorBox reason={t('PERSON_NOT_FOUND')} />;
  return (
    <LinkedPageFrame back={profilePath(employee.id)} title={t('TRAININGS_OF', { name: employee.name })}>
      <PersonTrainings employee={employee} />
    </LinkedPageFrame>
  );
}

/** Part 1 §2 /trainings/{trainingId}/employees/{id}. */
export function TrainingParticipantPage() {
  const t = useT();
  const queryRef = useLoaderData() as PreloadedQuery<TrainingParticipantRouteQuery>;
  const { employee } = usePreloadedQuery<TrainingParticipantRouteQuery>(trainingParticipantRouteQuery, queryRef);
  if (!employee) return <ErrorBox reason={t('PERSON_NOT_FOUND')} />;
  return (
    <LinkedPageFrame back={trainingsPath(employee.id)} title={t('TRAINING_OF', { name: employee.name })}>
      <TrainingParticipant employee={employee} />
    </LinkedPageFrame>
  );
}
