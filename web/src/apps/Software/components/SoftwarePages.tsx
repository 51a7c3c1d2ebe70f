// The software routes' pages (routes.tsx): each reads its route's one query and hands the data to its component.
import { usePreloadedQuery } from 'react-relay';
import type { AddSoftwareRouteQuery } from '../../../__generated__/AddSoftwareRouteQuery.graphql';
import type { LicenseRouteQuery } from '../../../__generated__/LicenseRouteQuery.graphql';
import type { PersonSoftwareRouteQuery } from '../../../__generated__/PersonSoftwareRouteQuery.graphql';
import { ErrorBox } from '../../../components/ErrorBox';
import { useT } from '../../../i18n/I18nProvider';
import { addSoftwareRouteQuery, licenseRouteQuery, personSoftwareRouteQuery } from '../queries';
import { AddSoftwareForm } from './AddSoftwareForm';
import { LicenseDetail } from './LicenseDetail';
import { PersonSoftware } from './PersonSoftware';
import { useRouteQueryRef } from '../../../relay/routeQuery';

function NotFound({ reason }: { reason: 'PERSON_NOT_FOUND' | 'LICENSE_NOT_FOUND' }) {
  const t = useT();
  return <ErrorBox reason={t(reason)} />;
}

/** Part 2 §2 /people/{id}/software. */
export function PersonSoftwarePage() {
  const queryRef = useRouteQueryRef<PersonSoftwareRouteQuery>();
  const { employee } = usePreloadedQuery<PersonSoftwareRouteQuery>(personSoftwareRouteQuery, queryRef);
  return employee ? <PersonSoftware employee={employee} /> : <NotFound reason="PERSON_NOT_FOUND" />;
}

/** Part 2 §2 /people/{id}/add/software. */
export function AddSoftwarePage() {
  const queryRef = useRouteQueryRef<AddSoftwareRouteQuery>();
  const { employee, softwareProducts } = usePreloadedQuery<AddSoftwareRouteQuery>(addSoftwareRouteQuery, queryRef);
  if (!employee) return <NotFound reason="PERSON_NOT_FOUND" />;
  return (
    <AddSoftwareForm employee={employee} products={softwareProducts.ok ? (softwareProducts.value ?? null) : null} />
  );
}

/** Part 2 §2 /software/licenses/{id}: a missing id, another company's or a hidden one answers the same. */
export function LicensePage() {
  const queryRef = useRouteQueryRef<LicenseRouteQuery>();
  const { license } = usePreloadedQuery<LicenseRouteQuery>(licenseRouteQuery, queryRef);
  const found = license?.LicenseDetail_license;
  return found ? <LicenseDetail license={found} /> : <NotFound reason="LICENSE_NOT_FOUND" />;
}
