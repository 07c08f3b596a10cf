import { brand } from './common/brand';
import type { Config } from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import type { Options as BlogOptions } from '@docusaurus/plugin-content-blog';
import { contactLinks, site } from './common/facts/site';
import { defaultLocale, locales } from './common/locales';
import { htmlLang } from './common/locales';
import { yachtDate } from './common/yachtDay';
import { validateBlogPosts } from './src/blog/validatePosts';
import blogbookPlugin from './src/plugins/blogbook';
import itineraryPdfPlugin from './src/plugins/itinerary-pdf';
import itineraryMapsPlugin from './src/plugins/itinerary-maps';
import navigationPlugin from './src/plugins/navigation';
import pageStartPlugin, { ssrTemplate } from './src/plugins/page-start';
import photosPlugin from './src/plugins/photos';

/**
 * Identifies this build to open tabs (see src/client/build-watch.ts). Kept in
 * the environment so every locale built by this process shares it.
 */
process.env.BUILD_ID ??= `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
const buildId = process.env.BUILD_ID;
/** The day of the availability snapshot built into the pages (the calendar says so when the live list cannot load). */
process.env.AVAILABILITY_SNAPSHOT ??= yachtDate();
const availabilitySnapshot = process.env.AVAILABILITY_SNAPSHOT;

/** The blogbook: the theme's blog plugin at /blogbook/, wrapped for localised feeds (src/plugins/blogbook). */
const blogOptions = {
  routeBasePath: 'blogbook',
  path: 'blog',
  blogTitle: 'Blogbook',
  blogDescription: 'Press, regattas and festivals: the blogbook of the sailing ketch Libeccio.',
  postsPerPage: 'ALL',
  // The list shows every post; an archive page would repeat it.
  archiveBasePath: null,
  blogSidebarCount: 0,
  showReadingTime: false,
  onUntruncatedBlogPosts: 'throw',
  onInlineAuthors: 'ignore',
  onInlineTags: 'throw',
  // Titles and descriptions per language: src/plugins/blogbook.
  feedOptions: { type: ['rss', 'atom'], copyright: `© ${site.yachtName}` },
  processBlogPosts: async ({ blogPosts }) => {
    validateBlogPosts(blogPosts, { siteDir: __dirname });
    return undefined;
  },
} satisfies BlogOptions;

const config: Config = {
  title: site.yachtName,
  tagline: site.tagline.en,
  favicon: 'img/favicon.svg',
  url: site.url,
  baseUrl: '/',
  trailingSlash: true,
  onBrokenLinks: 'throw',
  onBrokenAnchors: 'throw',
  onDuplicateRoutes: 'throw',
  baseUrlIssueBanner: false,
  ssrTemplate,
  markdown: { hooks: { onBrokenMarkdownLinks: 'throw' } },
  future: { faster: true, v4: { removeLegacyPostBuildHeadAttribute: true } },

  i18n: {
    defaultLocale,
    locales: [...locales],
    localeConfigs: {
      en: { label: 'English', htmlLang: htmlLang.en },
      it: { label: 'Italiano', htmlLang: htmlLang.it },
    },
  },

  presets: [
    [
      'classic',
      {
        docs: false,
        blog: false,
        theme: { customCss: './src/css/custom.css' },
        sitemap: false,
      } satisfies Preset.Options,
    ],
  ],

  plugins: [
    [blogbookPlugin, blogOptions],
    itineraryPdfPlugin,
    itineraryMapsPlugin,
    navigationPlugin,
    pageStartPlugin,
    photosPlugin,
  ],
  customFields: { buildId, availabilitySnapshot },

  themeConfig: {
    colorMode: { defaultMode: 'light', disableSwitch: true, respectPrefersColorScheme: false },
    // No code blocks on this site. Left unset, the theme puts its default Prism theme (palenight)
    // into the site config every page ships (~0.6 KB gzip of main.js); an empty one costs nothing.
    prism: { theme: { plain: {}, styles: [] } },
    metadata: [{ name: 'theme-color', content: brand.navy }],
    navbar: {
      title: site.yachtName,
      logo: { alt: '', src: 'img/logo.svg', width: 32, height: 32 },
      style: 'dark',
      items: [
        { to: '/', label: 'Home', position: 'right', activeBaseRegex: '^/(it/)?$' },
        { to: '/the-yacht/', label: 'The yacht', position: 'right' },
        { to: '/blogbook/', label: 'Blogbook', position: 'right' },
        { to: '/charter-guide/', label: 'How chartering works', position: 'right' },
        { to: '/contact/', label: 'Contact', position: 'right' },
        { to: '/join-us/', label: 'Join us', position: 'right', className: 'navbar__link--cta' },
        { type: 'localeDropdown', position: 'right' },
      ],
    },
    footer: {
      style: 'dark',
      links: [
        {
          title: 'Charter',
          items: [
            { label: 'The yacht', to: '/the-yacht/' },
            { label: 'Join us', to: '/join-us/' },
            { label: 'How chartering works', to: '/charter-guide/' },
            { label: 'Contact', to: '/contact/' },
          ],
        },
        {
          title: 'Follow us',
          items: [
            { label: 'Instagram', href: contactLinks.instagram },
            { label: 'Blogbook', to: '/blogbook/' },
          ],
        },
      ],
      copyright: `© ${new Date().getFullYear()} ${site.yachtName}`,
    },
  } satisfies Preset.ThemeConfig,
};

export default config;
