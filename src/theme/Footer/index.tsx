import type { WrapperProps } from '@docusaurus/types';
import type FooterType from '@theme/Footer';
import Footer from '@theme-original/Footer';
import Newsletter from '@site/src/components/Newsletter';

type Props = WrapperProps<typeof FooterType>;

/** Puts the newsletter block on every page, outside the page content, above the footer. */
export default function FooterWrapper(props: Props) {
  return (
    <>
      <Newsletter />
      <Footer {...props} />
    </>
  );
}
