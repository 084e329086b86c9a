export interface ContractRoute {
  path: string;
  /** The screen's title as the contract spec names it. */
  title: () => string;
  /** Guests may open the builders (they are sent to sign in when they save); the rest need a session. */
  guests: boolean;
}

const fixed = (title: string) => () => title;

// The contract area (contracts-rfq-invoices.md §2) is built in its own issue; until then each
// route opens a page with its title that says so.
export const CONTRACT_ROUTES: ContractRoute[] = [
  { path: '/DraftInvoice', title: fixed('Raise Invoice'), guests: false },
  { path: '/EditInvoice', title: fixed('Edit Invoice'), guests: false },
  { path: '/EditTxnNote', title: fixed('Transaction Note'), guests: false },
];
