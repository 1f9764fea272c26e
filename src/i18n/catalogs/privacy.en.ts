/** The privacy messages in English (ids start with `privacy.`); see app.en.ts for the format. */
export default {
  'privacy.title': 'Privacy Policy',
} satisfies Readonly<Record<string, string>>;
