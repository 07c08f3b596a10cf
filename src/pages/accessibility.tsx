import LegalPage from '@site/src/components/LegalPage';
import { accessibilityPage, accessibilityStatementDate } from '@site/src/data/copy/accessibility';
import { contact, contactLinks } from '@site/common/facts/site';
import { fill, formatDate } from '@site/common/locales';
import { useLocale, useT } from '@site/src/i18n/useLocale';

/** The accessibility statement, from src/data/copy/accessibility.ts. */
export default function Accessibility() {
  const t = useT();
  const locale = useLocale();
  const date = formatDate(accessibilityStatementDate, locale);
  return (
    <LegalPage
      title={accessibilityPage.title}
      description={accessibilityPage.description}
      lead={accessibilityPage.lead}
      updated={fill(t(accessibilityPage.updated), { date })}
      sections={accessibilityPage.sections}
      values={{ email: <a href={contactLinks.mailto}>{contact.email}</a>, date }}
    />
  );
}
