import { BUILDER_ROLE_PAIRS, BUILDER_TEMPLATES, type BuilderTemplate } from '@samvida/machines';

// The gallery template a stored name stands for; an unknown or missing name is 'Custom'.
export const builderTemplateOf = (name: string | null | undefined): BuilderTemplate =>
  BUILDER_TEMPLATES.find((template) => template === name) ?? 'Custom';

// The template's two roles (spec §6): the user's usual role first, then the counterparty's.
export const rolePairOf = (template: BuilderTemplate): [string, string] => {
  const pair = BUILDER_ROLE_PAIRS[template];
  return [pair.own, pair.other];
};

// The other role of the template's pair.
export const otherRoleOf = (template: BuilderTemplate, role: string): string => {
  const [own, other] = rolePairOf(template);
  return role === own ? other : own;
};

// 'design_client' → 'Design client' (the contract document names roles the same way).
export { roleLabel } from '@samvida/machines';
