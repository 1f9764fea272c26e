import { Link } from '../../components/links';
import { readAppName } from '../../lib/appName';
import { useT } from '../../i18n/useT';

/** The static privacy policy: 13 sections, last updated October 4, 2025. */
export default function PrivacyPolicyPage() {
  const t = useT();
  const app = readAppName();
  const sections: { title: string; body: React.ReactNode }[] = [
    {
      title: 'Information We Collect',
      body: (
        <>
          <p>
            {app} does not ask you to create an account and does not collect your name, e-mail address or
            other contact details to let you listen. When you use the service we process:
          </p>
          <ul>
            <li>
              technical data sent by every browser, such as your IP address, browser type and device type;
            </li>
            <li>which naats are played, counted anonymously to rank popular naats;</li>
            <li>performance measurements of the pages (for example how quickly a page loads).</li>
          </ul>
        </>
      ),
    },
    {
      title: 'How We Use Your Information',
      body: (
        <p>
          We use this information only to deliver audio to you, to keep the service secure and reliable, to
          rank popular naats and to understand which parts of {app} need improvement. We never sell it.
        </p>
      ),
    },
    {
      title: 'Analytics and IP Anonymization',
      body: (
        <p>
          Where we measure usage, we use aggregated analytics with IP anonymization: the last part of your IP
          address is removed before anything is stored, so the data cannot identify you. Server logs that
          contain full IP addresses are kept only as long as needed to protect the service from abuse.
        </p>
      ),
    },
    {
      title: 'Cookies and Local Storage',
      body: (
        <p>
          {app} does not use advertising or tracking cookies. Your favorites, your play queue, the naat you
          are listening to with its position and volume, and any naats you download are kept in your
          browser&apos;s local storage on your own device, so they work without an account and even offline.
          They are not sent to us.
        </p>
      ),
    },
    {
      title: 'Information Sharing',
      body: (
        <p>
          We do not sell, rent or trade your information. We share technical data only with service providers
          that host and deliver {app} for us, bound to use it for that purpose alone, or when the law requires
          it. When you use a share button, the service you choose (such as WhatsApp or Facebook) receives the
          link you share under its own privacy policy.
        </p>
      ),
    },
    {
      title: 'Opting Out',
      body: (
        <p>
          You can opt out of analytics at any time by enabling your browser&apos;s &quot;Do Not Track&quot; or
          tracking-protection setting or by using a content blocker; {app} keeps working fully without it.
        </p>
      ),
    },
    {
      title: 'Deleting Your Local Data',
      body: (
        <p>
          You can delete everything {app} keeps on your device at any time: clear your favorites with
          &quot;Clear All&quot; on the <Link to="/favorites">My Favorites</Link> page, clear the play queue
          from the queue panel, or remove all site data for {app} in your browser settings (this also removes
          downloaded naats).
        </p>
      ),
    },
    {
      title: 'Your Rights (GDPR and CCPA)',
      body: (
        <p>
          If you live in the European Economic Area or the United Kingdom (GDPR) or in California (CCPA), you
          have the right to know what personal information we hold about you, to access it, to have it
          corrected or deleted, to object to or restrict its processing, and not to be discriminated against
          for using these rights. Since we hold almost nothing that identifies you, most requests can be
          answered straight away.
        </p>
      ),
    },
    {
      title: "Children's Privacy",
      body: (
        <p>
          {app} is suitable for listeners of all ages, but we do not knowingly collect personal information
          from children under 13. If you believe a child under 13 has given us personal information, contact
          us and we will delete it.
        </p>
      ),
    },
    {
      title: 'Third-Party Links',
      body: (
        <p>
          {app} links to other websites, including sibling sites and sharing services. We are not responsible
          for their content or privacy practices; please read their policies when you visit them.
        </p>
      ),
    },
    {
      title: 'Changes to This Policy',
      body: (
        <p>
          We may update this policy from time to time. The date at the top shows when it last changed;
          important changes will be announced on the site.
        </p>
      ),
    },
    {
      title: 'International Data Transfers',
      body: (
        <p>
          {app} may be hosted in countries other than yours. Wherever the technical data described above is
          processed, we protect it as this policy describes and use appropriate safeguards required by law for
          transfers between countries.
        </p>
      ),
    },
    {
      title: 'Your Consent',
      body: <p>By using {app}, you consent to this privacy policy.</p>,
    },
  ];
  return (
    <div className="container page prose">
      <h1>{t('privacy.title')}</h1>
      <p className="page-sub">Last updated: October 4, 2025</p>
      <p>
        This policy explains what information {app} collects when you use it, how it is used and the choices
        you have.
      </p>
      {sections.map((section, index) => (
        <section key={section.title} aria-labelledby={`privacy-${index + 1}`}>
          <h2 id={`privacy-${index + 1}`}>
            {index + 1}. {section.title}
          </h2>
          {section.body}
        </section>
      ))}
    </div>
  );
}
