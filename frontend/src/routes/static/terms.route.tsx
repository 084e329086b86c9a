import { Link } from 'react-router';
import { LegalPage } from './components/legal-page';

// /Terms: terms of service, last updated 3 December 2024.
export function TermsRoute() {
  return (
    <LegalPage
      title="Terms of Service"
      lastUpdated="3 December 2024"
      intro={
        <p>
          These terms govern your use of Samvida, a contract management service operated by a private fintech company in
          India (“Samvida”, “we”, “us”). By creating an account or using the service you agree to them.
        </p>
      }
      sections={[
        {
          heading: 'The service',
          body: (
            <p>
              Samvida lets buyers and sellers draft, negotiate and sign contracts, send requests for quotation, raise
              invoices and record payments. Samvida is not a party to any contract made between users and does not give
              legal advice; templates and the drafting assistant's suggestions are starting points that you must review.
            </p>
          ),
        },
        {
          heading: 'Your account',
          body: (
            <ul>
              <li>You must give accurate details, including PAN and GSTIN where you enter them.</li>
              <li>You are responsible for keeping your password and one-time codes secret.</li>
              <li>Tell us at once if you think someone else has used your account.</li>
            </ul>
          ),
        },
        {
          heading: 'Subscriptions and payment',
          body: (
            <p>
              Paid plans are billed in Indian rupees as shown on the <Link to="/subscriptionList">pricing list</Link>,
              per month or per contract. Amounts include the taxes stated at checkout. Fees already paid are not
              refundable except where the law requires it.
            </p>
          ),
        },
        {
          heading: 'Acceptable use',
          body: (
            <p>
              Do not use Samvida for unlawful contracts, to impersonate anyone, to upload malware or material you have
              no right to share, or to probe or overload the service.
            </p>
          ),
        },
        {
          heading: 'Children’s privacy',
          body: (
            <p>
              Samvida is meant for businesses and professionals. It is not directed at children under 13, and we do not
              knowingly collect their personal data. If you believe a child under 13 has given us data, contact us and
              we will delete it.
            </p>
          ),
        },
        {
          heading: 'Records and audit',
          body: (
            <p>
              Every step of a negotiation is recorded with a tamper-evident history so both parties can rely on it. We
              keep contracts for the storage period of your plan plus three months of archive.
            </p>
          ),
        },
        {
          heading: 'Liability',
          body: (
            <p>
              The service is provided “as is”. To the extent the law allows, our total liability for any claim is
              limited to the fees you paid us in the twelve months before it arose.
            </p>
          ),
        },
        {
          heading: 'Ending your use',
          body: (
            <p>
              You may stop using Samvida at any time. We may suspend accounts that break these terms, after notice where
              practical. Contracts already signed stay binding between their parties.
            </p>
          ),
        },
        {
          heading: 'Governing law',
          body: (
            <p>
              These terms are governed by the laws of India. The courts at Bengaluru, Karnataka have exclusive
              jurisdiction over any dispute arising from them.
            </p>
          ),
        },
        {
          heading: 'Contact',
          body: (
            <p>
              Questions about these terms? Write to us through the <Link to="/ContactUs">Contact us</Link> page.
            </p>
          ),
        },
      ]}
    />
  );
}
