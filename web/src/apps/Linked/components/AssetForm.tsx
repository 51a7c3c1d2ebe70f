import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { validateAsset } from '@people/domain/assets';
import { useState, type FormEvent } from 'react';
import { graphql, useFragment } from 'react-relay';
import { useNavigate } from 'react-router';
import type { AssetForm_asset$key } from '../../../__generated__/AssetForm_asset.graphql';
import type { AssetForm_employee$key } from '../../../__generated__/AssetForm_employee.graphql';
import { useToast } from '../../../components/ToastProvider';
import { useT } from '../../../i18n/I18nProvider';
import { assetPath } from '../../../paths';
import { failureText } from '../../PersonEdit/components/FormErrors';
import { canDo } from '../../Profile/profilePermissions';
import { useAddAsset, useUpdateAsset } from '../hooks/useAssetMutations';

type Values = { name: string; price: string; image: string };
type Save = (values: { assetName: string; price: number | null; imageUrl: string | null }) => Promise<
  | {
      readonly userErrors: ReadonlyArray<{
        readonly code: string;
        readonly message: string;
        readonly field?: ReadonlyArray<string> | null;
      }>;
    }
  | null
  | undefined
>;

/** The fields of part 1 §3 Asset, checked by domain validateAsset before sending (the server checks again). */
function AssetFields({
  initial,
  submitLabel,
  onSave,
  busy,
}: {
  initial: Values;
  submitLabel: string;
  onSave: Save;
  busy: boolean;
}) {
  const t = useT();
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<string[]>([]);
  const labels = {
    asset_name: t('ASSET_NAME'),
    assetName: t('ASSET_NAME'),
    price: t('ASSET_PRICE'),
    image_url: t('ASSET_IMAGE_URL'),
    imageUrl: t('ASSET_IMAGE_URL'),
  };
  const set = (key: keyof Values) => (event: { target: { value: string } }) =>
    setValues((old) => ({ ...old, [key]: event.target.value }));
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const local = validateAsset({ asset_name: values.name, price: values.price, image_url: values.image });
    if (local.length > 0) return setErrors(local.map((e) => failureText(t, e, labels)));
    setErrors([]);
    try {
      const payload = await onSave({
        assetName: values.name.trim(),
        price: values.price.trim() === '' ? null : Number(values.price),
        imageUrl: values.image.trim() || null,
      });
      const failures = payload?.userErrors ?? [];
      if (failures.length > 0) setErrors(failures.map((e) => failureText(t, e, labels)));
    } catch {
      setErrors([t('ASSET_SAVE_FAILED')]);
    }
  };
  return (
    <Box
      component="form"
      onSubmit={(event) => void onSubmit(event)}
      noValidate
      aria-label={submitLabel}
      sx={{ display: 'grid', gap: 2, maxWidth: 480, minWidth: 0 }}
    >
      {errors.length > 0 && (
        <Alert severity="error" role="alert">
          {errors.map((error) => (
            <div key={error}>{error}</div>
          ))}
        </Alert>
      )}
      <TextField
        label={t('ASSET_NAME')}
        value={values.name}
        onChange={set('name')}
        required
        slotProps={{ htmlInput: { maxLength: 200 } }}
      />
      <TextField
        label={t('ASSET_PRICE')}
        value={values.price}
        onChange={set('price')}
        slotProps={{ htmlInput: { inputMode: 'decimal' } }}
        helperText={t('ASSET_PRICE_HINT')}
      />
      <TextField
        label={t('ASSET_IMAGE_URL')}
        value={values.image}
        onChange={set('image')}
        slotProps={{ htmlInput: { inputMode: 'url' } }}
      />
      <Box>
        <Button type="submit" variant="contained" loading={busy}>
          {submitLabel}
        </Button>
      </Box>
    </Box>
  );
}

/** Part 1 §2 /people/{id}/add/assets: a new asset for the person, then its page. */
export function NewAssetForm({ employee }: { employee: AssetForm_employee$key }) {
  const t = useT();
  const toast = useToast();
  const navigate = useNavigate();
  const person = useFragment(AssetForm_employee, employee);
  const [add, busy] = useAddAsset();
  if (!canDo(person.permissions, 'addAsset')) return <Alert severity="warning">{t('ASSET_ADD_NOT_ALLOWED')}</Alert>;
  const save: Save = async (values) => {
    const payload = await add({ employeeId: person.id, ...values });
    if (payload.userErrors.length === 0 && payload.asset) {
      toast({ severity: 'success', message: t('ASSET_SAVED') });
      void navigate(assetPath(payload.asset.internalId));
    }
    return payload;
  };
  return (
    <AssetFields initial={{ name: '', price: '', image: '' }} submitLabel={t('ASSET_ADD')} onSave={save} busy={busy} />
  );
}

/** Part 1 §2 /assets/{id}: the asset's name, price and picture, for who may change the person's assets. */
export function AssetEditForm({ asset }: { asset: AssetForm_asset$key }) {
  const t = useT();
  const toast = useToast();
  const data = useFragment(AssetForm_asset, asset);
  const [update, busy] = useUpdateAsset();
  if (!data.employee || !canDo(data.employee.permissions, 'addAsset')) return null;
  const save: Save = async (values) => {
    const payload = await update({ assetId: data.id, ...values });
    if (payload.userErrors.length === 0) toast({ severity: 'success', message: t('ASSET_SAVED') });
    return payload;
  };
  const initial = {
    name: data.assetName,
    price: data.price == null ? '' : data.price.toFixed(2),
    image: data.imageUrl ?? '',
  };
  return (
    <AssetFields
      key={`${data.assetName}|${data.price}|${data.imageUrl}`}
      initial={initial}
      submitLabel={t('ASSET_EDIT')}
      onSave={save}
      busy={busy}
    />
  );
}

const AssetForm_employee = graphql`
  fragment AssetForm_employee on Employee {
    id
    permissions {
      actions
    }
  }
`;

const AssetForm_asset = graphql`
  fragment AssetForm_asset on Asset {
    id
    assetName
    price
    imageUrl
    employee {
      permissions {
        actions
      }
    }
  }
`;
