import Head from '@docusaurus/Head';
import Link from '@docusaurus/Link';
import Layout from '@theme/Layout';
import PageHeader from '@site/src/components/PageHeader';
import { notFoundPage } from '@site/src/data/copy/pages';
import { useT } from '@site/src/i18n/useLocale';

/** The not-found page: /404.html and /it/404.html, titled exactly as the spec says. */
export default function NotFound() {
  const t = useT();
  const title = t(notFoundPage.title);
  return (
    <Layout>
      <Head>
        <title>{title}</title>
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
