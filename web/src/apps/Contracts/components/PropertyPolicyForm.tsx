import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { PropertyPolicyForm_employee$key } from '../../../__generated__/PropertyPolicyForm_employee.graphql';
import { useT } from '../../../i18n/I18nProvider';

/**
 * Part 2 §7 addAssetPolicy and addCarPolicy: a policy is a contract from one of the company's templates that names the
 * person's assets ({assets}) or car ({car}). Shown with the assets or cars the viewer may see; none, no form.
 */
export function PropertyPolicyForm({
  employee: key,
  templates,
  busy,
  onAssets,
  onCar,
}: {
  employee: PropertyPolicyForm_employee$key;
  templates: readonly { readonly id: string; readonly name: string }[];
  busy: boolean;
  onAssets: (templateId: string, assetIds: string[]) => void;
  onCar: (templateId: string, vehicleId: string) => void;
}) {
  const t = useT();
  const employee = useFragment(PropertyPolicyForm_employee, key);
  const [templateId, setTemplateId] = useState('');
  const [assetIds, setAssetIds] = useState<string[]>([]);
  const [vehicleId, setVehicleId] = useState('');
  const assets = employee.assets.ok ? (employee.assets.value ?? []) : [];
  const cars = (employee.vehicles.ok ? (employee.vehicles.value ?? []) : []).filter((v) => v.type === 'CAR');
  if (assets.length === 0 && cars.length === 0)
    return <Typography variant="body2">{t('CONTRACT_POLICY_NOTHING')}</Typography>;
  const toggle = (id: string, on: boolean) => setAssetIds((ids) => (on ? [...ids, id] : ids.filter((x) => x !== id)));
  return (
    <Stack spacing={1} sx={{ mt: 1 }}>
      <TextField
        select
        size="small"
        label={t('CONTRACT_POLICY_TEMPLATE')}
        value={templateId}
        onChange={(e) => setTemplateId(e.target.value)}
        sx={{ maxWidth: { xs: 1, sm: 360 } }}
      >
        {templates.map((template) => (
          <MenuItem key={template.id} value={template.id}>
            {template.name}
          </MenuItem>
        ))}
      </TextField>
      {assets.length > 0 && (
        <>
          <FormGroup role="group" aria-label={t('CONTRACT_POLICY_ASSETS')}>
            {assets.map((asset) => (
              <FormControlLabel
                key={asset.id}
                control={
                  <Checkbox
                    checked={assetIds.includes(asset.id)}
                    onChange={(e) => toggle(asset.id, e.target.checked)}
                  />
                }
                label={asset.assetName}
              />
            ))}
          </FormGroup>
          <Button
            variant="outlined"
            disabled={busy || templateId === '' || assetIds.length === 0}
            onClick={() => onAssets(templateId, assetIds)}
            sx={{ alignSelf: 'flex-start' }}
          >
            {t('CONTRACT_POLICY_ADD_ASSETS')}
          </Button>
        </>
      )}
      {cars.length > 0 && (
        <Stack direction="row" useFlexGap spacing={1} sx={{ flexWrap: 'wrap' }}>
          <TextField
            select
            size="small"
            label={t('CONTRACT_POLICY_CAR')}
            value={vehicleId}
            onChange={(e) => setVehicleId(e.target.value)}
            sx={{ minWidth: { xs: 1, sm: 280 } }}
          >
            {cars.map((car) => (
              <MenuItem key={car.id} value={car.id}>
                {[car.brand, car.model, car.plate].filter(Boolean).join(' ')}
              </MenuItem>
            ))}
          </TextField>
          <Button
            variant="outlined"
            disabled={busy || templateId === '' || vehicleId === ''}
            onClick={() => onCar(templateId, vehicleId)}
          >
            {t('CONTRACT_POLICY_ADD_CAR')}
          </Button>
        </Stack>
      )}
    </Stack>
  );
}

const PropertyPolicyForm_employee = graphql`
  fragment PropertyPolicyForm_employee on Employee {
    assets @catch(to: RESULT) {
      id
      assetName
    }
    vehicles @catch(to: RESULT) {
      id
      type
      brand
      model
      plate
    }
  }
`;
