import LegalPage from '@site/src/components/LegalPage';
import { awsGdprUrl, garanteUrl, privacyNoticeVersion, privacyPage } from '@site/src/data/copy/privacy';
import { operator, operatorAddress, operatorLabels } from '@site/common/facts/site';
import { fill, formatDate } from '@site/common/locales';
import { useLocale, useT } from '@site/src/i18n/useLocale';

/** The privacy notice (GDPR art. 13), from src/data/copy/privacy.ts and the operator facts. */
export default function Privacy() {
  const t = useT();
  const locale = useLocale();
  return (
    <LegalPage
      title={privacyPage.title}
      description={privacyPage.description}
      lead={privacyPage.lead}
      updated={fill(t(privacyPage.updated), { date: formatDate(privacyNoticeVersion, locale) })}
      sections={privacyPage.sections}
      values={{
        legalName: operator.legalName,
        address: operatorAddress(locale),
        vat: fill(t(operatorLabels.vat), { vat: operator.vatId }),
        email: <a href={`mailto:${operator.privacyEmail}`}>{operator.privacyEmail}</a>,
        regionName: t(operator.dataRegion.name),
        region: operator.dataRegion.code,
        garante: <a href={garanteUrl}>www.garanteprivacy.it</a>,
        aws: <a href={awsGdprUrl}>aws.amazon.com/compliance/gdpr-center</a>,
      }}
    />
  );
}
