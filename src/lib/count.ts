import { formatNumber } from '../i18n/format';

/**
 * A count with thousands separators in the interface language (1234567 as '1,234,567'; Latin digits in
 * Urdu too). The formatter is made once per language: building one per call was the most expensive line of
 * a first render (18 cards on the home page).
 */
export const formatCount = (count: number): string => formatNumber(count);
