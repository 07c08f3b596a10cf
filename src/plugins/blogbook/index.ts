import type { LoadContext, Plugin, PluginModule } from '@docusaurus/types';
import { normalizeUrl } from '@docusaurus/utils';
import blogPlugin, { validateOptions, type BlogContent, type PluginOptions } from '@docusaurus/plugin-content-blog';
import { feedCopy } from '../../data/copy/feeds';
import { site } from '../../../common/facts/site';
import { fill, isLocale } from '../../../common/locales';

const feedFiles = {
  rss: { file: 'rss.xml', type: 'application/rss+xml' },
  atom: { file: 'atom.xml', type: 'application/atom+xml' },
} as const;

/**
 * The theme's blog plugin with feeds in the language being built: the feeds'
 * own title and description, and the `<link rel=alternate>` titles in every
 * page's head, which the plugin writes as "{title} RSS Feed" in English
 * whatever the language.
 */
async function blogbookPlugin(context: LoadContext, validated: unknown): Promise<Plugin<BlogContent>> {
  // Docusaurus has validated and defaulted these with validateOptions below.
  const options = validated as PluginOptions;
  const locale = context.i18n.currentLocale;
  if (!isLocale(locale)) throw new Error(`blogbook: unsupported locale "${locale}"`);
  const yacht = { yacht: site.yachtName };
  const title = fill(feedCopy.title[locale], yacht);
  const plugin = await blogPlugin(context, {
    ...options,
    feedOptions: { ...options.feedOptions, title, description: fill(feedCopy.description[locale], yacht) },
  });
  return {
    ...plugin,
    injectHtmlTags() {
      const types = (options.feedOptions.type ?? []).filter(
        (type): type is keyof typeof feedFiles => type in feedFiles,
      );
      return {
        headTags: types.map((type) => ({
          tagName: 'link',
          attributes: {
            rel: 'alternate',
            type: feedFiles[type].type,
            href: normalizeUrl([context.baseUrl, options.routeBasePath, feedFiles[type].file]),
            title: fill(feedCopy.link[type][locale], { title }),
          },
        })),
      };
    },
  };
}

// Docusaurus validates a function plugin's options with its static
// validateOptions. Its config type wants plugins of unknown content, which a
// plugin typed with its own content cannot be assigned to: hence the cast.
export default Object.assign(blogbookPlugin, { validateOptions }) as unknown as PluginModule;
