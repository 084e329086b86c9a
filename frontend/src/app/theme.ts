import { createTheme, type CSSVariablesResolver, type MantineColorsTuple } from '@mantine/core';

// Samvida blue; shade 7 is the primary (6.9:1 on white, AA for text and buttons).
const brand: MantineColorsTuple = [
  '#edf3fc',
  '#d8e3f5',
  '#adc4ea',
  '#7fa3df',
  '#5987d5',
  '#4076cf',
  '#326dcd',
  '#245cb5',
  '#1c51a2',
  '#0b4590',
];

// Saffron accent for highlights such as the Most Popular badge.
const saffron: MantineColorsTuple = [
  '#fff4e2',
  '#ffe8cc',
  '#fed09b',
  '#fdb766',
  '#fca13a',
  '#fc931d',
  '#fc8c0c',
  '#e17900',
  '#c86a00',
  '#ae5a00',
];

export const theme = createTheme({
  primaryColor: 'brand',
  primaryShade: { light: 7, dark: 5 },
  colors: { brand, saffron },
  defaultRadius: 'md',
  fontFamily: 'Inter, "Segoe UI", Roboto, "Noto Sans", system-ui, -apple-system, sans-serif',
  headings: { fontWeight: '700' },
  components: {
    Card: { defaultProps: { withBorder: true, radius: 'md', padding: 'lg' } },
    Paper: { defaultProps: { withBorder: true, radius: 'md' } },
    // A badge wraps in a narrow column instead of cutting its label ("Buyer Action P...").
    Badge: {
      styles: {
        root: { height: 'auto', minHeight: 'var(--badge-height)', maxWidth: '100%' },
        label: { overflow: 'visible', textOverflow: 'clip', whiteSpace: 'normal', lineHeight: 1.3 },
      },
    },
  },
});

// Mantine's default dimmed grey is 3.3:1 on white; gray-7 passes WCAG AA for small text.
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: { '--mantine-color-dimmed': 'var(--mantine-color-gray-7)' },
  dark: {},
});
