// Every unit test renders in English with every domain's catalogue loaded, as a visit in English would.
import { activateLocale, loadDomain } from '../../src/i18n/i18n';

await Promise.all([loadDomain('admin'), loadDomain('privacy')]);
await activateLocale('en');
