import { Link } from 'react-router';
import { LegalPage } from './components/legal-page';

// /Policy: the privacy policy.
export function PolicyRoute() {
  return (
    <LegalPage
      title="Privacy Policy"
      lastUpdated="3 December 2024"
      intro={
        <p>
          This policy explains what personal data Samvida collects, why, and the choices you have. We process personal
          data in line with India’s Digital Personal Data Protection Act, 2023.
        </p>
      }
      sections={[
        {
          heading: 'What we collect',
          body: (
            <ul>
              <li>
                Account details: name, phone number, e-mail address, user type, PAN, GSTIN, address and MSME status.
              </li>
              <li>
                Contract data: the agreements, RFQs, invoices, notes, payments and remarks you and your counterparties
                create.
              </li>
              <li>Payment details handled by our payment provider; we do not store card numbers.</li>
              <li>
                Technical data: device, browser, IP address and the cookies described in our{' '}
                <Link to="/CookiePolicy">Cookie Policy</Link>.
              </li>
            </ul>
          ),
        },
        {
          heading: 'How we use it',
          body: (
            <ul>
              <li>To run your account, send one-time codes and notify you of contract activity by SMS and e-mail.</li>
              <li>To show your counterparties the details a contract needs (name, contact, GSTIN, PAN, address).</li>
              <li>To bill subscriptions, prevent fraud and meet legal obligations.</li>
            </ul>
          ),
        },
        {
          heading: 'Who we share it with',
          body: (
            <p>
              Your counterparties on a contract; service providers for SMS, e-mail, hosting and payments, bound by
              contract to protect it; and authorities when the law requires. We do not sell personal data.
            </p>
          ),
        },
        {
          heading: 'How long we keep it',
          body: (
            <p>
              Contract records are kept for your plan’s storage period plus three months of archive, and longer only
              where tax or other laws require it. Account data is deleted after you close your account.
            </p>
          ),
        },
        {
          heading: 'Your rights',
          body: (
            <p>
              You may ask to see, correct or erase your personal data, withdraw consent, and nominate someone to act for
              you. Contact us to use these rights; you may also complain to the Data Protection Board of India.
            </p>
          ),
        },
        {
          heading: 'Children’s privacy',
          body: <p>Samvida is not meant for children under 13 and we do not knowingly collect their data.</p>,
        },
        {
          heading: 'Contact',
          body: (
            <p>
              Write to our grievance officer through the <Link to="/ContactUs">Contact us</Link> page.
            </p>
          ),
        },
      ]}
    />
  );
}
