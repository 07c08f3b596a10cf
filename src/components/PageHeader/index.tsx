import type { ReactNode } from 'react';
import styles from './styles.module.css';

interface PageHeaderProps {
  eyebrow?: string;
  title: string;
  /** A class for the h1 besides its own (Join us keeps room for its live title). */
  titleClassName?: string;
  lead?: ReactNode;
  children?: ReactNode;
}

/** The band at the top of every inner page; holds the page's one h1. */
export default function PageHeader({ eyebrow, title, titleClassName, lead, children }: PageHeaderProps) {
  return (
    <header className={styles.header}>
      <div className="container">
        {eyebrow && <span className={styles.eyebrow}>{eyebrow}</span>}
        <h1 className={titleClassName ? `${styles.title} ${titleClassName}` : styles.title}>{title}</h1>
        {lead && <p className={styles.lead}>{lead}</p>}
        {children}
      </div>
    </header>
  );
}
