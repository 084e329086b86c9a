import { lazy, Suspense } from 'react';
import { LoadingData } from '@/components/ui/loading-data';
import { AgreementLoader } from './components/agreement-loader';

// The screen's code is fetched from here, alongside the agreement's reads (which AgreementLoader
// starts as soon as this route renders), instead of before them.
const workspaceCode = import('./agreement-workspace');
const Workspace = lazy(() => workspaceCode.then((module) => ({ default: module.Workspace })));

// /DetailAgreement?agreementId= : an agreement under negotiation.
export function DetailAgreementRoute() {
  return <AgreementScreen heading="Agreement Details" />;
}

// /DetailContract?agreementId= : the same screen for a contract (the dashboard opens active ones here).
export function DetailContractRoute() {
  return <AgreementScreen heading="Contract Details" />;
}

function AgreementScreen({ heading }: { heading: string }) {
  return (
    <AgreementLoader heading={heading}>
      {(agreement) => (
        <Suspense fallback={<LoadingData />}>
          <Workspace heading={heading} agreement={agreement} />
        </Suspense>
      )}
    </AgreementLoader>
  );
}
