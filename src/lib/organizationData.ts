import { operator, contact, site } from '../../common/facts/site';
import { htmlLang, localePrefix, type Locale } from '../../common/locales';

/**
 * schema.org Organization data for the home page of `locale`: the operator
 * (legal name, registered office, VAT number, privacy e-mail) from the one
 * record the footer and the privacy notice also show.
 */
export function organizationData(locale: Locale) {
  const { street, postalCode, locality, region, countryCode } = operator.address;
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    '@id': `${site.url}/#organization`,
    name: site.yachtName,
    legalName: operator.legalName,
    url: `${site.url}${localePrefix(locale)}/`,
    logo: `${site.url}/img/logo.svg`,
    email: operator.privacyEmail,
    vatID: operator.vatId,
    // The company-register entry; schema.org has no property for the paid-up share capital.
    identifier: { '@type': 'PropertyValue', propertyID: 'REA', value: operator.rea },
    address: {
      '@type': 'PostalAddress',
      streetAddress: street,
      postalCode,
      addressLocality: locality,
      addressRegion: region,
      addressCountry: countryCode,
    },
    contactPoint: {
      '@type': 'ContactPoint',
      contactType: 'customer service',
      email: contact.email,
      availableLanguage: [htmlLang.en, htmlLang.it],
    },
  } as const;
}
