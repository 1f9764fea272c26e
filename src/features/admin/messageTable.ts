import { t, type MessageId } from '../../i18n/i18n';

/**
 * Names a module's texts once (`NAAT_MESSAGES.title`) while each field is read in the current language at the
 * moment it is read: a table of fixed strings would keep the language of the moment the module loaded.
 */
export function messageTable<Key extends string>(
  ids: Readonly<Record<Key, MessageId>>,
): Readonly<Record<Key, string>> {
  const table = {} as Record<Key, string>;
  for (const key of Object.keys(ids) as Key[]) {
    Object.defineProperty(table, key, { enumerable: true, get: () => t(ids[key]) });
  }
  return Object.freeze(table);
}
