import { Button, SimpleGrid, Text } from '@mantine/core';
import { Link, useNavigate } from 'react-router';
import { type SubscriptionPlan, useSubscriptionPlans } from '@/api/subscription-plans';
import { PlanCard } from '@/components/pricing/plan-card';
import { PageLoader } from '@/components/ui/page-loader';
import { QueryError } from '@/components/ui/query-error';
import { formatInr } from '@/lib/format';
import { choosePlan } from '@/lib/handoff';
import { ARCHIVE_MONTHS, canStart, contractAllowance, isMostPopular, isPerContract, storageMonths } from '@/lib/plans';
import { isSignedIn, useSession } from '@/lib/session';

// The plans from the server, or the fallback cards when the list is empty (spec §2 Pricing list).
// `mayStart` false (a team member whose role may not change the plan) shows the plans without Start;
// the landing page passes nothing, so it stays free of the role lookup.
export function PlanGrid({ mayStart = true }: { mayStart?: boolean }) {
  const plans = useSubscriptionPlans();
  const navigate = useNavigate();
  const signedIn = isSignedIn(useSession());

  if (plans.isPending) return <PageLoader label="Loading plans" />;
  if (plans.isError) {
    return <QueryError title="Could not load the plans" error={plans.error} onRetry={() => void plans.refetch()} />;
  }

  const start = (plan: SubscriptionPlan) => {
    choosePlan(plan);
    void navigate(signedIn ? '/pay' : '/Signup');
  };

  return (
    <>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: plans.data.length > 3 ? 4 : 3 }} spacing="lg">
        {plans.data.length === 0 ? (
          <FallbackPlans />
        ) : (
          plans.data.map((plan) => (
            <PlanCard
              key={plan.id}
              name={plan.typeValue}
              price={formatInr(plan.rate)}
              per={isPerContract(plan) ? '/contract' : '/month'}
              allowance={contractAllowance(plan)}
              popular={isMostPopular(plan)}
              features={[
                `${plan.numberOfAttachments} attachments per contract (1MB max each)`,
                '1 signing SMS included',
                '₹2 per extra SMS',
                `${storageMonths(plan)} months storage + ${ARCHIVE_MONTHS} months archive`,
                `${plan.genPdfCount} free audit report${plan.genPdfCount === 1 ? '' : 's'}`,
              ]}
              action={
                mayStart &&
                canStart(plan) && (
                  <Button fullWidth mt="sm" onClick={() => start(plan)} aria-label={`Start ${plan.typeValue}`}>
                    Start
                  </Button>
                )
              }
            />
          ))
        )}
      </SimpleGrid>
      <Text ta="center" c="dimmed" mt="lg">
        All plans include the drafting assistant, real-time tracking, and basic support.
      </Text>
    </>
  );
}

function FallbackPlans() {
  return (
    <>
      <PlanCard
        name="Free Tier"
        price={formatInr(0)}
        per="/month"
        allowance="5 free contracts"
        features={[
          '2 attachments per contract (1MB max each)',
          '1 signing SMS included',
          '₹2 per extra SMS',
          '12 months storage + 3 months archive',
          '1 free audit report',
        ]}
        action={
          <Button component={Link} to="/Signup" fullWidth mt="sm">
            Get Started
          </Button>
        }
      />
      <PlanCard
        name="Customize subscription"
        price="NA"
        per="/contract"
        allowance="Customisable number of contracts"
        features={['All access based on discussion']}
        action={
          <Button component={Link} to="/ContactUs" fullWidth mt="sm" variant="outline">
            Contact us
          </Button>
        }
      />
    </>
  );
}
