import ae from 'flag-icons/flags/4x3/ae.svg?no-inline';
import de from 'flag-icons/flags/4x3/de.svg?no-inline';
import gb from 'flag-icons/flags/4x3/gb.svg?no-inline';
import kw from 'flag-icons/flags/4x3/kw.svg?no-inline';
import sa from 'flag-icons/flags/4x3/sa.svg?no-inline';
import sn from 'flag-icons/flags/4x3/sn.svg?no-inline';
import us from 'flag-icons/flags/4x3/us.svg?no-inline';
import type { ReactNode } from 'react';
import { formatCountryName } from '@/lib/format';
import { useLocale } from '@/lib/i18n';
import './country-flag.css';

/**
 * The flags of spec section 9 (KW, AE, US, GB/UK, SA, DE, SN), as files the build copies beside
 * the scripts: `?no-inline` keeps them out of the JavaScript (Vite would inline each under 4 KB
 * as a data URL) and every flag is served by the portal itself (decision 062).
 */
const FLAG_URLS: ReadonlyMap<string, string> = new Map([
  ['AE', ae],
  ['DE', de],
  ['GB', gb],
  ['KW', kw],
  ['SA', sa],
  ['SN', sn],
  ['US', us],
]);

/** The spec writes the United Kingdom "GB/UK"; both name one flag. */
function flagCodeOf(countryCode: string): string {
  const code = countryCode.trim().toUpperCase();
  return code === 'UK' ? 'GB' : code;
}

/** Whether a flag is drawn for the code (a country without one shows its name alone). */
export function hasCountryFlag(countryCode: string): boolean {
  return FLAG_URLS.has(flagCodeOf(countryCode));
}

export type CountryFlagProps = {
  countryCode: string;
  /**
   * The country's name is printed right beside the flag (or is the value of the control the
   * flag stands in): the image is then decorative (`alt=""`), so a screen reader does not read
   * the name twice. Otherwise the flag's text is the name in the page's language.
   */
  isDecorative?: boolean;
};

/** A country's flag, 20 × 15 (4:3) so nothing moves when it loads; an unknown code draws nothing. */
export function CountryFlag({ countryCode, isDecorative = false }: CountryFlagProps) {
  const locale = useLocale();
  const code = flagCodeOf(countryCode);
  const src = FLAG_URLS.get(code);
  if (!src) {
    return null;
  }
  return (
    <img
      className="country-flag"
      src={src}
      alt={isDecorative ? '' : formatCountryName(code, locale)}
      width={20}
      height={15}
      decoding="async"
    />
  );
}

export type CountryFlagSelectProps = {
  /** The select's chosen value; no flag while nothing (or a country without one) is chosen. */
  countryCode: string;
  children: ReactNode;
};

/**
 * A native select cannot show images in its options, so the chosen country's flag is drawn
 * inside the select's box at its start, over padding made for it. The select names the country,
 * so the flag is decorative; clicks go through it to the select.
 */
export function CountryFlagSelect({ countryCode, children }: CountryFlagSelectProps) {
  const isFlagged = hasCountryFlag(countryCode);
  return (
    <div className={`country-select${isFlagged ? ' country-select--flagged' : ''}`}>
      {children}
      {isFlagged ? <CountryFlag countryCode={countryCode} isDecorative /> : null}
    </div>
  );
}

export type CountryWithFlagProps = {
  countryCode: string;
  /** The country's name as the screen prints it. */
  children: ReactNode;
};

/** A printed country name after its flag; the flag is decorative, the name says it. */
export function CountryWithFlag({ countryCode, children }: CountryWithFlagProps) {
  return (
    <span className="country-name">
      <CountryFlag countryCode={countryCode} isDecorative />
      {children}
    </span>
  );
}
