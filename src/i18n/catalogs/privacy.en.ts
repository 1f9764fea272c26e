/** The privacy messages in English (ids start with `privacy.`); see app.en.ts for the format. */
export default {
  'privacy.title': 'Privacy Policy',

  // Privacy policy page
  'privacy.lastUpdated': 'Last updated: {date}',
  'privacy.intro':
    'This policy explains what information {app} collects when you use it, how it is used and the choices you have.',
  'privacy.sectionHeading': '{number}. {title}',
  'privacy.collectTitle': 'Information We Collect',
  'privacy.collectIntro':
    '{app} does not ask you to create an account and does not collect your name, e-mail address or other contact details to let you listen. When you use the service we process:',
  'privacy.collectTechnical':
    'technical data sent by every browser, such as your IP address, browser type and device type;',
  'privacy.collectPlays': 'which naats are played, counted anonymously to rank popular naats;',
  'privacy.collectPerformance':
    'performance measurements of the pages (for example how quickly a page loads).',
  'privacy.useTitle': 'How We Use Your Information',
  'privacy.useText':
    'We use this information only to deliver audio to you, to keep the service secure and reliable, to rank popular naats and to understand which parts of {app} need improvement. We never sell it.',
  'privacy.analyticsTitle': 'Analytics and IP Anonymization',
  'privacy.analyticsText':
    'Where we measure usage, we use aggregated analytics with IP anonymization: the last part of your IP address is removed before anything is stored, so the data cannot identify you. Server logs that contain full IP addresses are kept only as long as needed to protect the service from abuse.',
  'privacy.cookiesTitle': 'Cookies and Local Storage',
  'privacy.cookiesText':
    "{app} does not use advertising or tracking cookies. Your favorites, your play queue, the naat you are listening to with its position and volume, and any naats you download are kept in your browser's local storage on your own device, so they work without an account and even offline. They are not sent to us.",
  'privacy.sharingTitle': 'Information Sharing',
  'privacy.sharingText':
    'We do not sell, rent or trade your information. We share technical data only with service providers that host and deliver {app} for us, bound to use it for that purpose alone, or when the law requires it. When you use a share button, the service you choose (such as WhatsApp or Facebook) receives the link you share under its own privacy policy.',
  'privacy.optOutTitle': 'Opting Out',
  'privacy.optOutText':
    'You can opt out of analytics at any time by enabling your browser\'s "Do Not Track" or tracking-protection setting or by using a content blocker; {app} keeps working fully without it.',
  'privacy.deletingTitle': 'Deleting Your Local Data',
  'privacy.deletingText':
    'You can delete everything {app} keeps on your device at any time: clear your favorites with "Clear All" on the <link>My Favorites</link> page, clear the play queue from the queue panel, or remove all site data for {app} in your browser settings (this also removes downloaded naats).',
  'privacy.rightsTitle': 'Your Rights (GDPR and CCPA)',
  'privacy.rightsText':
    'If you live in the European Economic Area or the United Kingdom (GDPR) or in California (CCPA), you have the right to know what personal information we hold about you, to access it, to have it corrected or deleted, to object to or restrict its processing, and not to be discriminated against for using these rights. Since we hold almost nothing that identifies you, most requests can be answered straight away.',
  'privacy.childrenTitle': "Children's Privacy",
  'privacy.childrenText':
    '{app} is suitable for listeners of all ages, but we do not knowingly collect personal information from children under 13. If you believe a child under 13 has given us personal information, contact us and we will delete it.',
  'privacy.linksTitle': 'Third-Party Links',
  'privacy.linksText':
    '{app} links to other websites, including sibling sites and sharing services. We are not responsible for their content or privacy practices; please read their policies when you visit them.',
  'privacy.changesTitle': 'Changes to This Policy',
  'privacy.changesText':
    'We may update this policy from time to time. The date at the top shows when it last changed; important changes will be announced on the site.',
  'privacy.transfersTitle': 'International Data Transfers',
  'privacy.transfersText':
    '{app} may be hosted in countries other than yours. Wherever the technical data described above is processed, we protect it as this policy describes and use appropriate safeguards required by law for transfers between countries.',
  'privacy.consentTitle': 'Your Consent',
  'privacy.consentText': 'By using {app}, you consent to this privacy policy.',
} satisfies Readonly<Record<string, string>>;
