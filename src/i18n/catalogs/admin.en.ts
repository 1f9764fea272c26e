/** The admin messages in English (ids start with `admin.`); see app.en.ts for the format. */
export default {
  // Shared controls
  'admin.cancel': 'Cancel',
} satisfies Readonly<Record<string, string>>;
