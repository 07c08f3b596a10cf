/** The colour mode switch is off (docusaurus.config.ts `colorMode.disableSwitch`): none of its code ships. */
export default function NavbarColorModeToggle(): null {
  return null;
}
