import type { WrapperProps } from '@docusaurus/types';
import type CopyrightType from '@theme/Footer/Copyright';
import Copyright from '@theme-original/Footer/Copyright';
import OfflineToggle from '@site/src/components/OfflineToggle';
import OperatorLine from '@site/src/components/OperatorLine';

type Props = WrapperProps<typeof CopyrightType>;

/** The copyright line, with the operator's legal line and the "read offline" control under it. */
export default function CopyrightWrapper(props: Props) {
  return (
    <>
      <Copyright {...props} />
      <OperatorLine />
      <OfflineToggle />
    </>
  );
}
