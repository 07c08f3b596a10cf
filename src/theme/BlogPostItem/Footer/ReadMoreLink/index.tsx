import Link from '@docusaurus/Link';
import { useBlogPost } from '@docusaurus/plugin-content-blog/client';
import type { Props } from '@theme/BlogPostItem/Footer/ReadMoreLink';
import { blogCopy } from '@site/src/data/copy/pages';
import { useT } from '@site/src/i18n/useLocale';

/** The list page's read-more button, labelled with the post's own button text. */
export default function ReadMoreLink({ blogPostTitle, ...linkProps }: Props) {
  const t = useT();
  const { frontMatter } = useBlogPost();
  const label = (frontMatter as { readMore?: string }).readMore ?? t(blogCopy.readMore);
  return (
    <Link {...linkProps} className="button button--primary button--outline">
      {label}
      {/* The button's own words name the article too, for screen readers and link lists. */}
      <span className="sr-only">: {blogPostTitle}</span>
    </Link>
  );
}
