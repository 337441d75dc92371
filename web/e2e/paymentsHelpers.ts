/**
 * Helpers for the two ways a paid guide is sold: a verified Mercado Pago
 * checkout (connected in the e2e run, to the fake provider) or the guide's
 * plain payment link (no provider).
 */
import type { Locator, Page, Route } from 'playwright-core';
import { expect } from 'vitest';
import { graphqlRequest } from './graphql';

/** Whether the server under test has Mercado Pago connected. */
export async function serverPaymentsEnabled(baseUrl: string): Promise<boolean> {
  const { body } = await graphqlRequest<{ paymentsEnabled: boolean }>(
    baseUrl,
    'query E2EPaymentsEnabled { paymentsEnabled }',
  );
  return body.data?.paymentsEnabled === true;
}

function isPaymentsEnabledQuery(route: Route): boolean {
  const request = route.request();
  if (new URL(request.url()).searchParams.get('operationName') === 'PaymentsEnabled') return true;
  if (request.method() !== 'POST') return false;
  try {
    return (request.postDataJSON() as { operationName?: unknown } | null)?.operationName === 'PaymentsEnabled';
  } catch {
    return false;
  }
}

/**
 * Makes the page behave as without a provider. Server-rendered data never
 * passes through the browser's routes: enter the page by client-side navigation.
 */
export async function routePaymentsDisabled(page: Page): Promise<void> {
  await page.route(
    (url) => url.pathname === '/graphql',
    async (route) => {
      if (isPaymentsEnabledQuery(route))
        await route.fulfill({ contentType: 'application/json', json: { data: { paymentsEnabled: false } } });
      else await route.fallback();
    },
  );
}

/** The right buy action for the mode: a checkout button with Mercado Pago, else the payment link in a new tab. */
export async function expectBuyAction(
  scope: Page | Locator,
  label: string,
  paymentLink: string | null | undefined,
  paymentsEnabled: boolean,
): Promise<void> {
  if (paymentsEnabled) {
    const button = scope.getByRole('button', { name: label });
    await button.waitFor();
    await expect.poll(() => button.isEnabled()).toBe(true);
    await expect.poll(() => scope.getByRole('link', { name: label }).count()).toBe(0);
    return;
  }
  const link = scope.getByRole('link', { name: label });
  await link.waitFor();
  await expect.poll(() => link.getAttribute('href')).toBe(paymentLink);
  await expect.poll(() => link.getAttribute('target')).toBe('_blank');
}

/**
 * Buys a guide without a browser: startCheckout, then 'Pagar' on the fake
 * provider's page. Returns the return URL Mercado Pago sends the buyer to.
 */
export async function payForGuide(baseUrl: string, guideId: string): Promise<URL> {
  const { body } = await graphqlRequest<{ startCheckout: { orderId: string; checkoutUrl: string } }>(
    baseUrl,
    'mutation E2EStartCheckout($guideId: ID!) { startCheckout(guideId: $guideId) { orderId checkoutUrl } }',
    { guideId },
  );
  const checkoutUrl = body.data?.startCheckout.checkoutUrl ?? '';
  expect(checkoutUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/checkout\/pay\//);
  const paid = await fetch(checkoutUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: 'outcome=approved',
    redirect: 'manual',
  });
  expect(paid.status).toBe(303);
  return new URL(paid.headers.get('location') ?? '');
}
