import { LongForm } from './components/long-form';
import { GOODS_SALE } from './forms/goods-sale.form';
import { HOME_MAINTENANCE } from './forms/home-maintenance.form';
import { PERSONAL_LOAN } from './forms/personal-loan.form';
import { SUBLEASE } from './forms/sublease.form';

// The four long fixed-layout forms; one chunk, one renderer, a spec each.
export const HomeMaintenanceRoute = () => <LongForm spec={HOME_MAINTENANCE} />;
export const PersonalLoanRoute = () => <LongForm spec={PERSONAL_LOAN} />;
export const SublettingAgreementRoute = () => <LongForm spec={SUBLEASE} />;
export const BuySellRoute = () => <LongForm spec={GOODS_SALE} />;
