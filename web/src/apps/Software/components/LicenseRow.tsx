import Avatar from '@mui/material/Avatar';
import Link from '@mui/material/Link';
import ListItem from '@mui/material/ListItem';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { formatDate } from '../../../i18n/formatDate';
import { graphql, useFragment } from 'react-relay';
import { Link as RouterLink } from 'react-router';
import type { LicenseRow_license$key } from '../../../__generated__/LicenseRow_license.graphql';
import { initials } from '../../../components/initials';
import { useT } from '../../../i18n/I18nProvider';
import { licensePath } from '../../../paths';

/**
 * One license (part 2 §2 software box): the product logo, name and URL, the added date and the deactivated date when
 * there is one. An inactive license is shown muted. `onOpenUrl` asks before leaving for the product's site (part 2 §2).
 */
export function LicenseRow({
  license,
  onOpenUrl,
}: {
  license: LicenseRow_license$key;
  onOpenUrl: (url: string) => void;
}) {
  const t = useT();
  const data = useFragment(LicenseRow_license, license);
  const muted = !data.active;
  return (
    // An ended license is muted by its grey logo and secondary-coloured name, not by opacity: faded text would fail the
    // contrast an accessible page needs (axe color-contrast).
    <ListItem disableGutters data-testid="license-row" data-active={data.active}>
      <ListItemAvatar>
        <Avatar
          variant="rounded"
          src={data.logo ?? undefined}
          alt=""
          sx={{ filter: muted ? 'grayscale(1)' : undefined, opacity: muted ? 0.55 : 1 }}
        >
          {initials(data.name)}
        </Avatar>
      </ListItemAvatar>
      <ListItemText
        primary={
          <Link component={RouterLink} to={licensePath(data.internalId)} color={muted ? 'text.secondary' : 'primary'}>
            {data.name}
          </Link>
        }
        secondary={
          <>
            {data.url && (
              <Link
                component="button"
                type="button"
                variant="body2"
                onClick={() => onOpenUrl(data.url!)}
                sx={{ mr: 1 }}
              >
                {data.url}
              </Link>
            )}
            <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }}>
              {t('LICENSE_ADDED_ON', { date: formatDate(t, data.dateEnabled) })}
              {data.dateDeactivated &&
                ` · ${t('LICENSE_DEACTIVATED_ON', { date: formatDate(t, data.dateDeactivated) })}`}
            </Typography>
          </>
        }
        slotProps={{ secondary: { component: 'div' } }}
      />
    </ListItem>
  );
}

const LicenseRow_license = graphql`
  fragment LicenseRow_license on License {
    id
    internalId
    name
    url
    logo
    active
    dateEnabled
    dateDeactivated
  }
`;
