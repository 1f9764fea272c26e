/** The compiled catalogues scripts/catalogPlugin.ts serves (one per domain and language). */
declare module 'virtual:naat-catalog/*' {
  const messages: Record<string, unknown>;
  export default messages;
}
