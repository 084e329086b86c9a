// bigint columns of paise read back as exact integers (amounts stay far below 2^53).
export const paiseColumn = { to: (value: number) => value, from: (value: string) => Number(value) };
