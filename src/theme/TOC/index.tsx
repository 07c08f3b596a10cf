import type { WrapperProps } from '@docusaurus/types';
import type TOCType from '@theme/TOC';
import TOC from '@theme-original/TOC';
import { useT } from '@site/src/i18n/useLocale';

type Props = WrapperProps<typeof TOCType>;

const label = { en: 'On this page', it: 'In questa pagina' };

/** The article's table of contents, inside a navigation landmark (the theme leaves it outside any). */
export default function TOCWrapper(props: Props) {
  const t = useT();
  return (
    <nav aria-label={t(label)}>
      <TOC {...props} />
    </nav>
  );
}
