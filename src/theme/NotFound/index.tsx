import { useEffect } from 'react';
import Head from '@docusaurus/Head';
import Link from '@docusaurus/Link';
import { useLocation } from '@docusaurus/router';
import Layout from '@theme/Layout';
import PageHeader from '@site/src/components/PageHeader';
import { initialPathname } from '@site/src/client/initial-path';
import { notFoundPage } from '@site/src/data/copy/pages';
import { site } from '@site/common/facts/site';
import { localePrefix } from '@site/common/locales';
import { useLocale, useT } from '@site/src/i18n/useLocale';

/**
 * The not-found page: /404.html and /it/404.html, titled exactly as the spec
 * says. Reached by a client-side navigation, an unknown path is first loaded
 * in full, so whatever the server does serve there (a PDF, a page of a newer
 * build) is reached; only the server's own 404 shows this page.
 */
export default function NotFound() {
  const t = useT();
  const locale = useLocale();
  const { pathname } = useLocation();
  useEffect(() => {
    if (pathname === initialPathname) return;
    // Once per URL: if the server answers with this same app, the not-found stands.
    const key = 'not-found-reloaded';
    if (sessionStorage.getItem(key) === window.location.href) return;
    sessionStorage.setItem(key, window.location.href);
    window.location.reload();
  }, [pathname]);
  const title = t(notFoundPage.title);
  // The file the server answers unknown paths with: the theme would write "/404.html/".
  const url = `${site.url}${localePrefix(locale)}/404.html`;
  return (
    <Layout>
      <Head>
        <title>{title}</title>
        <meta property="og:title" content={title} />
        <meta property="og:url" content={url} />
        <link rel="canonical" href={url} />
        <meta name="robots" content="noindex" />
      </Head>
      <main>
        <PageHeader title={title} lead={t(notFoundPage.text)} />
        <div className="container margin-vert--xl">
          <p>{t(notFoundPage.advice)}</p>
          <Link className="button button--primary" to="/">
            {t(notFoundPage.home)}
          </Link>
        </div>
      </main>
    </Layout>
  );
}
