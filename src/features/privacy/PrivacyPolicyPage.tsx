import type { ReactNode } from 'react';
import { LinkedText } from '../../components/LinkedText';
import { formatDate } from '../../i18n/format';
import type { MessageId } from '../../i18n/i18n';
import { useT } from '../../i18n/useT';
import { readAppName } from '../../lib/appName';
import './privacy.css';

/** When the policy last changed (October 4, 2025), shown in the interface language's date format. */
const LAST_UPDATED = new Date(2025, 9, 4);

/** The static privacy policy: 13 sections; each section's body is one or more messages. */
export default function PrivacyPolicyPage() {
  const t = useT();
  const app = readAppName();
  const paragraph = (id: MessageId) => <p>{t(id, { app })}</p>;
  const sections: { title: MessageId; body: ReactNode }[] = [
    {
      title: 'privacy.collectTitle',
      body: (
        <>
          {paragraph('privacy.collectIntro')}
          <ul>
            <li>{t('privacy.collectTechnical')}</li>
            <li>{t('privacy.collectPlays')}</li>
            <li>{t('privacy.collectPerformance')}</li>
          </ul>
        </>
      ),
    },
    { title: 'privacy.useTitle', body: paragraph('privacy.useText') },
    { title: 'privacy.analyticsTitle', body: paragraph('privacy.analyticsText') },
    { title: 'privacy.cookiesTitle', body: paragraph('privacy.cookiesText') },
    { title: 'privacy.sharingTitle', body: paragraph('privacy.sharingText') },
    { title: 'privacy.optOutTitle', body: paragraph('privacy.optOutText') },
    {
      title: 'privacy.deletingTitle',
      body: (
        <p>
          <LinkedText text={t('privacy.deletingText', { app })} to="/favorites" />
        </p>
      ),
    },
    { title: 'privacy.rightsTitle', body: paragraph('privacy.rightsText') },
    { title: 'privacy.childrenTitle', body: paragraph('privacy.childrenText') },
    { title: 'privacy.linksTitle', body: paragraph('privacy.linksText') },
    { title: 'privacy.changesTitle', body: paragraph('privacy.changesText') },
    { title: 'privacy.transfersTitle', body: paragraph('privacy.transfersText') },
    { title: 'privacy.consentTitle', body: paragraph('privacy.consentText') },
  ];
  return (
    <div className="container page prose">
      <h1>{t('privacy.title')}</h1>
      <p className="page-sub">{t('privacy.lastUpdated', { date: formatDate(LAST_UPDATED, 'long') })}</p>
      {paragraph('privacy.intro')}
      {sections.map((section, index) => (
        <section key={section.title} aria-labelledby={`privacy-${index + 1}`}>
          <h2 id={`privacy-${index + 1}`}>
            {t('privacy.sectionHeading', { number: index + 1, title: t(section.title) })}
          </h2>
          {section.body}
        </section>
      ))}
    </div>
  );
}
