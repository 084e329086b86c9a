import { Stack, Text, Title, Typography } from '@mantine/core';
import type { ReactNode } from 'react';

export interface LegalSection {
  heading: string;
  body: ReactNode;
}

interface LegalPageProps {
  title: string;
  // As written on the page, e.g. "3 December 2024".
  lastUpdated?: string;
  intro?: ReactNode;
  sections: LegalSection[];
  // Legal texts number their sections; the About page does not.
  numbered?: boolean;
  children?: ReactNode;
}

// Static text pages (terms, privacy, cookies, about): a title, the date, numbered sections.
export function LegalPage({ title, lastUpdated, intro, sections, numbered = true, children }: LegalPageProps) {
  return (
    <Stack gap="md" maw={820} component="article">
      <title>{`${title} · Samvida`}</title>
      <Title order={1}>{title}</Title>
      {lastUpdated && <Text c="dimmed">Last updated {lastUpdated}</Text>}
      <Typography>
        {intro}
        {sections.map((section, index) => (
          <section key={section.heading}>
            <h2>{numbered ? `${index + 1}. ${section.heading}` : section.heading}</h2>
            {section.body}
          </section>
        ))}
      </Typography>
      {children}
    </Stack>
  );
}
