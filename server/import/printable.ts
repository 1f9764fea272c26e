/**
 * Text from files and other sites printed on the operator's terminal: a tag, a file name or a remote title
 * may carry escape sequences (set the terminal's title, clear the screen, move the cursor). Every C0 and C1
 * control character and DEL becomes "?" before it is printed; line breaks we write ourselves are added after.
 */
// eslint-disable-next-line no-control-regex -- the point is to find control characters
const CONTROLS = /[\u0000-\u001f\u007f-\u009f]/gu;

export const printable = (text: string): string => text.replace(CONTROLS, '?');
