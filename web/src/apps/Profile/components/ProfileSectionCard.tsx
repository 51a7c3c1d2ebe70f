import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import type { Result } from 'relay-runtime';
import { useT } from '../../../i18n/I18nProvider';

type CardProps = {
  /** Unique on the page: names the heading the region is labelled by. */
  id: string;
  title: string;
  /** A link or button beside the title (show all, audit log…). */
  action?: ReactNode;
  children: ReactNode;
};

/** One profile section: a region named by its h2 title. */
export function ProfileSectionCard({ id, title, action, children }: CardProps) {
  const titleId = `${id}-section-title`;
  return (
    <Paper component="section" aria-labelledby={titleId} sx={{ p: 3 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 2, mb: 2 }}>
        <Typography id={titleId} variant="h6" component="h2">
          {title}
        </Typography>
        {action}
      </Box>
      {children}
    </Paper>
  );
}

type CaughtSectionProps<T> = Omit<CardProps, 'children'> & {
  /** The section's field read with `@catch(to: RESULT)`. */
  result: Result<T | null | undefined, unknown>;
  children: (value: T) => ReactNode;
};

/**
 * A section over one `@catch`-ed field (ARCHITECTURE.md: a section whose data failed shows its own
 * error and the rest of the page still works). A null value renders nothing: the caller has
 * already checked `permissions.sections`, so null means there is nothing to show.
 */
export function CaughtSection<T>({ result, children, ...card }: CaughtSectionProps<T>) {
  const t = useT();
  if (!result.ok) {
    return (
      <ProfileSectionCard {...card} action={undefined}>
        <Alert severity="error">{t('SECTION_LOAD_FAILED')}</Alert>
      </ProfileSectionCard>
    );
  }
  if (result.value == null) return null;
  return <ProfileSectionCard {...card}>{children(result.value)}</ProfileSectionCard>;
}

/** The line a list section shows when it has no rows. */
export function EmptyLine({ children }: { children: ReactNode }) {
  return (
    <Typography variant="body2" color="text.secondary">
      {children}
    </Typography>
  );
}
