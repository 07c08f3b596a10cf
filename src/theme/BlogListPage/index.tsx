import clsx from 'clsx';
import { HtmlClassNameProvider, PageMetadata, ThemeClassNames } from '@docusaurus/theme-common';
import Layout from '@theme/Layout';
import type { Props } from '@theme/BlogListPage';
import BlogListPageStructuredData from '@theme/BlogListPage/StructuredData';
import BlogPostItems from '@theme/BlogPostItems';
import PageHeader from '@site/src/components/PageHeader';
import { blogCopy } from '@site/src/data/copy/pages';
import { useT } from '@site/src/i18n/useLocale';

/** The blogbook list: every post on one page under a page header (its one h1). */
export default function BlogListPage(props: Props) {
  const t = useT();
  return (
    <HtmlClassNameProvider className={clsx(ThemeClassNames.wrapper.blogPages, ThemeClassNames.page.blogListPage)}>
      <PageMetadata title={t(blogCopy.title)} description={t(blogCopy.description)} />
      <BlogListPageStructuredData {...props} />
      <Layout>
        <main>
          <PageHeader title={t(blogCopy.title)} lead={t(blogCopy.lead)} />
          <div className="container blog-list">
            <BlogPostItems items={props.items} />
          </div>
        </main>
      </Layout>
    </HtmlClassNameProvider>
  );
}
