// The profile's belongings, each on its page (part 1 §2 /assets/{id} and /fleet/{id}; §3 Asset, Vehicle).
import FolderOutlined from '@mui/icons-material/FolderOutlined';
import Inventory2Outlined from '@mui/icons-material/Inventory2Outlined';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import { usePreloadedQuery } from 'react-relay';
import { Link as RouterLink, useSearchParams } from 'react-router';
import type { AssetRouteQuery } from '../../../__generated__/AssetRouteQuery.graphql';
import type { NewAssetRouteQuery } from '../../../__generated__/NewAssetRouteQuery.graphql';
import type { NewVehicleRouteQuery } from '../../../__generated__/NewVehicleRouteQuery.graphql';
import type { VehicleRouteQuery } from '../../../__generated__/VehicleRouteQuery.graphql';
import { ErrorBox } from '../../../components/ErrorBox';
import { LabeledValue } from '../../../components/LabeledValue';
import { enumLabel } from '../../../i18n/enumLabel';
import { formatMoney } from '../../../i18n/formatMoney';
import { useT } from '../../../i18n/I18nProvider';
import { objectDocumentsPath, PEOPLE_PATH, profilePath } from '../../../paths';
import { safeBack } from '../documentFileRequests';
import { assetRouteQuery, newAssetRouteQuery, newVehicleRouteQuery, vehicleRouteQuery } from '../queries';
import { AssetEditForm, NewAssetForm } from './AssetForm';
import { NewVehicleForm } from './NewVehicleForm';
import { LinkedPageFrame } from './LinkedPages';
import { useRouteQueryRef } from '../../../relay/routeQuery';

/** The object's documents (part 1 §2 /car/{id}/documents, /asset/{id}/documents). */
function DocumentsLink({ to }: { to: string }) {
  const t = useT();
  return (
    <Box>
      <Button component={RouterLink} to={to} variant="outlined" startIcon={<FolderOutlined />}>
        {t('DOCUMENTS')}
      </Button>
    </Box>
  );
}

function Holder({ employee }: { employee: { internalId: number; name: string } | null | undefined }) {
  const t = useT();
  return (
    <LabeledValue label={t('ASSIGNED_TO')}>
      {employee ? (
        <Link component={RouterLink} to={profilePath(employee.internalId)}>
          {employee.name}
        </Link>
      ) : (
        '—'
      )}
    </LabeledValue>
  );
}

/** Part 1 §2 /assets/{id}: a missing id, another company's or one the viewer may not see (disable_assets) answer alike. */
export function AssetPage() {
  const t = useT();
  const queryRef = useRouteQueryRef<AssetRouteQuery>();
  const asset = usePreloadedQuery<AssetRouteQuery>(assetRouteQuery, queryRef).node?.asset;
  if (!asset) return <ErrorBox reason={t('ASSET_NOT_FOUND')} />;
  return (
    <LinkedPageFrame
      back={asset.employee ? profilePath(asset.employee.internalId) : PEOPLE_PATH}
      title={asset.assetName}
    >
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-start' }}>
        <Avatar variant="rounded" src={asset.imageUrl ?? undefined} alt="" sx={{ width: 96, height: 96 }}>
          <Inventory2Outlined />
        </Avatar>
        <Box component="dl" sx={{ display: 'grid', gap: 1, m: 0 }}>
          <LabeledValue label={t('ASSET_PRICE')}>
            {asset.price != null ? formatMoney(asset.price, t.language) : '—'}
          </LabeledValue>
          <Holder employee={asset.employee} />
        </Box>
      </Box>
      <DocumentsLink to={objectDocumentsPath('asset', asset.internalId)} />
      <AssetEditForm asset={asset} />
    </LinkedPageFrame>
  );
}

/** Part 1 §2 /fleet/{id}: a vehicle that is deleted, of another company or hidden answers as a missing one. */
export function VehiclePage() {
  const t = useT();
  const queryRef = useRouteQueryRef<VehicleRouteQuery>();
  const vehicle = usePreloadedQuery<VehicleRouteQuery>(vehicleRouteQuery, queryRef).node?.vehicle;
  if (!vehicle) return <ErrorBox reason={t('VEHICLE_NOT_FOUND')} />;
  return (
    <LinkedPageFrame
      back={vehicle.employee ? profilePath(vehicle.employee.internalId) : PEOPLE_PATH}
      title={`${vehicle.brand} ${vehicle.model}`}
    >
      <Box component="dl" sx={{ display: 'grid', gap: 1, m: 0 }}>
        <LabeledValue label={t('VEHICLE_KIND')}>{enumLabel(t, 'VEHICLE_TYPE', vehicle.type)}</LabeledValue>
        <LabeledValue label={t('VEHICLE_PLATE')}>{vehicle.plate ?? '—'}</LabeledValue>
        <Holder employee={vehicle.employee} />
      </Box>
      <DocumentsLink to={objectDocumentsPath('car', vehicle.internalId)} />
    </LinkedPageFrame>
  );
}

/** Part 1 §2 /fleet/new?employee_id={id}&back=. */
export function NewVehiclePage() {
  const t = useT();
  const [search] = useSearchParams();
  const queryRef = useRouteQueryRef<NewVehicleRouteQuery>();
  const { employee } = usePreloadedQuery<NewVehicleRouteQuery>(newVehicleRouteQuery, queryRef);
  if (!employee) return <ErrorBox reason={t('PERSON_NOT_FOUND')} />;
  const back = safeBack(search.get('back'));
  return (
    <LinkedPageFrame
      back={back ?? profilePath(employee.internalId)}
      title={t('VEHICLE_NEW_FOR', { name: employee.name })}
    >
      <NewVehicleForm employee={employee} back={back} />
    </LinkedPageFrame>
  );
}

/** Part 1 §2 /people/{id}/add/assets. */
export function NewAssetPage() {
  const t = useT();
  const queryRef = useRouteQueryRef<NewAssetRouteQuery>();
  const { employee } = usePreloadedQuery<NewAssetRouteQuery>(newAssetRouteQuery, queryRef);
  if (!employee) return <ErrorBox reason={t('PERSON_NOT_FOUND')} />;
  return (
    <LinkedPageFrame back={profilePath(employee.internalId)} title={t('ASSET_NEW_FOR', { name: employee.name })}>
      <NewAssetForm employee={employee} />
    </LinkedPageFrame>
  );
}
