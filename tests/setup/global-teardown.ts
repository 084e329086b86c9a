export default async function globalTeardown(): Promise<void> {
  const embedded = (globalThis as { __embeddedPg?: { stop(): Promise<void> } }).__embeddedPg;
  await embedded?.stop();
}
