import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useState, type FormEvent } from 'react';
import { graphql, useFragment } from 'react-relay';
import { Link as RouterLink, useNavigate } from 'react-router';
import type { NewVehicleForm_employee$key } from '../../../__generated__/NewVehicleForm_employee.graphql';
import type { VehicleType } from '../../../__generated__/useAddVehicleMutation.graphql';
import { useToast } from '../../../components/ToastProvider';
import { enumLabel } from '../../../i18n/enumLabel';
import { useT } from '../../../i18n/I18nProvider';
import { userErrorText } from '../../../i18n/userErrorText';
import { profilePath, vehiclePath } from '../../../paths';
import { canDo } from '../../Profile/profilePermissions';
import { useAddVehicle } from '../hooks/useAddVehicle';

const TYPES: VehicleType[] = ['CAR', 'MOTORBIKE', 'BICYCLE'];

/** Part 1 §2 /fleet/new?employee_id={id}&back=: a vehicle for the person (§3 Vehicle), then back, or to its page. */
export function NewVehicleForm({ employee, back }: { employee: NewVehicleForm_employee$key; back: string | null }) {
  const t = useT();
  const toast = useToast();
  const navigate = useNavigate();
  const data = useFragment(NewVehicleForm_employee, employee);
  const [addVehicle, busy] = useAddVehicle();
  const [type, setType] = useState<VehicleType>('CAR');
  const [brand, setBrand] = useState('');
  const [model, setModel] = useState('');
  const [plate, setPlate] = useState('');
  const [tried, setTried] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  if (!canDo(data.permissions, 'addVehicle')) return <Alert severity="warning">{t('VEHICLE_ADD_NOT_ALLOWED')}</Alert>;

  const missing = (value: string) => tried && value.trim() === '';
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (brand.trim() === '' || model.trim() === '') return;
    try {
      const payload = await addVehicle({
        employeeId: data.id,
        type,
        brand: brand.trim(),
        model: model.trim(),
        plate: plate.trim() || null,
      });
      if (payload.userErrors.length > 0 || !payload.vehicle) {
        setFailure(payload.userErrors.map((error) => userErrorText(t, error)).join(' ') || t('VEHICLE_ADD_FAILED'));
        return;
      }
      toast({ severity: 'success', message: t('VEHICLE_ADDED') });
      void navigate(back ?? vehiclePath(payload.vehicle.internalId));
    } catch {
      setFailure(t('VEHICLE_ADD_FAILED'));
    }
  };

  return (
    <Box component="form" onSubmit={onSubmit} noValidate sx={{ display: 'grid', gap: 2, maxWidth: 480, minWidth: 0 }}>
      <TextField
        select
        label={t('VEHICLE_KIND')}
        value={type}
        onChange={(event) => setType(event.target.value as VehicleType)}
      >
        {TYPES.map((value) => (
          <MenuItem key={value} value={value}>
            {enumLabel(t, 'VEHICLE_TYPE', value)}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        label={t('VEHICLE_BRAND')}
        value={brand}
        onChange={(event) => setBrand(event.target.value)}
        required
        error={missing(brand)}
        helperText={missing(brand) ? t('FIELD_IS_REQUIRED', { field: t('VEHICLE_BRAND') }) : undefined}
        slotProps={{ htmlInput: { maxLength: 100 } }}
      />
      <TextField
        label={t('VEHICLE_MODEL')}
        value={model}
        onChange={(event) => setModel(event.target.value)}
        required
        error={missing(model)}
        helperText={missing(model) ? t('FIELD_IS_REQUIRED', { field: t('VEHICLE_MODEL') }) : undefined}
        slotProps={{ htmlInput: { maxLength: 100 } }}
      />
      <TextField
        label={t('VEHICLE_PLATE')}
        value={plate}
        onChange={(event) => setPlate(event.target.value)}
        slotProps={{ htmlInput: { maxLength: 20 } }}
      />
      {failure && (
        <Alert severity="error" role="alert">
          {failure}
        </Alert>
      )}
      <Box sx={{ display: 'flex', gap: 1 }}>
        <Button type="submit" variant="contained" disabled={busy}>
          {t('VEHICLE_ADD')}
        </Button>
        <Button component={RouterLink} to={back ?? profilePath(data.internalId)} disabled={busy}>
          {t('CANCEL')}
        </Button>
      </Box>
    </Box>
  );
}

const NewVehicleForm_employee = graphql`
  fragment NewVehicleForm_employee on Employee {
    id
    internalId
    permissions {
      actions
    }
  }
`;
