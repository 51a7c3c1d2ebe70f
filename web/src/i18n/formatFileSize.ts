import { localeOf } from './formatMoney';
import type { Language } from './I18nProvider';

/** 2048 → '2 kB', 3_500_000 → '3.3 MB' in the viewer's language (1 kB = 1024 bytes, as uploads count). */
export function formatFileSize(bytes: number, language: Language): string {
  const [value, unit] =
    bytes >= 1024 * 1024
      ? [bytes / (1024 * 1024), 'megabyte']
      : bytes >= 1024
        ? [bytes / 1024, 'kilobyte']
        : [bytes, 'byte'];
  return new Intl.NumberFormat(localeOf(language), { style: 'unit', unit, maximumFractionDigits: 1 }).format(value);
}
