import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { graphql, useFragment } from 'react-relay';
import { Link as RouterLink, useNavigate } from 'react-router';
import type { AddSoftwareForm_employee$key } from '../../../__generated__/AddSoftwareForm_employee.graphql';
import type { AddSoftwareForm_products$key } from '../../../__generated__/AddSoftwareForm_products.graphql';
import { useToast } from '../../../components/ToastProvider';
import { useT } from '../../../i18n/I18nProvider';
import { profilePath } from '../../../paths';
import { usePayloadErrors } from '../../Profile/hooks/usePayloadErrors';
import { canDo } from '../../Profile/profilePermissions';
import { useCompanySuggestions } from '../hooks/useCompanySuggestions';
import { useAddLicense, useAddSoftwareProduct } from '../hooks/useLicenseMutations';

const NEW = '__new__';

/**
 * Part 2 §2 /people/{id}/add/software: pick a product of the company, or name a new one, with logo suggestions from
 * the catalogue (part 2 §7 /v1/companies/suggest) that fill in its website; then add the license with an optional
 * username. A new product of a name that exists is that product (return_existing).
 */
export function AddSoftwareForm({
  employee,
  products,
}: {
  employee: AddSoftwareForm_employee$key;
  products: AddSoftwareForm_products$key | null;
}) {
  const t = useT();
  const toast = useToast();
  const navigate = useNavigate();
  const data = useFragment(AddSoftwareForm_employee, employee);
  const catalogue = useFragment(AddSoftwareForm_products, products) ?? [];
  const [addProduct, addingProduct] = useAddSoftwareProduct();
  const [addLicense, addingLicense] = useAddLicense();
  const { errors, run } = usePayloadErrors();
  const [productId, setProductId] = useState(catalogue.length === 0 ? NEW : '');
  const [name, setName] = useState('');
  const [url, setUrl] = useState('');
  const [username, setUsername] = useState('');
  const suggestions = useCompanySuggestions(productId === NEW ? name : '');
  const back = profilePath(data.internalId);
  const busy = addingProduct || addingLicense;

  if (!canDo(data.permissions, 'addSoftware')) return <Alert severity="info">{t('SOFTWARE_NOT_ALLOWED')}</Alert>;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy || productId === '' || (productId === NEW && name.trim() === '')) return;
    let product = productId;
    if (productId === NEW) {
      const added = await run(() => addProduct({ name: name.trim(), url: url.trim() || null, returnExisting: true }));
      if (!added?.product) return;
      product = added.product.id;
    }
    if (await run(() => addLicense({ employeeId: data.id, productId: product, username: username.trim() || null }))) {
      toast({ severity: 'success', message: t('LICENSE_SAVED') });
      void navigate(back);
    }
  };

  return (
    <Paper component="form" onSubmit={submit} sx={{ p: 3, maxWidth: 640 }}>
      <Typography variant="h5" component="h1" gutterBottom>
        {t('ADD_SOFTWARE')} · {data.name}
      </Typography>
      <Stack spacing={2}>
        <TextField
          select
          label={t('PICK_PRODUCT')}
          value={productId}
          onChange={(e) => setProductId(e.target.value)}
          required
        >
          {catalogue.map((p) => (
            <MenuItem key={p.id} value={p.id}>
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                <Avatar variant="rounded" src={p.logo ?? undefined} alt="" sx={{ width: 24, height: 24, fontSize: 12 }}>
                  {p.name[0]}
                </Avatar>
                <span>{p.name}</span>
              </Stack>
            </MenuItem>
          ))}
          <MenuItem value={NEW}>{t('OR_NEW_PRODUCT')}</MenuItem>
        </TextField>
        {productId === NEW && (
          <>
            <TextField
              label={t('PRODUCT_NAME')}
              value={name}
              onChange={(e) => setName(e.target.value)}
              required
              slotProps={{ htmlInput: { maxLength: 200 } }}
            />
            {suggestions.length > 0 && (
              <Stack
                direction="row"
                spacing={1}
                useFlexGap
                sx={{ flexWrap: 'wrap' }}
                aria-label={t('LOGO_SUGGESTIONS')}
                role="group"
              >
                {suggestions.map((s) => (
                  <Chip
                    key={s.domain}
                    avatar={<Avatar src={s.logo} alt="" />}
                    label={`${s.name} · ${s.domain}`}
                    onClick={() => {
                      setName(s.name);
                      setUrl(`https://${s.domain}`);
                    }}
                    variant={url === `https://${s.domain}` ? 'filled' : 'outlined'}
                  />
                ))}
              </Stack>
            )}
            <TextField
              label={t('PRODUCT_URL')}
              value={url}
              onChange={(e) => setUrl(e.target.value)}
              slotProps={{ htmlInput: { maxLength: 500 } }}
            />
          </>
        )}
        <TextField
          label={t('LICENSE_USERNAME')}
          value={username}
          onChange={(e) => setUsername(e.target.value)}
          slotProps={{ htmlInput: { maxLength: 200 } }}
        />
        {errors.map((error) => (
          <Alert key={error} severity="error">
            {error}
          </Alert>
        ))}
        <Stack direction="row" spacing={1}>
          <Button type="submit" variant="contained" disabled={busy}>
            {t('ADD_LICENSE')}
          </Button>
          <Button component={RouterLink} to={back}>
            {t('CANCEL')}
          </Button>
        </Stack>
      </Stack>
    </Paper>
  );
}

const AddSoftwareForm_employee = graphql`
  fragment AddSoftwareForm_employee on Employee {
    id
    internalId
    name
    permissions {
      actions
    }
  }
`;

const AddSoftwareForm_products = graphql`
  fragment AddSoftwareForm_products on SoftwareProduct @relay(plural: true) {
    id
    internalId
    name
    url
    logo
  }
`;
