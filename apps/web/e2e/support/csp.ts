/**
 * The Content-Security-Policy violations a page reports (the `securitypolicyviolation` event), across its reloads
 * and navigations: what the app does must fit its own CSP. Call before the first navigation; read the array at the end.
 */
import type { Page } from '@playwright/test';

export async function recordCspViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeFunction('__reportCspViolation', (violation: string) =>
    violations.push(violation),
  );
  await page.addInitScript(() => {
    const report = (window as unknown as { __reportCspViolation(violation: string): void })
      .__reportCspViolation;
    document.addEventListener('securitypolicyviolation', (event) =>
      report(
        `${event.violatedDirective} ${event.blockedURI} at ${event.sourceFile}:${event.lineNumber}`,
      ),
    );
  });
  return violations;
}
