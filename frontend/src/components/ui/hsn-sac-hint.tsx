import { Text } from '@mantine/core';
import { useHsnSac } from '@/api/hsn-sac';

// Beside an HSN/SAC input: what the code covers, or why it cannot go on a GST invoice. A span, as
// it sits inside the input's description paragraph.
export function HsnSacHint({ code }: { code: string }) {
  const { entry, problem } = useHsnSac(code);
  if (problem)
    return (
      <Text component="span" size="xs" c="red">
        {problem}
      </Text>
    );
  if (!entry) return null;
  return (
    <Text component="span" size="xs" c="dimmed">
      {entry.kind} {entry.code}: {entry.description}
    </Text>
  );
}

// Item problems the server reports on items entered before the e-invoice rules, as a warning.
export function EInvoiceProblems({ problems }: { problems?: readonly string[] }) {
  if (!problems?.length) return null;
  return (
    <Text size="xs" c="orange">
      Not ready for an e-invoice: {problems.join(' ')}
    </Text>
  );
}
