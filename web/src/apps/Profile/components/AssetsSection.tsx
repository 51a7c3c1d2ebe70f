import Avatar from '@mui/material/Avatar';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemText from '@mui/material/ListItemText';
import Inventory2Outlined from '@mui/icons-material/Inventory2Outlined';
import { COLLAPSED_COUNTS } from '@people/domain/profile';
import { useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import { Link as RouterLink } from 'react-router';
import type { AssetsSection_employee$key } from '../../../__generated__/AssetsSection_employee.graphql';
import { formatMoney } from '../../../i18n/formatMoney';
import { useT } from '../../../i18n/I18nProvider';
import { addAssetPath, assetPath } from '../../../paths';
import { canDo, canSee } from '../profilePermissions';
import { CaughtSection, EmptyLine } from './ProfileSectionCard';
import { ShowMoreButton } from './ShowMoreButton';

const { shown } = COLLAPSED_COUNTS.assets;

/** Spec part 1 §2 assets: 3 shown, show more (part 1 §9). */
export function AssetsSection({ employee }: { employee: AssetsSection_employee$key }) {
  const t = useT();
  const data = useFragment(AssetsSection_employee, employee);
  const [expanded, setExpanded] = useState(false);
  if (!canSee(data.permissions, 'assets')) return null;
  // Part 1 §2 /people/{id}/add/assets for who may add an asset (domain addAsset).
  const action = canDo(data.permissions, 'addAsset') ? (
    <Link component={RouterLink} to={addAssetPath(data.internalId)}>
      {t('ASSET_ADD')}
    </Link>
  ) : undefined;
  return (
    <CaughtSection id="assets" title={t('ASSETS')} result={data.assets} action={action}>
      {(assets) =>
        assets.length === 0 ? (
          <EmptyLine>{t('NO_ASSETS')}</EmptyLine>
        ) : (
          <>
            <List id="assets-list" dense disablePadding aria-label={t('ASSETS')}>
              {(expanded ? assets : assets.slice(0, shown)).map((asset) => (
                <ListItem key={asset.id} disableGutters>
                  <ListItemAvatar>
                    <Avatar variant="rounded" src={asset.imageUrl ?? undefined} alt="">
                      <Inventory2Outlined />
                    </Avatar>
                  </ListItemAvatar>
                  <ListItemText
                    primary={
                      <Link component={RouterLink} to={assetPath(asset.internalId)}>
                        {asset.assetName}
                      </Link>
                    }
                    secondary={asset.price != null ? formatMoney(asset.price, t.language) : null}
                  />
                </ListItem>
              ))}
            </List>
            {assets.length > shown && (
              <ShowMoreButton expanded={expanded} onToggle={() => setExpanded(!expanded)} controls="assets-list" />
            )}
          </>
        )
      }
    </CaughtSection>
  );
}

const AssetsSection_employee = graphql`
  fragment AssetsSection_employee on Employee {
    id
    internalId
    permissions {
      sections
      actions
    }
    assets @catch(to: RESULT) {
      id
      internalId
      assetName
      price
      imageUrl
    }
  }
`;
