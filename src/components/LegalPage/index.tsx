import { Fragment, type ReactNode } from 'react';
import Layout from '@theme/Layout';
import PageHeader from '@site/src/components/PageHeader';
import type { LegalSection } from '@site/src/data/copy/privacy';
import type { Localized } from '@site/common/locales';
import { useT } from '@site/src/i18n/useLocale';
import styles from './styles.module.css';

/**
 * Fills `{name}` placeholders of a translated template with text or elements
 * (links): the React counterpart of `fill` in common/locales.ts.
 */
export function fillNodes(template: string, values: Readonly<Record<string, ReactNode>>): ReactNode {
  return template.split(/(\{\w+\})/).map((part, index) => {
    const key = /^\{(\w+)\}$/.exec(part)?.[1];
    return <Fragment key={index}>{key !== undefined && key in values ? values[key] : part}</Fragment>;
  });
}

interface LegalPageProps {
  title: Localized;
  description: Localized;
  lead: Localized;
  /** "Last updated: 23 November 2026", already filled. */
  updated: string;
  sections: readonly LegalSection[];
  /** What the sections' placeholders stand for. */
  values: Readonly<Record<string, ReactNode>>;
}

/** A page of prose in titled sections, its date first: the privacy notice and the accessibility statement. */
export default function LegalPage({ title, description, lead, updated, sections, values }: LegalPageProps) {
  const t = useT();
  return (
    <Layout title={t(title)} description={t(description)}>
      <main>
        <PageHeader title={t(title)} lead={t(lead)} />
        <div className="container">
          <div className={styles.body}>
            <p className={styles.updated} data-testid="legal-updated">
              {updated}
            </p>
            {sections.map((section) => (
              <section key={section.id} aria-labelledby={section.id}>
                <h2 id={section.id}>{t(section.title)}</h2>
                {section.blocks.map((block, index) =>
                  'p' in block ? (
                    <p key={index}>{fillNodes(t(block.p), values)}</p>
                  ) : (
                    <ul key={index}>
                      {block.list.map((item) => (
                        <li key={item.en}>{fillNodes(t(item), values)}</li>
                      ))}
                    </ul>
                  ),
                )}
              </section>
            ))}
          </div>
        </div>
      </main>
    </Layout>
  );
}
