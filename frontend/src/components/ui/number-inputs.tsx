import { TextInput, type TextInputProps } from '@mantine/core';

type NumberInputProps = Omit<TextInputProps, 'value' | 'onChange' | 'type'> & {
  value: string;
  onValueChange: (value: string) => void;
};

// Decimal values stay strings (exact money, no binary floating point); the browser only checks the format.

// Whole days (completion, penalty after, duration); at least `min`, default 0.
export function DaysInput({ value, onValueChange, min = 0, ...props }: NumberInputProps) {
  return (
    <TextInput
      {...props}
      type="number"
      inputMode="numeric"
      min={min}
      step={1}
      value={value}
      onChange={(event) => onValueChange(event.currentTarget.value)}
    />
  );
}

// A percent from 0 to 100 with at most two decimals (tax, advance, penalty).
export function PercentInput({ value, onValueChange, ...props }: NumberInputProps) {
  return (
    <TextInput
      {...props}
      type="number"
      inputMode="decimal"
      min={0}
      max={100}
      step={0.01}
      value={value}
      onChange={(event) => onValueChange(event.currentTarget.value)}
    />
  );
}

// An amount of money from 0 to ₹10^12 with at most two decimals (the schema says what is wrong).
export function AmountInput({ value, onValueChange, ...props }: NumberInputProps) {
  return (
    <TextInput
      {...props}
      type="number"
      inputMode="decimal"
      min={0}
      step={0.01}
      value={value}
      onChange={(event) => onValueChange(event.currentTarget.value)}
    />
  );
}
