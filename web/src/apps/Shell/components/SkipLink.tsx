import Link from '@mui/material/Link';
import { useT } from '../../../i18n/I18nProvider';

export const MAIN_ID = 'main';

/** The first thing a keyboard reaches; hidden until focused, it jumps past the navigation. */
export function SkipLink() {
  const t = useT();
  return (
    <Link
      href={`#${MAIN_ID}`}
      sx={{
        position: 'absolute',
        left: 8,
        top: -48,
        zIndex: (theme) => theme.zIndex.tooltip + 1,
        bgcolor: 'background.paper',
        px: 2,
        py: 1,
        borderRadius: 1,
        '&:focus': { top: 8 },
      }}
    >
      {t('SKIP_TO_CONTENT')}
    </Link>
  );
}
