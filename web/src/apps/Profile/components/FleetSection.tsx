import DirectionsCarOutlined from '@mui/icons-material/DirectionsCarOutlined';
import PedalBikeOutlined from '@mui/icons-material/PedalBikeOutlined';
import TwoWheelerOutlined from '@mui/icons-material/TwoWheelerOutlined';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import { graphql, useFragment } from 'react-relay';
import { Link as RouterLink } from 'react-router';
import type { FleetSection_employee$key, VehicleType } from '../../../__generated__/FleetSection_employee.graphql';
import { enumLabel } from '../../../i18n/enumLabel';
import { useT } from '../../../i18n/I18nProvider';
import { newVehiclePath, profilePath, vehiclePath } from '../../../paths';
import { canDo, canSee } from '../profilePermissions';
import { CaughtSection, EmptyLine } from './ProfileSectionCard';

const ICONS: Record<string, typeof DirectionsCarOutlined> = {
  CAR: DirectionsCarOutlined,
  MOTORBIKE: TwoWheelerOutlined,
  BICYCLE: PedalBikeOutlined,
} satisfies Record<Exclude<VehicleType, '%future added value'>, typeof DirectionsCarOutlined>;

/** Spec part 1 §2 fleet: the person's vehicles (part 1 §3 Vehicle). */
export function FleetSection({ employee }: { employee: FleetSection_employee$key }) {
  const t = useT();
  const data = useFragment(FleetSection_employee, employee);
  if (!canSee(data.permissions, 'fleet')) return null;
  // Part 1 §2 /fleet/new for who may add a vehicle (domain addVehicle), back to the profile.
  const action = canDo(data.permissions, 'addVehicle') ? (
    <Link component={RouterLink} to={newVehiclePath(data.internalId, profilePath(data.internalId))}>
      {t('VEHICLE_ADD')}
    </Link>
  ) : undefined;
  return (
    <CaughtSection id="fleet" title={t('FLEET')} result={data.vehicles} action={action}>
      {(vehicles) =>
        vehicles.length === 0 ? (
          <EmptyLine>{t('NO_VEHICLES')}</EmptyLine>
        ) : (
          <List dense disablePadding aria-label={t('FLEET')}>
            {vehicles.map((vehicle) => {
              const Icon = ICONS[vehicle.type] ?? DirectionsCarOutlined;
              return (
                <ListItem key={vehicle.id} disableGutters>
                  <ListItemIcon sx={{ minWidth: 36 }}>
                    <Icon aria-hidden />
                  </ListItemIcon>
                  <ListItemText
                    primary={
                      <Link component={RouterLink} to={vehiclePath(vehicle.internalId)}>
                        {`${vehicle.brand} ${vehicle.model}`}
                      </Link>
                    }
                    secondary={[enumLabel(t, 'VEHICLE_TYPE', vehicle.type), vehicle.plate].filter(Boolean).join(' · ')}
                  />
                </ListItem>
              );
            })}
          </List>
        )
      }
    </CaughtSection>
  );
}

const FleetSection_employee = graphql`
  fragment FleetSection_employee on Employee {
    id
    internalId
    permissions {
      sections
      actions
    }
    vehicles @catch(to: RESULT) {
      id
      internalId
      type
      brand
      model
      plate
    }
  }
`;
