import type { WrapperProps } from '@docusaurus/types';
import type TOCType from '@theme/TOC';
import TOC from '@theme-original/TOC';
import { tocLabel as label } from '@site/src/data/copy/ui';
import { useT } from '@site/src/i18n/useLocale';

type Props = WrapperProps<typeof TOCType>;

/** The article's table of contents, inside a navigation landmark (the theme leaves it outside any). */
export default function TOCWrapper(props: Props) {
  const t = useT();
  return (
    <nav aria-label={t(label)}>
      <TOC {...props} />
    </nav>
  );
}
