import {
  Amount,
  BUILDER_ROLE_PAIRS,
  CounterpartyContact,
  Days,
  NewEntityId,
  IsoDate,
  LoginContact,
  LookupId,
  Percent,
  Text,
  creatorTypeOf,
  type BuilderTemplate,
  type Party,
} from '@samvida/machines';
import { z } from 'zod';

const BUILDER_ROLES: readonly string[] = Object.values(BUILDER_ROLE_PAIRS).flatMap((pair) => [pair.own, pair.other]);

// The creator's side: `buyer`/`seller`, or a builder role of spec §6 (tenant, landlord, lender, ...) that decides it.
const CreatorSide = z
  .string()
  .trim()
  .toLowerCase()
  .refine((role) => BUILDER_ROLES.includes(role), {
    error: `Choose your side of the contract: buyer, seller or a role of the template (${BUILDER_ROLES.join(', ')}).`,
  })
  .transform((role) => ({ role, side: creatorTypeOf(role) as Party }));

// The counterparty's phone (+91…) or e-mail, required ('Please enter counterparty email or phone number').
export const CounterpartyContactInfo = CounterpartyContact.pipe(LoginContact).transform((contact) =>
  contact.includes('@') ? contact.toLowerCase() : contact,
);

// A builder role other than plain buyer/seller must belong to the chosen template's pair.
export function roleFitsTemplate(
  request: { ContractType: string; CreatorType: { role: string } },
  context: z.RefinementCtx,
) {
  const pair = BUILDER_ROLE_PAIRS[request.ContractType as BuilderTemplate];
  const { role } = request.CreatorType;
  if (!pair || role === 'buyer' || role === 'seller' || role === pair.own || role === pair.other) return;
  context.addIssue({
    code: 'custom',
    path: ['CreatorType'],
    message: `A ${request.ContractType} is between ${pair.own} and ${pair.other}.`,
  });
}

// CustomContract `{Id, CreatorId, CreatorType, OtherPartyContactInfo, LDDays, LDPercent, Advance,
// NumberOfDays, ContractType, StartDate, Deposit}` (plus optional CurrencyId). The creator is always
// the caller (`CreatorId` is ignored); `ContractType` is the template name.
export const CustomContractShape = z.object({
  Id: NewEntityId,
  CreatorType: CreatorSide,
  OtherPartyContactInfo: CounterpartyContactInfo,
  ContractType: Text(100).min(1),
  LDDays: Days.default(0),
  LDPercent: Percent.default('0'),
  Advance: Percent.default('0'),
  NumberOfDays: Days.min(1).default(30),
  StartDate: IsoDate.nullable().optional(),
  Deposit: Amount.default('0.00'),
  CurrencyId: LookupId.default('INR'),
});
export const CustomContractRequest = CustomContractShape.superRefine(roleFitsTemplate);
export type CustomContractRequest = z.infer<typeof CustomContractRequest>;

// The residential form's template.
export const RENTAL: BuilderTemplate = 'Rental Agreement';

// ResidentialRentalContract `{CreatorId, CreatorType, OtherPartyContactInfo, Rent, Maintainance,
// StartDate, EndDate, MonthCountRentAdvance, CurrencyId}`; CreatorType is tenant or landlord (or
// buyer/seller).
export const ResidentialRentalRequest = z
  .object({
    CreatorType: CreatorSide,
    OtherPartyContactInfo: CounterpartyContactInfo,
    Rent: Amount,
    Maintainance: Amount.default('0.00'),
    StartDate: IsoDate,
    EndDate: IsoDate,
    MonthCountRentAdvance: z
      .number()
      .int()
      .min(0)
      .max(24, { error: 'Months of rent as advance must be a whole number from 0 to 24.' })
      .default(0),
    CurrencyId: LookupId.default('INR'),
  })
  .refine((r) => r.EndDate > r.StartDate, { error: 'The end date must be after the start date.', path: ['EndDate'] })
  .superRefine((r, context) => roleFitsTemplate({ ...r, ContractType: RENTAL }, context));
export type ResidentialRentalRequest = z.infer<typeof ResidentialRentalRequest>;
