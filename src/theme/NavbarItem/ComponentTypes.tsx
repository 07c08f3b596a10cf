import DefaultNavbarItem from '@theme/NavbarItem/DefaultNavbarItem';
import DropdownNavbarItem from '@theme/NavbarItem/DropdownNavbarItem';
import LocaleDropdownNavbarItem from '@theme/NavbarItem/LocaleDropdownNavbarItem';

/**
 * The navbar item types the site's config uses (docusaurus.config.ts: links and the language dropdown).
 * The theme's map also imports the docs' items, search and HTML, with the docs plugin's client code:
 * every page's main.js carried them for a plugin the site turns off.
 */
const ComponentTypes = {
  default: DefaultNavbarItem,
  dropdown: DropdownNavbarItem,
  localeDropdown: LocaleDropdownNavbarItem,
};

export default ComponentTypes;
