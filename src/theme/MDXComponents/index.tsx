import React, { type ComponentProps } from 'react';
import Head from '@docusaurus/Head';
import MDXA from '@theme/MDXComponents/A';
import MDXHeading from '@theme/MDXComponents/Heading';
import MDXUl from '@theme/MDXComponents/Ul';
import MDXLi from '@theme/MDXComponents/Li';
import MDXImg from '@theme/MDXComponents/Img';
import type { MDXComponents as MDXComponentsMap } from 'mdx/types';

/**
 * What the blogbook's MDX is written with: prose, headings, links, lists and
 * images. The theme's map also brings the code block (with Prism), details,
 * admonitions and Mermaid, ~33 KB gzip on every post and on the list though
 * no post uses them; a post that did would fail the build ("Expected
 * component `admonition` to be defined"), never render half-styled.
 */
const MDXComponents: MDXComponentsMap = {
  Head,
  a: MDXA,
  ul: MDXUl,
  li: MDXLi,
  img: MDXImg,
  h2: (props: ComponentProps<'h2'>) => <MDXHeading as="h2" {...props} />,
  h3: (props: ComponentProps<'h3'>) => <MDXHeading as="h3" {...props} />,
  h4: (props: ComponentProps<'h4'>) => <MDXHeading as="h4" {...props} />,
};

export default MDXComponents;
