import Head from '@docusaurus/Head';
import { useBlogPost, useBlogPostStructuredData } from '@docusaurus/plugin-content-blog/client';
import { site } from '@site/common/facts/site';
import { htmlLang } from '@site/common/locales';
import { useLocale } from '@site/src/i18n/useLocale';

const withSlash = (url: string) => (url.endsWith('/') ? url : `${url}/`);

/**
 * The theme's BlogPosting data, corrected: the theme leaves the trailing slash
 * off the article URL (a redirect on this site) and gives no language, subtitle
 * or publisher.
 */
export default function BlogPostStructuredData() {
  const data = useBlogPostStructuredData();
  const { frontMatter } = useBlogPost();
  const locale = useLocale();
  const url = withSlash(String(data.url));
  const subtitle = (frontMatter as { subtitle?: string }).subtitle;
  const structured = {
    ...data,
    '@id': url,
    mainEntityOfPage: url,
    url,
    inLanguage: htmlLang[locale],
    ...(subtitle ? { alternativeHeadline: subtitle } : {}),
    publisher: { '@type': 'Organization', name: site.yachtName, url: site.url },
  };
  return (
    <Head>
      <script type="application/ld+json">{JSON.stringify(structured)}</script>
    </Head>
  );
}
