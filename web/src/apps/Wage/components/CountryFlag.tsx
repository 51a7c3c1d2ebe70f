import { useState } from 'react';
import { countryName } from '../../../i18n/countryName';
import { useT } from '../../../i18n/I18nProvider';

/**
 * The registration country's flag, a small SVG from web/public/flags. Part 1 §8: when the image fails, an empty span
 * takes its place. Give it `key={code}` so another country tries its image again.
 */
export function CountryFlag({ code, height = 16 }: { code: string; height?: number }) {
  const t = useT();
  const [failed, setFailed] = useState(false);
  if (failed) return <span />;
  return (
    <img
      src={`/flags/${encodeURIComponent(code.toLowerCase())}.svg`}
      alt={countryName(code, t.language)}
      title={countryName(code, t.language)}
      height={height}
      width={Math.round((height * 3) / 2)}
      style={{ verticalAlign: 'middle', border: '1px solid rgba(0,0,0,0.12)' }}
      onError={() => setFailed(true)}
    />
  );
}
