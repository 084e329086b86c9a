import type { ReactNode } from 'react';
import classes from './document.module.css';

export { classes as documentClasses };

interface DocumentPaperProps {
  // The document's accessible name ('Contract preview').
  label: string;
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
}

// A document sheet: a centred title and the body in a serif face; it reads like the printed contract.
export function DocumentPaper({ label, title, subtitle, children }: DocumentPaperProps) {
  return (
    <article className={classes.paper} aria-label={label}>
      <h3 className={classes.title}>{title}</h3>
      {subtitle && <p className={classes.subtitle}>{subtitle}</p>}
      {children}
    </article>
  );
}
