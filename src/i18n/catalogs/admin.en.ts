/** The admin messages in English (ids start with `admin.`); see app.en.ts for the format. */
export default {
  // Shared controls
  'admin.cancel': 'Cancel',

  // Merging reciters, and names like an existing reciter's
  'admin.merge.action': 'Merge',
  'admin.merge.actionLabel': 'Merge {name}',
  'admin.merge.title': 'Merge "{name}"',
  'admin.merge.into': 'Merge into',
  'admin.merge.choose': 'Choose the NaatKhawan to keep',
  'admin.merge.preview':
    '{count, plural, one {# naat} other {# naats}} will move from "{from}" to "{into}". "{into}" keeps its own details; "{from}" is deleted and its page leads to "{into}" from then on.',
  'admin.merge.busy': 'Merging...',
  'admin.merge.done': 'NaatKhawans merged successfully!',
  'admin.merge.failed': 'Failed to merge NaatKhawans',
  'admin.similar.one':
    'A NaatKhawan with a similar name already exists: {names}. Add "{name}" anyway only if it is someone else.',
  'admin.similar.many':
    'NaatKhawans with similar names already exist: {names}. Add "{name}" anyway only if it is someone else.',
  'admin.similar.addAnyway': 'Add Anyway',
} satisfies Readonly<Record<string, string>>;
