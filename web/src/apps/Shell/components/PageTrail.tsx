import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Box from '@mui/material/Box';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { Link as RouterLink, useLocation, useMatches } from 'react-router';
import { useT, type MessageKey } from '../../../i18n/I18nProvider';
import { PEOPLE_PATH } from '../../../paths';
import { backLinkTarget, recordVisit } from '../backLink';
import { currentItem, NAVIGATION_ITEMS } from '../navigation';
import type { RouteHandle } from '../routeTitles';

/** The deepest matched route's title (routeTitles.ts), or none. */
function useRouteTitle(): MessageKey | null {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i -= 1) {
    const title = (matches[i].handle as RouteHandle | undefined)?.title;
    if (title) return title;
  }
  return null;
}

/**
 * The page title in the browser tab, the breadcrumbs above the page and the one back link of part 1 §2
 * (the most recent profile or person calendar, backLink.ts).
 */
export function PageTrail() {
  const t = useT();
  const title = useRouteTitle();
  const { pathname, search } = useLocation();
  const pageTitle = title ? t(title) : null;

  useEffect(() => {
    document.title = pageTitle ? `${pageTitle} · ${t('APP_NAME')}` : t('APP_NAME');
  }, [pageTitle, t]);
  useEffect(() => recordVisit(pathname, search), [pathname, search]);

  const person = /^\/people\/([^/]+)\/.+/.exec(pathname);
  const item = currentItem(NAVIGATION_ITEMS, pathname);
  const crumbs: { label: string; to: string }[] = [];
  if (person) {
    crumbs.push(
      { label: t('PEOPLE'), to: PEOPLE_PATH },
      { label: t('TITLE_PROFILE'), to: `${PEOPLE_PATH}/${person[1]}` },
    );
  } else if (item && item.path !== pathname) {
    crumbs.push({ label: t(item.label), to: item.path });
  }
  const isAreaPage = item !== null && item.path.split('?')[0] === pathname;
  const back = isAreaPage ? null : backLinkTarget(pathname);
  if (crumbs.length === 0 && !back) return null;
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, mb: 2 }}>
      {back && (
        <Link component={RouterLink} to={back} sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
          <ArrowBackIcon fontSize="small" />
          {t('BACK')}
        </Link>
      )}
      {crumbs.length > 0 && (
        <Breadcrumbs aria-label={t('BREADCRUMBS')} sx={{ minWidth: 0 }}>
          {crumbs.map((crumb) => (
            <Link key={crumb.to} component={RouterLink} to={crumb.to} underline="hover" color="inherit">
              {crumb.label}
            </Link>
          ))}
          {pageTitle && (
            <Typography color="text.primary" aria-current="page">
              {pageTitle}
            </Typography>
          )}
        </Breadcrumbs>
      )}
    </Box>
  );
}
