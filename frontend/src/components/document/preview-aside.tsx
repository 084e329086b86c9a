import { Title } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './preview-aside.module.css';

// A titled preview beside a form: it stays in view on wide screens and follows the form on narrow ones.
export function PreviewAside({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-label={title} className={classes.preview}>
      <Title order={2} fz="lg" mb="sm">
        {title}
      </Title>
      {children}
    </section>
  );
}
