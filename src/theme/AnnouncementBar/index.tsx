/** The site has no announcement bar (no `themeConfig.announcementBar`): none of its code ships. */
export default function AnnouncementBar(): null {
  return null;
}
