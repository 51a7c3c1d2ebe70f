// Amounts of time typed as hours:minutes (part 1 §3 max_yearly_amount_minutes, accrual correction
// minutes). Unlike the 24h minutes picker of part 1 §5 (domain parseTimeInput), an amount is not a time
// of day: hours go above 23, and a correction may be negative.

const DURATION = /^([+-])?\s*(\d{1,5})(?:\s*[:hu]\s*(\d{1,2}))?$/i;

/**
 * '38:00', '38', '7:30', '7h30' or '7u30' (the separators of part 1 §5) to minutes; with `signed`, a
 * leading '-' or '+' too. Null when the text is not such an amount or its minutes exceed 59.
 */
export function parseDurationText(text: string, { signed = false } = {}): number | null {
  const match = DURATION.exec(text.trim());
  if (!match) return null;
  const [, sign, hours, minutes = '0'] = match;
  if (sign && !signed) return null;
  if (Number(minutes) > 59) return null;
  const total = Number(hours) * 60 + Number(minutes);
  return sign === '-' ? -total : total;
}

/** Minutes as 'h:mm' ('38:00', '-7:30'); with `signed`, positive amounts get a '+'. */
export function formatDurationText(minutes: number, { signed = false } = {}): string {
  const abs = Math.abs(Math.round(minutes));
  const sign = minutes < 0 ? '-' : signed && minutes > 0 ? '+' : '';
  return `${sign}${Math.floor(abs / 60)}:${String(abs % 60).padStart(2, '0')}`;
}
