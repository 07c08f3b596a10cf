import Link from '@docusaurus/Link';
import { useBlogPost } from '@docusaurus/plugin-content-blog/client';
import BlogPostItemHeaderInfo from '@theme/BlogPostItem/Header/Info';
import BlogPostItemHeaderTitle from '@theme/BlogPostItem/Header/Title';
import Art from '@site/src/components/Art';
import type { BlogbookFrontMatter } from '@site/src/blog/validatePosts';
import { blogCopy } from '@site/src/data/copy/pages';
import { useT } from '@site/src/i18n/useLocale';

/**
 * A post's header, in list and article alike: title, subtitle, date. Article
 * pages add the back-to-all-news link above and the illustration below.
 * (Recomposed from the theme's own parts; the theme's version has no subtitle.)
 */
export default function BlogPostItemHeader() {
  const t = useT();
  const { frontMatter, isBlogPostPage } = useBlogPost() as unknown as {
    frontMatter: Partial<BlogbookFrontMatter>;
    isBlogPostPage: boolean;
  };
  return (
    <header>
      {isBlogPostPage && (
        <Link className="blog-back-link" to="/blogbook/">
          <span aria-hidden="true">← </span>
          {t(blogCopy.back)}
        </Link>
      )}
      <BlogPostItemHeaderTitle />
      {frontMatter.subtitle && <p className="blog-subtitle">{frontMatter.subtitle}</p>}
      <BlogPostItemHeaderInfo />
      {isBlogPostPage && frontMatter.illustration && (
        <div className="blog-illustration">
          <Art name={frontMatter.illustration} />
        </div>
      )}
    </header>
  );
}
