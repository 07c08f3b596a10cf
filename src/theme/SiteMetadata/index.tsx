import Head from '@docusaurus/Head';
import SiteMetadata from '@theme-original/SiteMetadata';
import { site } from '@site/common/facts/site';
import { locales, ogLocale, socialCardPath } from '@site/common/locales';
import { useLocale } from '@site/src/i18n/useLocale';

/**
 * The theme's site metadata, with what it cannot write per language: og:locale
 * as language_TERRITORY (it writes "it", "en") and a social card in the page's
 * language. Tags rendered after the theme's replace its tags of the same name.
 */
export default function SiteMetadataWrapper() {
  const locale = useLocale();
  const card = `${site.url}${socialCardPath(locale)}`;
  return (
    <>
      <SiteMetadata />
      <Head>
        <meta property="og:locale" content={ogLocale[locale]} />
        {locales
          .filter((other) => other !== locale)
          .map((other) => (
            <meta key={other} property="og:locale:alternate" content={ogLocale[other]} />
          ))}
        <meta property="og:image" content={card} />
        <meta name="twitter:image" content={card} />
      </Head>
    </>
  );
}
