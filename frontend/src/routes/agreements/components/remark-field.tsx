import { Textarea, type TextareaProps } from '@mantine/core';

// The optional remark a negotiation posts before its change (RemarkText).
export function RemarkField(props: TextareaProps) {
  return (
    <Textarea
      label="Remark (optional)"
      description="Posted on this entry before the change, for the other party to read"
      autosize
      minRows={2}
      maxLength={1000}
      {...props}
    />
  );
}

// A blank remark is not sent.
export const remarkOrNothing = (text: string | undefined) => (text?.trim() ? text.trim() : undefined);
