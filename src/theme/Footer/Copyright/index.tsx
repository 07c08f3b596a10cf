import type { WrapperProps } from '@docusaurus/types';
import type CopyrightType from '@theme/Footer/Copyright';
import Copyright from '@theme-original/Footer/Copyright';
import OfflineToggle from '@site/src/components/OfflineToggle';

type Props = WrapperProps<typeof CopyrightType>;

/** The copyright line, with the "read offline" control under it. */
export default function CopyrightWrapper(props: Props) {
  return (
    <>
      <Copyright {...props} />
      <OfflineToggle />
    </>
  );
}
