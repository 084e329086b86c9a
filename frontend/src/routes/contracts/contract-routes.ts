export interface ContractRoute {
  path: string;
  /** The screen's title as the contract spec names it. */
  title: () => string;
  /** Guests may open the builders (they are sent to sign in when they save); the rest need a session. */
  guests: boolean;
}

const fixed = (title: string) => () => title;
// Purchase-order editor: "Sales Contract" if raised by Seller, else "Purchase Contract".
const orderTitle = () => (localStorage.getItem('raisedBy') === 'Seller' ? 'Sales Contract' : 'Purchase Contract');

// The contract area (contracts-rfq-invoices.md §2) is built in its own issue; until then each
// route opens a page with its title that says so.
export const CONTRACT_ROUTES: ContractRoute[] = [
  { path: '/CheckPODetails', title: fixed('Checking your contract link'), guests: true },
  { path: '/New', title: orderTitle, guests: false },
  { path: '/Details', title: orderTitle, guests: false },
];
