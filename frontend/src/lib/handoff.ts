// Handoff storage (spec §3): values one screen leaves for the next, in localStorage under the
// spec's names so the contract area reads the same ones.
const DATA = 'data';
const TEMPLATE_NAME = 'templateName';
const PLAN = 'selectedPlan';

export type HandoffData = Record<string, unknown>;

function readJson<T>(key: string): T | null {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(key) ?? 'null');
    return value && typeof value === 'object' ? (value as T) : null;
  } catch {
    return null;
  }
}

export function getHandoffData(): HandoffData | null {
  return readJson<HandoffData>(DATA);
}

export function setHandoffData(data: HandoffData): void {
  localStorage.setItem(DATA, JSON.stringify(data));
}

export function clearHandoffData(): void {
  localStorage.removeItem(DATA);
}

export function getTemplateName(): string | null {
  return localStorage.getItem(TEMPLATE_NAME);
}

export function setTemplateName(name: string): void {
  localStorage.setItem(TEMPLATE_NAME, name);
}

export function getChosenPlan<T>(): T | null {
  return readJson<T>(PLAN);
}

// Start on a plan: the plan is kept for the payment page and also handed off as `data`, so a
// guest who signs in first is sent on to /pay by the dashboard (spec §2 Dashboard).
export function choosePlan(plan: HandoffData): void {
  localStorage.setItem(PLAN, JSON.stringify(plan));
  setHandoffData(plan);
}

export function clearChosenPlan(): void {
  localStorage.removeItem(PLAN);
}

// Where the dashboard sends a user who arrives with unfinished handoff data.
export function handoffRedirect(data: HandoffData | null = getHandoffData()): string | null {
  if (!data) return null;
  if ('typeValue' in data) return '/pay';
  if ('counterpartyDetails' in data) return '/CustomAgreement';
  if ('inviteOnly' in data && data.inviteOnly !== undefined) return '/NewRFQ';
  return null;
}
