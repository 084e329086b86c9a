import { type ComponentType, lazy } from 'react';
import { type RouteObject, useRoutes } from 'react-router';
import { AppLayout } from '@/components/layout/app-layout';
import { GuestOnly, RequireSignIn } from '@/components/layout/route-guards';

// A route module's named export, loaded on first visit (each screen is its own chunk).
function named<Name extends string, Props extends object>(
  load: () => Promise<Record<Name, ComponentType<Props>>>,
  name: Name,
) {
  return lazy(() => load().then((module) => ({ default: module[name] })));
}

const Landing = named(() => import('@/routes/landing/landing.route'), 'LandingRoute');
const Signup = named(() => import('@/routes/accounts/signup.route'), 'SignupRoute');
const ValidateUser = named(() => import('@/routes/accounts/validate-user.route'), 'ValidateUserRoute');
const ForgotPassword = named(() => import('@/routes/accounts/forgot-password.route'), 'ForgotPasswordRoute');
const ResetPassword = named(() => import('@/routes/accounts/reset-password.route'), 'ResetPasswordRoute');
const UpdateUser = named(() => import('@/routes/accounts/update-user.route'), 'UpdateUserRoute');
const TeamMembers = named(() => import('@/routes/team/team-members.route'), 'TeamMembersRoute');
const LogOut = named(() => import('@/routes/accounts/log-out.route'), 'LogOutRoute');
const Home = named(() => import('@/routes/dashboard/home.route'), 'HomeRoute');
const AllContracts = named(() => import('@/routes/dashboard/all-contracts.route'), 'AllContractsRoute');
const Archive = named(() => import('@/routes/dashboard/archive.route'), 'ArchiveRoute');
const Analytics = named(() => import('@/routes/dashboard/analytics.route'), 'AnalyticsRoute');
const AuditContract = named(() => import('@/routes/audit/audit.route'), 'AuditContractRoute');
const VerifyLog = named(() => import('@/routes/audit/verify-log.route'), 'VerifyLogRoute');
const AllRfq = named(() => import('@/routes/dashboard/all-rfq.route'), 'AllRfqRoute');
const SubscriptionList = named(() => import('@/routes/subscriptions/subscription-list.route'), 'SubscriptionListRoute');
const Pay = named(() => import('@/routes/subscriptions/pay.route'), 'PayRoute');
const Terms = named(() => import('@/routes/static/terms.route'), 'TermsRoute');
const Policy = named(() => import('@/routes/static/policy.route'), 'PolicyRoute');
const AboutUs = named(() => import('@/routes/static/about-us.route'), 'AboutUsRoute');
const CookiePolicy = named(() => import('@/routes/static/cookie-policy.route'), 'CookiePolicyRoute');
const ContactUs = named(() => import('@/routes/static/contact-us.route'), 'ContactUsRoute');
const Test = named(() => import('@/routes/static/test.route'), 'TestRoute');
const NotFound = named(() => import('@/routes/static/not-found.route'), 'NotFoundRoute');
const DraftAgreement = named(() => import('@/routes/agreements/draft-agreement.route'), 'DraftAgreementRoute');
const DraftD2c = named(() => import('@/routes/agreements/draft-d2c.route'), 'DraftD2cRoute');
const DetailAgreement = named(() => import('@/routes/agreements/agreement-detail.route'), 'DetailAgreementRoute');
const DetailContract = named(() => import('@/routes/agreements/agreement-detail.route'), 'DetailContractRoute');
const DraftInvoice = named(() => import('@/routes/invoices/draft-invoice.route'), 'DraftInvoiceRoute');
const EditInvoice = named(() => import('@/routes/invoices/edit-invoice.route'), 'EditInvoiceRoute');
const EditTxnNote = named(() => import('@/routes/txn-notes/edit-txn-note.route'), 'EditTxnNoteRoute');
const UserItems = named(() => import('@/routes/catalogue/user-items.route'), 'UserItemsRoute');
const UserTerms = named(() => import('@/routes/term-groups/user-terms.route'), 'UserTermsRoute');
const TermConditions = named(() => import('@/routes/term-groups/term-conditions.route'), 'TermConditionsRoute');
const SelectTemplate = named(() => import('@/routes/builder/select-template.route'), 'SelectTemplateRoute');
const CustomAgreement = named(() => import('@/routes/builder/custom-agreement.route'), 'CustomAgreementRoute');
const ResidentialAgreement = named(
  () => import('@/routes/templates/residential-agreement.route'),
  'ResidentialAgreementRoute',
);
const HomeMaintenance = named(() => import('@/routes/templates/long-forms.route'), 'HomeMaintenanceRoute');
const PersonalLoan = named(() => import('@/routes/templates/long-forms.route'), 'PersonalLoanRoute');
const SublettingAgreement = named(() => import('@/routes/templates/long-forms.route'), 'SublettingAgreementRoute');
const BuySell = named(() => import('@/routes/templates/long-forms.route'), 'BuySellRoute');
const NewRfq = named(() => import('@/routes/rfq/new-rfq.route'), 'NewRfqRoute');
const DetailProposal = named(() => import('@/routes/rfq/detail-proposal.route'), 'DetailProposalRoute');
const ApplyRfq = named(() => import('@/routes/rfq/apply-rfq.route'), 'ApplyRfqRoute');
const NewPurchaseOrder = named(
  () => import('@/routes/purchase-orders/purchase-order-editor.route'),
  'NewPurchaseOrderRoute',
);
const PurchaseOrderDetails = named(
  () => import('@/routes/purchase-orders/purchase-order-editor.route'),
  'PurchaseOrderDetailsRoute',
);
const CheckPoDetails = named(() => import('@/routes/purchase-orders/check-po-details.route'), 'CheckPoDetailsRoute');

// Paths exactly as the spec lists them; react-router matches case-insensitively, so /Home and
// /home are one route.
const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    children: [
      {
        element: <GuestOnly />,
        children: [
          { path: '/', element: <Landing /> },
          { path: '/Signup', element: <Signup /> },
          { path: '/ValidateUser', element: <ValidateUser /> },
          { path: '/forgotPassword', element: <ForgotPassword /> },
          { path: '/ResetPassword', element: <ResetPassword /> },
        ],
      },
      {
        element: <RequireSignIn />,
        children: [
          { path: '/Home', element: <Home /> },
          { path: '/UpdateUser', element: <UpdateUser /> },
          { path: '/LogOut', element: <LogOut /> },
          { path: '/TeamMembers', element: <TeamMembers /> },
          { path: '/AllContracts', element: <AllContracts /> },
          { path: '/Archive', element: <Archive /> },
          { path: '/AnalyticsPage', element: <Analytics /> },
          { path: '/AllRFQ', element: <AllRfq /> },
          { path: '/pay', element: <Pay /> },
          { path: '/draftAgreement', element: <DraftAgreement /> },
          { path: '/draftD2C', element: <DraftD2c /> },
          { path: '/DetailAgreement', element: <DetailAgreement /> },
          { path: '/DetailContract', element: <DetailContract /> },
          { path: '/DraftInvoice', element: <DraftInvoice /> },
          { path: '/EditInvoice', element: <EditInvoice /> },
          { path: '/EditTxnNote', element: <EditTxnNote /> },
          { path: '/AuditContract', element: <AuditContract /> },
          { path: '/userItems', element: <UserItems /> },
          { path: '/userTerms', element: <UserTerms /> },
          { path: '/TermConditions', element: <TermConditions /> },
          { path: '/DetailProposal', element: <DetailProposal /> },
          { path: '/ApplyRFQ', element: <ApplyRfq /> },
          { path: '/New', element: <NewPurchaseOrder /> },
          { path: '/Details', element: <PurchaseOrderDetails /> },
        ],
      },
      { path: '/subscriptionList', element: <SubscriptionList /> },
      { path: '/Terms', element: <Terms /> },
      { path: '/Policy', element: <Policy /> },
      { path: '/AboutUs', element: <AboutUs /> },
      { path: '/CookiePolicy', element: <CookiePolicy /> },
      { path: '/VerifyLog', element: <VerifyLog /> },
      { path: '/ContactUs', element: <ContactUs /> },
      { path: '/test', element: <Test /> },
      // Guests may build these; they sign in when they send, save or publish.
      { path: '/SelectTemplate', element: <SelectTemplate /> },
      { path: '/CustomAgreement', element: <CustomAgreement /> },
      { path: '/NewRFQ', element: <NewRfq /> },
      { path: '/ResidentialAgreementT1', element: <ResidentialAgreement /> },
      { path: '/HomeMaintenanceT1', element: <HomeMaintenance /> },
      { path: '/PersonalLoanT1', element: <PersonalLoan /> },
      { path: '/SublettingAgreementT1', element: <SublettingAgreement /> },
      { path: '/BuySellT1', element: <BuySell /> },
      { path: '/CheckPODetails', element: <CheckPoDetails /> },
      { path: '*', element: <NotFound /> },
    ],
  },
];

// The route table in react-router's declarative mode (inside <BrowserRouter>): no route loads data
// through the router, and leaving its data-router code out keeps the first load ~10 kB smaller.
export function AppRoutes() {
  return useRoutes(routes);
}
