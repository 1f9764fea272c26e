/** The compiled catalogues scripts/catalogPlugin.ts serves: one function per message. */
declare module 'virtual:naat-catalog/*' {
  const messages: Readonly<Record<string, (values: Readonly<Record<string, string | number>>) => string>>;
  export default messages;
}
