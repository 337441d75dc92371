import { describe, expect, it } from 'vitest';
import { DESKTOP, useBrowser } from './browser';
import { openAdminSession, shows } from './admin-helpers';
import { currentLane } from './lane';

/**
 * "Tu conexión" on the dashboard: the address the server sees for the owner,
 * her check that the proxy passes visitors' addresses on (docs/operations.md,
 * "Real client addresses behind Docker"). The e2e server trusts its loopback
 * proxy, and each browser context forwards its own address (browser.ts).
 */
describe('the address check on the admin dashboard', () => {
  const browser = useBrowser();
  const baseUrl = currentLane().baseUrl;

  it('shows the owner the address the proxy forwarded for her', async () => {
    const admin = await openAdminSession(browser(), baseUrl);
    const card = admin.page.getByRole('region', { name: 'Tu conexión' });
    await expect.poll(() => card.textContent()).toMatch(/Tu dirección según el servidor: 198\.18\.\d+\.\d+/);
    expect(await card.getByText('Es una dirección privada').count()).toBe(0);
    expect(admin.errors).toEqual([]);
    await admin.context.close();
  });

  it("warns when the address is Docker's bridge gateway", async () => {
    const admin = await openAdminSession(browser(), baseUrl, {
      ...DESKTOP,
      extraHTTPHeaders: { 'x-forwarded-for': '172.18.0.1' },
    });
    const card = admin.page.getByRole('region', { name: 'Tu conexión' });
    await shows(card.getByText('Es una dirección privada'));
    expect(await card.textContent()).toContain('Tu dirección según el servidor: 172.18.0.1');
    expect(admin.errors).toEqual([]);
    await admin.context.close();
  });
});
