/** 'BE' → 'Belgium' / 'België' / 'Belgique'; the code itself when the runtime does not know it. */
export function countryName(countryCode: string, language: string): string {
  try {
    return new Intl.DisplayNames([language], { type: 'region' }).of(countryCode.toUpperCase()) ?? countryCode;
  } catch {
    return countryCode;
  }
}
