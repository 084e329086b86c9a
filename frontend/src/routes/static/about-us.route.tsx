import { Link } from 'react-router';
import { LegalPage } from './components/legal-page';

// /AboutUs
export function AboutUsRoute() {
  return (
    <LegalPage
      title="About Us"
      numbered={false}
      intro={
        <p>
          Samvida — Sanskrit for “contract” — is smart contract management for modern businesses and professionals. It
          is built and operated by a private fintech company in India.
        </p>
      }
      sections={[
        {
          heading: 'Why we built it',
          body: (
            <p>
              Across India, deals between buyers and sellers still move through e-mail threads, spreadsheets and printed
              copies. Terms drift, invoices do not match what was agreed, and payments are chased by phone. Samvida
              keeps the contract, its negotiation, the invoices and the payments in one shared record.
            </p>
          ),
        },
        {
          heading: 'What it does',
          body: (
            <ul>
              <li>
                Draft contracts from templates with a drafting assistant: suggested clauses, checks and a first draft
                from a description.
              </li>
              <li>Send requests for quotation and compare the responses.</li>
              <li>Negotiate rates and terms line by line, then sign.</li>
              <li>Raise GST invoices, reconcile deliveries and track cash flow.</li>
            </ul>
          ),
        },
        {
          heading: 'Talk to us',
          body: (
            <p>
              See the <Link to="/subscriptionList">plans</Link> or reach the team on the{' '}
              <Link to="/ContactUs">Contact us</Link> page.
            </p>
          ),
        },
      ]}
    />
  );
}
