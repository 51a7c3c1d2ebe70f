import Button from '@mui/material/Button';
import { useT } from '../../../i18n/I18nProvider';

/** Expands or collapses a list that shows its first COLLAPSED_COUNTS rows (part 1 §9). */
export function ShowMoreButton({
  expanded,
  onToggle,
  controls,
}: {
  expanded: boolean;
  onToggle: () => void;
  controls: string;
}) {
  const t = useT();
  return (
    <Button size="small" onClick={onToggle} aria-expanded={expanded} aria-controls={controls} sx={{ mt: 1 }}>
      {t(expanded ? 'SHOW_LESS' : 'SHOW_MORE')}
    </Button>
  );
}
