/**
 * One shared formatter: `number.toLocaleString(locale)` builds a new Intl formatter on every call, which
 * showed up as the most expensive line of a first render (18 cards on the home page).
 */
const countFormat = new Intl.NumberFormat('en-US');

/** A count with thousands separators, the same on every device: 1234567 as '1,234,567'. */
export const formatCount = (count: number): string => countFormat.format(count);
